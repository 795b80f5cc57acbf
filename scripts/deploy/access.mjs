// `npm run deploy:access`, run by `npm run deploy` before it deploys: makes the Google Cloud
// project match what functions/deployment.js declares the functions may do. It creates the
// `activity` database and each function's own service account (the check's and the portal's) if
// they are missing, and grants each account its roles: a role on a database on that database
// only (an IAM condition on the database's name), a role on the project (Authentication's) with
// no condition, said so (`--condition=None`: gcloud asks for it once a policy holds conditions, and
// cannot ask a script). Every step is idempotent: run it as often as you like. It needs the Google
// Cloud CLI (`gcloud`), signed in as an owner of the project; `--print` only prints the commands.
//   node scripts/deploy/access.mjs [--project ID] [--print]
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import {
  accountEmail,
  activityDatabase,
  checkFunction,
  functionAccounts,
} from '../../functions/deployment.js';
import { isCommand } from '../project.mjs';
import { firestoreTarget } from '../registers/firestore.mjs';

/**
 * @typedef {{ why: string, command: [string, ...string[]], exists?: RegExp }} AccessCommand
 * `exists`: the error that means the thing is there already
 */

/**
 * The commands that make `account` in `projectId` and grant it its roles, each with what it does.
 * @param {import('../../functions/deployment.js').FunctionAccount} account
 * @param {string} projectId
 * @returns {AccessCommand[]}
 */
function accountCommands(account, projectId) {
  return [
    {
      why: `the service account ${account.runs} runs as`,
      command: [
        'gcloud',
        'iam',
        'service-accounts',
        'create',
        account.name,
        `--display-name=${account.displayName}`,
        `--project=${projectId}`,
      ],
      exists: /already exists/i,
    },
    ...account.roles.map(
      /** @returns {AccessCommand} */ ({ role, database, why }) => ({
        why: `${role} on ${database ? `${database} only` : 'the project'}: ${account.runs} ${why}`,
        command: [
          'gcloud',
          'projects',
          'add-iam-policy-binding',
          projectId,
          `--member=serviceAccount:${accountEmail(account, projectId)}`,
          `--role=${role}`,
          database
            ? `--condition=expression=resource.name == "projects/${projectId}/databases/${database}",title=${account.name} ${database}`
            : '--condition=None',
        ],
      }),
    ),
  ];
}

/**
 * The commands that give `projectId` what the functions need, each with what it does.
 * @param {string} projectId
 * @returns {AccessCommand[]}
 */
export function accessCommands(projectId) {
  return [
    {
      why: `the database the functions count tries in (${activityDatabase})`,
      command: [
        'gcloud',
        'firestore',
        'databases',
        'create',
        `--database=${activityDatabase}`,
        `--location=${checkFunction.region}`,
        `--project=${projectId}`,
      ],
      exists: /already exists/i,
    },
    ...functionAccounts.flatMap((account) => accountCommands(account, projectId)),
  ];
}

if (isCommand(import.meta.url)) {
  const { values } = parseArgs({
    options: { project: { type: 'string' }, print: { type: 'boolean', default: false } },
  });
  const { projectId } = firestoreTarget({ project: values.project, env: {} });
  for (const { why, command, exists } of accessCommands(projectId)) {
    console.log(
      `▶ ${why}\n  ${command.map((part) => (/\s/.test(part) ? `'${part}'` : part)).join(' ')}`,
    );
    if (values.print) continue;
    const result = spawnSync(command[0], command.slice(1), { encoding: 'utf8' });
    if (/** @type {NodeJS.ErrnoException | undefined} */ (result.error)?.code === 'ENOENT') {
      console.error(
        '✖ The Google Cloud CLI (gcloud) is not installed: install it, run `gcloud auth login`, and run this again (or run the commands above yourself).',
      );
      process.exit(1);
    }
    if (result.status !== 0 && !(exists && exists.test(result.stderr))) {
      console.error(`✖ ${result.stderr.trim()}`);
      process.exit(1);
    }
    console.log(result.status === 0 ? '  done' : '  already there');
  }
}
