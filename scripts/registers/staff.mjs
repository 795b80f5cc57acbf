// The scheme's staff on the staff console (functions/console/staff.js, docs/console.md), kept from
// the command line as a provider's people are (`npm run providers -- people`): the first
// administrator is invited here, who then keeps the staff in the console.
//
//   npm run staff -- list
//   npm run staff -- invite EMAIL --role administrator|keeper|reader …
//   npm run staff -- remove EMAIL
//
// On the emulator when FIRESTORE_EMULATOR_HOST is set (with FIREBASE_AUTH_EMULATOR_HOST for
// Authentication), else on the project in .firebaserc or --project ID, as your Google
// credentials' account; each change is kept in `staffPeopleChanges` with who made it.
import {
  inviteStaff,
  readStaffRoles,
  removeStaff,
  staffPeople,
} from '../../functions/console/staff.js';
import { staffRoles } from '../../functions/vocabulary/console.js';
import { commandMistake, parseCommand, runCommand } from '../project.mjs';
import { answers, firestoreTarget, withFirestore } from './firestore.mjs';
import { whoIsAsking } from './who.mjs';

export const staffUsage = `Usage: npm run staff -- COMMAND [OPTIONS]

  list                   the scheme's staff who may sign in to the console, with their roles
  invite EMAIL --role ROLE …   invite one (or give them other roles): ${staffRoles.join(', ')}
  remove EMAIL           they may no longer sign in; their sessions end at once

  --project ID   the Firebase project (else .firebaserc's), unless FIRESTORE_EMULATOR_HOST names
                 an emulator
  --by NAME      who makes the change, on the emulator (on a project: your Google account)`;

/**
 * What the command was asked: the subcommand, its address and roles.
 * @param {string[]} args
 */
function readStaffArguments(args) {
  const { values, positionals } = parseCommand(
    args,
    {
      role: { type: 'string', multiple: true },
      project: { type: 'string' },
      by: { type: 'string' },
    },
    staffUsage,
  );
  const [command, email, ...more] = positionals;
  if (values.help || command === 'help')
    return { command: undefined, email: '', roles: [], values };
  if (command !== 'list' && command !== 'invite' && command !== 'remove')
    throw commandMistake(command ? `"${command}" is not a command` : '', staffUsage);
  if (command === 'list' ? email !== undefined : !email || more.length)
    throw commandMistake(
      command === 'list' ? 'list takes nothing more' : `${command} takes one email address`,
      staffUsage,
    );
  const roles = command === 'invite' ? readStaffRoles(values.role ?? []) : undefined;
  if (roles && 'problem' in roles) throw commandMistake(`--role: ${roles.problem}`, staffUsage);
  return { command, email: String(email ?? ''), roles: roles?.roles ?? [], values };
}

/**
 * Runs `npm run staff -- …`.
 * @param {string[]} args
 * @param {{ env?: Record<string, string | undefined>, now?: () => Date }} [context]
 * @returns {Promise<string>} what it prints
 */
export async function staffCommand(args, { env = process.env, now = () => new Date() } = {}) {
  const { command, email, roles, values } = readStaffArguments(args);
  if (!command) return staffUsage;
  const where = firestoreTarget({ project: values.project, env });
  if (where.emulatorHost && !(await answers(where.emulatorHost)))
    throw new Error(
      `no Firestore emulator answers at ${where.emulatorHost} (FIRESTORE_EMULATOR_HOST)`,
    );
  if (command === 'list')
    return withFirestore(where, async (db) => {
      const found = await staffPeople(db);
      return [
        where.description,
        ...found.map((p) => `${p.email}  ${p.roles.join(', ')}  invited by ${p.invitedBy}`),
        `${found.length} of the scheme’s staff.`,
      ].join('\n');
    });
  // Only a change is kept under someone's name: a list asks no one who they are.
  const by = await whoIsAsking(where, values.by);
  return withFirestore(
    where,
    async (db, _activity, auth) => {
      if (!auth)
        throw new Error(
          `${where.description}\nNo Firebase Authentication to invite staff on: set FIREBASE_AUTH_EMULATOR_HOST with the Firestore emulator`,
        );
      const at = now();
      if (command === 'remove') {
        const done = await removeStaff({ db, auth }, { email: email, by, at });
        if (done.problem) throw commandMistake(done.problem, staffUsage);
        return `${where.description}\n${done.removed?.email}: removed from the staff, their sessions ended; kept as ${by}.`;
      }
      const done = await inviteStaff({ db, auth }, { email: email, roles: roles, by, at });
      if (done.problem) throw commandMistake(done.problem, staffUsage);
      return `${where.description}\n${done.person?.email}: ${done.action === 'invited' ? 'invited' : 'roles changed'} as ${roles.join(', ')}; they sign in at /console with this address and a code from an authenticator app. Kept as ${by}.`;
    },
    { auth: true },
  );
}

runCommand(import.meta.url, (args) => staffCommand(args));
