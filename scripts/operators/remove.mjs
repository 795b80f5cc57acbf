// `npm run operators:remove -- NUMBER [NUMBER …] [--project ID]`: deletes operator records, so the
// check answers "no match" for them. To keep a record but stop it counting, suspend it instead
// (import its row with status "suspended"). Writes where the import does (store.mjs).
import { parseArgs } from 'node:util';
import { normaliseNumber, numberPattern } from '../../functions/records.js';
import { firestoreTarget, removeRecords, withFirestore } from './store.mjs';
import { isCommand } from '../project.mjs';

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

if (isCommand(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { project: { type: 'string' } },
  });
  if (positionals.length === 0) {
    console.error('Usage: npm run operators:remove -- NUMBER [NUMBER …] [--project ID]');
    process.exit(2);
  }
  removeOperators(positionals, { project: values.project }).then(console.log, (error) => {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  });
}
