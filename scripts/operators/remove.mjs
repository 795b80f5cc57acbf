// `npm run operators:remove -- NUMBER [NUMBER …] [--project ID]`: deletes operator records, so the
// check answers "no match" for them. To keep a record but stop it counting, suspend it instead
// (import its row with status "suspended"). Writes where the import does (store.mjs).
import { normaliseNumber, numberPattern } from '../../functions/records.js';
import { firestoreTarget, removeRecords, withFirestore } from './store.mjs';
import { commandMistake, parseCommand, runCommand } from '../project.mjs';

/**
 * @param {readonly string[]} typed registration numbers as written
 * @param {{ project?: string, env?: Record<string, string | undefined> }} [options]
 * @returns {Promise<string>} the summary line
 */
export async function removeOperators(typed, { project, env = process.env } = {}) {
  const numbers = typed.map(normaliseNumber);
  const wrong = typed.filter((number) => !numberPattern.test(normaliseNumber(number)));
  if (wrong.length)
    throw new Error(
      `${wrong.map((n) => `"${n}"`).join(', ')} not a registration number (two letters and six digits, as MO123456); nothing removed`,
    );
  const target = firestoreTarget({ project, env });
  const { removed, missing } = await withFirestore(target, (db) =>
    removeRecords(db, [...new Set(numbers)]),
  );
  return [
    `${target.description}: ${removed.length} removed${removed.length ? ` (${removed.join(', ')})` : ''}`,
    missing.length ? `; not found: ${missing.join(', ')}` : '',
    '.',
  ].join('');
}

export const usage = 'Usage: npm run operators:remove -- NUMBER [NUMBER …] [--project ID]';

/**
 * The command: its arguments read, the numbers removed.
 * @param {string[]} args
 * @param {{ env?: Record<string, string | undefined> }} [options]
 * @returns {Promise<string>} the summary line, or `usage` for --help; throws with `exitCode` 2
 *   for a mistake in the command
 */
export async function removeCommand(args, { env = process.env } = {}) {
  const { values, positionals } = parseCommand(args, { project: { type: 'string' } }, usage);
  if (values.help) return usage;
  if (positionals.length === 0) throw commandMistake('', usage);
  return removeOperators(positionals, { project: values.project, env });
}

runCommand(import.meta.url, removeCommand);
