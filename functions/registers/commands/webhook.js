// `webhook ACCOUNT URL --reason TEXT`: where an employer account is told of a change to the people
// it watches (functions/watching.js), with a new secret to check each notice's signature by, shown
// once. `webhook ACCOUNT --remove --reason TEXT` stops the notices.
//
// The address is checked as every delivery checks it again (functions/webhook-address.js): https
// on port 443 to public addresses only, no user name or password (the trail would keep them). The
// register keeps the address and a salt; the secret is derived from WEBHOOK_SIGNING_KEY, which the
// command needs to show it (docs/check-security.md, "Webhooks that cannot reach inside").
import { versionAt } from '../../register.js';
import { newWebhookSalt, webhookSecret } from '../../watching.js';
import { checkWebhookAddress, shownAddress } from '../../webhook-address.js';
import { storePlainRecords } from '../store.js';
import { readWhole } from '../trail.js';
import { RequestMistake, readNumbers } from './words.js';

/** How the scheme's staff give the command the key, on a real project. */
export const signingKeyHow =
  'WEBHOOK_SIGNING_KEY=$(npx firebase functions:secrets:access WEBHOOK_SIGNING_KEY) npm run employers -- webhook …';

/**
 * Sets or removes an account's webhook.
 * @param {import('./words.js').WritingRun & {
 *   account: string, url?: string, reason?: string, demonstrationProject: boolean,
 *   webhookSigningKey?: string, resolve?: import('../../webhook-address.js').Resolve,
 * }} run `demonstrationProject`: the project is a `demo-` one (a loopback receiver allowed);
 *   `webhookSigningKey`: WEBHOOK_SIGNING_KEY (the emulator's own there); `resolve`: the
 *   system's resolver unless a test stands in another
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
    const address = await checkWebhookAddress(run.url, {
      demonstration: run.demonstrationProject,
      resolve: run.resolve,
    });
    if ('refused' in address)
      throw new RequestMistake(
        `"${shownAddress(run.url)}" cannot be a webhook: ${address.refused}. A webhook is https on port 443 to a public address`,
      );
    url = address.checked.url;
    if (!run.webhookSigningKey)
      throw new Error(
        `webhook needs WEBHOOK_SIGNING_KEY to show the account its secret (derived from it; nothing was written): ${signingKeyHow}`,
      );
  }
  const read = await readWhole(db, register.shape.collection);
  /** @type {import('../registers.js').Version | undefined} */
  const version = versionAt(read.stored.get(account), read.pointer);
  if (!version) throw new Error(`${account} is not on the employers' register`);
  const salt = url ? newWebhookSalt() : undefined;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { webhook: _old, ...rest } = version;
  const what = url ? `webhook set to ${url.href}` : 'webhook removed';
  const lines = [run.where, `  ${account}: ${what}`];
  if (run.dryRun) return lines.join('\n');
  await storePlainRecords(
    db,
    register.shape,
    [{ fields: url ? { ...rest, webhook: { url: url.href, salt } } : rest }],
    {
      now: run.now,
      stallMs: run.stallMs,
      expect: read.pointer.current,
      trail: { by, reason: `${what}: ${run.reason}` },
    },
  );
  if (salt && run.webhookSigningKey)
    lines.push(
      `  its signing secret, shown this once: ${webhookSecret(run.webhookSigningKey, account, salt)}`,
      '  Each notice is signed as Standard Webhooks sign theirs (docs/api.md, "Told when it changes").',
    );
  return lines.join('\n');
}
