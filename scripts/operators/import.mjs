// `npm run operators:import -- FILE.csv [--photos FOLDER] [--project ID]`: loads or updates
// operator records from the administrators' file (records-file.mjs says its columns). The whole
// file is validated, and every photograph read, before anything is written: one bad row and
// nothing changes, with every problem listed by line and column. Running it again with the same
// file changes nothing ("0 added, 0 updated, 4 unchanged"). The changes become visible to the check
// all at once, or not at all (store.mjs). Suspend a record by importing its row
// with status "suspended"; remove one with `npm run operators:remove`.
//
// It writes to the Firestore emulator when FIRESTORE_EMULATOR_HOST is set (and only there accepts
// the ZZ demonstration numbers), otherwise to the project in .firebaserc or --project.
import path from 'node:path';
import { readRegister } from '../../functions/catalogue.js';
import { providerRegister } from '../../functions/providers.js';
import { loadRecordsFile } from './records-file.mjs';
import { firestoreTarget, storeRecords, withFirestore } from './store.mjs';
import { commandMistake, parseCommand, runCommand } from '../project.mjs';

/**
 * @param {string} file
 * @param {{ photos?: string, project?: string, env?: Record<string, string | undefined> } & Parameters<typeof storeRecords>[2]} [options]
 *   and what storeRecords takes: its clock, how many photographs at once, a progress callback
 * @returns {Promise<string>} the summary line
 */
export async function importRecords(file, { photos, project, env = process.env, ...store } = {}) {
  const target = firestoreTarget({ project, env });
  const { added, updated, unchanged } = await withFirestore(target, async (db) => {
    // A row's provider must be on the providers' register.
    const providers = await readRegister(db, providerRegister);
    const { records, problems } = await loadRecordsFile(file, {
      photos,
      allowDemonstration: Boolean(target.emulatorHost),
      providers: new Set(providers.records.keys()),
    });
    if (problems.length)
      throw new Error(
        `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}, nothing written:\n  ${problems.join('\n  ')}`,
      );
    return storeRecords(db, records, store);
  });
  return `${path.basename(file)} → ${target.description}: ${added.length} added, ${updated.length} updated, ${unchanged.length} unchanged.`;
}

export const usage = 'Usage: npm run operators:import -- FILE.csv [--photos FOLDER] [--project ID]';

/**
 * The command: its arguments read (paths from the folder it runs in), the file imported.
 * @param {string[]} args
 * @param {{ env?: Record<string, string | undefined>, cwd?: string }} [options]
 * @returns {Promise<string>} the summary line, or `usage` for --help; throws with `exitCode` 2
 *   for a mistake in the command
 */
export async function importCommand(args, { env = process.env, cwd = process.cwd() } = {}) {
  const { values, positionals } = parseCommand(
    args,
    { photos: { type: 'string' }, project: { type: 'string' } },
    usage,
  );
  if (values.help) return usage;
  if (positionals.length !== 1) throw commandMistake('', usage);
  return importRecords(path.resolve(cwd, /** @type {string} */ (positionals[0])), {
    photos: values.photos === undefined ? undefined : path.resolve(cwd, values.photos),
    project: values.project,
    env,
  });
}

runCommand(import.meta.url, importCommand);
