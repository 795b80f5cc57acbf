// `webhook ACCOUNT URL --reason TEXT`: where an employer account is told of a change to the people
// it watches (functions/watching.js), with a new secret to check each notice's signature by, shown
// once. `webhook ACCOUNT --remove --reason TEXT` stops the notices.
import { randomBytes } from 'node:crypto';
import { versionAt } from '../../register.js';
import { storePlainRecords } from '../store.js';
import { readWhole } from '../trail.js';
import { RequestMistake, readNumbers } from './words.js';

/**
 * Sets or removes an account's webhook.
 * @param {import('./words.js').WritingRun & { account: string, url?: string, reason?: string, allowDemonstration: boolean }} run
 * @returns {Promise<string>} what it did (the secret, once)
 */
export async function webhook(run) {
  const { db, register, by } = run;
  if (register.name !== 'employers')
    throw new RequestMistake(
      'webhooks are for the employers’ accounts: npm run employers -- webhook …',
    );
  const [account = ''] = readNumbers(register, [run.account]);
  if (!run.reason) throw new RequestMistake('webhook needs --reason TEXT: why, for the trail');
  let url;
  if (run.url !== undefined) {
    try {
      url = new URL(run.url);
    } catch {
      throw new RequestMistake(`"${run.url}" is not an address`);
    }
    // Notices carry registration numbers: only over https, but to this machine on the emulator.
    const local =
      run.allowDemonstration && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    if (url.protocol !== 'https:' && !local)
      throw new RequestMistake(`"${run.url}" is not an https: address`);
  }
  const read = await readWhole(db, register.shape.collection);
  /** @type {import('../registers.js').Version | undefined} */
  const version = versionAt(read.stored.get(account), read.pointer);
  if (!version) throw new Error(`${account} is not on the employers' register`);
  const secret = url ? `whsec_${randomBytes(24).toString('base64url')}` : undefined;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { webhook: _old, ...rest } = version;
  const what = url ? `webhook set to ${url.href}` : 'webhook removed';
  const lines = [run.where, `  ${account}: ${what}`];
  if (run.dryRun) return lines.join('\n');
  await storePlainRecords(
    db,
    register.shape,
    [{ fields: url ? { ...rest, webhook: { url: url.href, secret } } : rest }],
    {
      now: run.now,
      stallMs: run.stallMs,
      expect: read.pointer.current,
      trail: { by, reason: `${what}: ${run.reason}` },
    },
  );
  if (secret)
    lines.push(
      `  its signing secret, shown this once: ${secret}`,
      '  Each notice is signed as Standard Webhooks sign theirs (docs/api.md, "Told when it changes").',
    );
  return lines.join('\n');
}
