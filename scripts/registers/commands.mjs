// The providers' and instructors' registers, loaded and changed by their administrators:
//
//   npm run providers:import -- FILE.csv [--project ID]
//   npm run providers:remove -- NUMBER [NUMBER …] [--project ID]
//   npm run instructors:import -- FILE.csv [--project ID]
//   npm run instructors:remove -- NUMBER [NUMBER …] [--project ID]
//
// As the operators' import (scripts/operators/import.mjs): the whole file is validated first, every
// problem named by line and column, and nothing is written unless it is all valid; only what
// changed is written, and it all shows at once (scripts/operators/store.mjs); a second run changes
// nothing. Suspend or withdraw a provider by importing its row with that status. An instructor's
// providers must be on the providers' register: import the providers first.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readRegister } from '../../functions/catalogue.js';
import {
  instructorNumberPattern,
  instructorRegister,
  providerNumberPattern,
  providerRegister,
} from '../../functions/providers.js';
import { normaliseNumber } from '../../functions/records.js';
import {
  firestoreTarget,
  removeRecords,
  storePlainRecords,
  withFirestore,
} from '../operators/store.mjs';
import { isCommand } from '../project.mjs';
import { loadInstructorsFile } from './instructors-file.mjs';
import { loadProvidersFile } from './providers-file.mjs';

/**
 * @typedef {{ project?: string, env?: Record<string, string | undefined>, now?: () => Date }} Options
 */

/**
 * Every problem of a file, as the error that stops an import.
 * @param {string[]} problems
 */
const refused = (problems) =>
  new Error(
    `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}, nothing written:\n  ${problems.join('\n  ')}`,
  );

/**
 * @param {string} file
 * @param {string} description
 * @param {{ added: string[], updated: string[], unchanged: string[] }} result
 */
const summary = (file, description, { added, updated, unchanged }) =>
  `${path.basename(file)} → ${description}: ${added.length} added, ${updated.length} updated, ${unchanged.length} unchanged.`;

/**
 * Loads the providers of a file.
 * @param {string} file
 * @param {Options} [options]
 * @returns {Promise<string>} the summary line
 */
export async function importProviders(file, { project, env = process.env, now } = {}) {
  const target = firestoreTarget({ project, env });
  const { records, problems } = await loadProvidersFile(file, {
    allowDemonstration: Boolean(target.emulatorHost),
  });
  if (problems.length) throw refused(problems);
  const result = await withFirestore(target, (db) =>
    storePlainRecords(
      db,
      providerRegister,
      records.map((fields) => ({ fields })),
      { now },
    ),
  );
  return summary(file, target.description, result);
}

/**
 * Loads the instructors of a file, each of their providers checked against the register.
 * @param {string} file
 * @param {Options} [options]
 * @returns {Promise<string>} the summary line
 */
export async function importInstructors(file, { project, env = process.env, now } = {}) {
  const target = firestoreTarget({ project, env });
  const result = await withFirestore(target, async (db) => {
    const providers = await readRegister(db, providerRegister);
    const { records, problems } = await loadInstructorsFile(file, {
      allowDemonstration: Boolean(target.emulatorHost),
      providers: new Set(providers.records.keys()),
    });
    if (problems.length) throw refused(problems);
    return storePlainRecords(
      db,
      instructorRegister,
      records.map((fields) => ({ fields })),
      { now },
    );
  });
  return summary(file, target.description, result);
}

/** What each register's numbers look like, for the remove command's message. */
const registers = {
  providers: {
    shape: providerRegister,
    pattern: providerNumberPattern,
    example: 'two letters and four digits, as TP1042',
  },
  instructors: {
    shape: instructorRegister,
    pattern: instructorNumberPattern,
    example: 'two letters and six digits, as IN204518',
  },
};

/**
 * Removes records from the providers' or the instructors' register.
 * @param {keyof typeof registers} name
 * @param {readonly string[]} typed the numbers as written
 * @param {Options} [options]
 * @returns {Promise<string>} the summary line
 */
export async function removeFrom(name, typed, { project, env = process.env, now } = {}) {
  const { shape, pattern, example } = registers[name];
  const wrong = typed.filter((number) => !pattern.test(normaliseNumber(number)));
  if (wrong.length)
    throw new Error(
      `${wrong.map((n) => `"${n}"`).join(', ')} not a number of the ${name}' register (${example}); nothing removed`,
    );
  const target = firestoreTarget({ project, env });
  const numbers = [...new Set(typed.map(normaliseNumber))];
  const { removed, missing } = await withFirestore(target, (db) =>
    removeRecords(db, numbers, { register: shape, now }),
  );
  return [
    `${target.description}: ${removed.length} removed${removed.length ? ` (${removed.join(', ')})` : ''}`,
    missing.length ? `; not found: ${missing.join(', ')}` : '',
    '.',
  ].join('');
}

if (isCommand(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { project: { type: 'string' } },
  });
  const [register, action, ...rest] = positionals;
  const usage = `Usage: npm run ${register ?? 'providers'}:import -- FILE.csv [--project ID]
       npm run ${register ?? 'providers'}:remove -- NUMBER [NUMBER …] [--project ID]`;
  /** @type {Promise<string> | undefined} */
  let work;
  if ((register === 'providers' || register === 'instructors') && rest.length) {
    if (action === 'import' && rest.length === 1)
      work = (register === 'providers' ? importProviders : importInstructors)(
        path.resolve(/** @type {string} */ (rest[0])),
        { project: values.project },
      );
    if (action === 'remove') work = removeFrom(register, rest, { project: values.project });
  }
  if (!work) {
    console.error(usage);
    process.exit(2);
  }
  work.then(console.log, (error) => {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  });
}
