// `npm run receipts:key [-- --rotate FILE]`: the value of the RECEIPT_SIGNING_KEYS secret, with a
// new signing key first. `--rotate FILE` keeps the keys of the secret's current value (read from
// FILE) after it, so receipts they signed still verify; drop an old key only when its receipts no
// longer matter. Set it with `firebase functions:secrets:set RECEIPT_SIGNING_KEYS --data-file -`.
import { readFile } from 'node:fs/promises';
import { generateReceiptKey } from '../../functions/receipts.js';
import { parseCommand, runCommand } from '../project.mjs';

const usage = 'Usage: npm run receipts:key [-- --rotate CURRENT.json]';

/**
 * @param {string[]} args
 * @returns {Promise<string>} the secret's new value
 */
export async function receiptKeyCommand(args) {
  const { values } = parseCommand(args, { rotate: { type: 'string' } }, usage);
  if (values.help) return usage;
  const kept = values.rotate ? JSON.parse(await readFile(values.rotate, 'utf8')).keys : [];
  return JSON.stringify({ keys: [await generateReceiptKey(), ...kept] });
}

runCommand(import.meta.url, receiptKeyCommand);
