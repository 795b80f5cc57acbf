// `npm run receipts:key [-- --rotate FILE]`: the value of the RECEIPT_SIGNING_KEYS secret, with a
// new signing key first, which signs from now on. `--rotate FILE` keeps the keys of the secret's
// current value (read from FILE) after it, the one that signed until now retired now: each keeps
// only its public half and its period, so receipts they signed in their time still verify and
// none they might sign later would. Drop an old key only when its receipts no longer matter. Set
// it with `firebase functions:secrets:set RECEIPT_SIGNING_KEYS --data-file -`.
import { readFile } from 'node:fs/promises';
import { generateReceiptKey, rotateReceiptKeys } from '../../functions/receipts.js';
import { parseCommand, runCommand } from '../project.mjs';

const usage = 'Usage: npm run receipts:key [-- --rotate CURRENT.json]';

/**
 * @param {string[]} args
 * @returns {Promise<string>} the secret's new value
 */
export async function receiptKeyCommand(args) {
  const { values } = parseCommand(args, { rotate: { type: 'string' } }, usage);
  if (values.help) return usage;
  const at = new Date();
  if (!values.rotate) return JSON.stringify({ keys: [await generateReceiptKey({ from: at })] });
  const kept = JSON.parse(await readFile(values.rotate, 'utf8')).keys;
  if (!Array.isArray(kept) || kept.length === 0)
    throw new Error(
      `${values.rotate} holds no keys: it should be the secret's value, { "keys": [...] }`,
    );
  return JSON.stringify({ keys: await rotateReceiptKeys(kept, at) });
}

runCommand(import.meta.url, receiptKeyCommand);
