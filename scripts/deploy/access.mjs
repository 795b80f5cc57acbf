// `npm run deploy:access`, run by `npm run deploy` before it deploys: makes the Google Cloud
// project match what functions/deployment.js declares the check's function may do. It creates the
// `activity` database and the function's own service account if they are missing, and grants that
// account its roles, each on one database only (an IAM condition on the database's name). Every
// step is idempotent: run it as often as you like. It needs the Google Cloud CLI (`gcloud`),
// signed in as an owner of the project; `--print` only prints the commands.
//   node scripts/deploy/access.mjs [--project ID] [--print]
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import {
  activityDatabase,
  checkFunctionAccount,
  checkFunctionEmail,
  checkFunction,
} from '../../functions/deployment.js';
import { isCommand } from '../project.mjs';
import { firestoreTarget } from '../registers/firestore.mjs';

/**
 * @typedef {{ why: string, command: [string, ...string[]], exists?: RegExp }} AccessCommand
 * `exists`: the error that means the thing is there already
 */

/**
 * The commands that give `projectId` what the function needs, each with what it does.
 * @param {string} projectId
 * @returns {AccessCommand[]}
 */
export function accessCommands(projectId) {
  const email = checkFunctionEmail(projectId);
  return [
    {
      why: `the database the function writes (${activityDatabase})`,
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
    {
      why: 'the service account the function runs as',
      command: [
        'gcloud',
        'iam',
        'service-accounts',
        'create',
        checkFunctionAccount.name,
        `--display-name=${checkFunctionAccount.displayName}`,
        `--project=${projectId}`,
      ],
      exists: /already exists/i,
    },
    ...checkFunctionAccount.roles.map(
      /** @returns {AccessCommand} */ ({ role, database, why }) => ({
        why: `${role} on ${database} only: the function ${why}`,
        command: [
          'gcloud',
          'projects',
          'add-iam-policy-binding',
          projectId,
          `--member=serviceAccount:${email}`,
          `--role=${role}`,
          `--condition=expression=resource.name == "projects/${projectId}/databases/${database}",title=${checkFunctionAccount.name} ${database}`,
        ],
      }),
    ),
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
