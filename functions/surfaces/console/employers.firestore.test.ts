// The console's employers' accounts against the emulators: an administrator lists and finds the
// accounts, reads one (its standing, its keys, its webhook), makes a key through the `keys`
// command (shown once, on the page that answers the post, and never again: the account's page,
// the trail and the log hold only its id), which the API's key check then takes; revokes it,
// asked first, by the same command; sets a webhook (a refused address named by its field, the
// plan shown for the address typed, the signing secret shown once) and removes it. Another
// account's key cannot be revoked through this account's form; a keeper and a reader are refused
// every page and every post.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmployerChecks } from '../../employers/employer-checks.js';
import { keyIdOf, keyMatches, makeKey } from '../../registers/keys.js';
import { registers } from '../../registers/registers.js';
import { storePlainRecords } from '../../registers/store.js';
import { readPointer, readTrail } from '../../registers/trail.js';
import { versionAt } from '../../register.js';
import type { EmployerVersion } from '../../registers/employers-file.js';
import { testWebhookSigningKey } from '../../testing/commands.js';
import { consoleTest } from '../../testing/console-staff.js';
import { webhookSecret } from '../../watching.js';
import { consolePaths } from '../../vocabulary/paths.js';

const employers = registers.employers;

/** An account of another's, with a live key of its own. */
const othersKey = makeKey({ at: new Date('2026-11-01T09:00:00Z'), by: 'Ada' }).stored;

const account = (number: string, name: string, more: Record<string, unknown> = {}) => ({
  fields: {
    number,
    name,
    contact: 'office@example.com',
    dailyQuota: 100,
    status: 'active',
    ...more,
  },
});

const { db, activity, email, send, signIn } = consoleTest('employers', async ({ db }) => {
  await storePlainRecords(
    db,
    employers.shape,
    [
      account('EM6001', 'Quarry Plant Ltd'),
      account('EM6002', 'Quayside Cranes Ltd', { keys: [othersKey] }),
      account('EM6003', 'Halted Haulage Ltd', { status: 'suspended' }),
    ],
    { trail: { by: 'the test', reason: 'loaded' } },
  );
});

const page = (number: string) => `${consolePaths.employer}?number=${number}`;
const question = (number: string, action: string, more = '') =>
  `${consolePaths.employerChange}?number=${number}&action=${action}${more}`;
const post = (cookie: string, form: Record<string, string>) =>
  send(consolePaths.employerChange, { cookie, form });

/** The stored account's document, every version. */
const stored = async (number: string) =>
  (await db.collection(employers.shape.collection).doc(number).get()).data();
/** The account as the register holds it now. */
const accountNow = async (number: string) =>
  versionAt(await stored(number), await readPointer(db, employers.shape.collection)) as
    EmployerVersion | undefined;
const keysOf = async (number: string) => (await accountNow(number))?.keys ?? [];

/** The API's own key check, as the API and the crew check find an account by its key. */
const apiCheck = (log: (line: Record<string, unknown>) => void = () => {}) =>
  new EmployerChecks({
    db,
    activity,
    allowDemonstration: false,
    checkMs: 0,
    log,
  } as unknown as ConstructorParameters<typeof EmployerChecks>[0]);

afterEach(() => vi.restoreAllMocks());

describe.each(['reader', 'keeper'] as const)('a %s', (who) => {
  it('is refused every page and every post of the employers’ accounts', async () => {
    const cookie = await signIn(who);
    for (const path of [
      consolePaths.employers,
      `${consolePaths.employers}?q=Quarry`,
      page('EM6001'),
      question('EM6001', 'key-create'),
      question('EM6002', 'key-revoke', `&key=${othersKey.id}`),
      question('EM6001', 'webhook-set'),
      question('EM6001', 'webhook-remove'),
    ]) {
      const refused = await send(path, { cookie });
      expect(refused.status, path).toBe(403);
      expect(refused.kind, path).toBe('console-refused');
    }
    for (const form of [
      { number: 'EM6001', action: 'key-create', reason: 'trying' } as Record<string, string>,
      { number: 'EM6002', action: 'key-revoke', key: othersKey.id, reason: 'trying' },
      {
        number: 'EM6001',
        action: 'webhook-set',
        url: 'http://127.0.0.1:9/hook',
        planned: 'http://127.0.0.1:9/hook',
        reason: 'trying',
      },
      { number: 'EM6001', action: 'webhook-remove', reason: 'trying' },
    ])
      expect((await post(cookie, form)).status, form.action).toBe(403);
    expect(await keysOf('EM6001')).toEqual([]);
    expect((await keysOf('EM6002'))[0]?.revokedAt).toBeUndefined();
  });
});

describe('an administrator', () => {
  it('lists the accounts and finds them by number or name', async () => {
    const cookie = await signIn('admin');
    const list = await send(consolePaths.employers, { cookie });
    expect(list.status).toBe(200);
    expect(list.kind).toBe('console-employers');
    expect(list.field('found')).toBe('3 accounts on the register.');
    expect(list.rows('accounts')).toEqual([
      {
        accountNumber: 'EM6001',
        accountName: 'Quarry Plant Ltd',
        accountStatus: 'active',
        accountKeys: '0',
        accountWebhook: 'none',
        accountHref: page('EM6001'),
      },
      expect.objectContaining({ accountNumber: 'EM6002', accountKeys: '1' }),
      expect.objectContaining({ accountNumber: 'EM6003', accountStatus: 'suspended' }),
    ]);
    const named = await send(`${consolePaths.employers}?q=quay`, { cookie });
    expect(named.rows('accounts').map((row) => row.accountNumber)).toEqual(['EM6002']);
    expect(named.field('found')).toBe('1 account for “quay”.');
    const numbered = await send(`${consolePaths.employers}?q=em600`, { cookie });
    expect(numbered.rows('accounts')).toHaveLength(3);
    const read = await send(page('EM6003'), { cookie });
    expect(read.field('standingText')).toMatch(/^suspended: added on .* by the test: loaded$/);
    expect(read.field('keysNote')).toContain('It is suspended');
    expect(read.rows('newKey')).toEqual([]);
    expect((await send(page('EM9999'), { cookie })).status).toBe(404);
    expect((await send(question('EM6003', 'key-move'), { cookie })).status).toBe(404);
  });

  it('makes a key, shown once, which the API takes; then revokes it, asked first', async () => {
    const cookie = await signIn('admin');
    const logged = vi.spyOn(console, 'log');
    const before = await send(page('EM6001'), { cookie });
    expect(before.rows('newKey')).toEqual([
      { newKeyHref: question('EM6001', 'key-create'), newKeyLabel: 'Make a new key for EM6001' },
    ]);
    const asked = await send(question('EM6001', 'key-create'), { cookie });
    expect(asked.kind).toBe('console-employer-question');
    expect(asked.field('question')).toBe('Make a new API key for EM6001?');
    expect(asked.rows('plan')).toEqual([
      { planLine: 'EM6001: a new key made (its id is given then)' },
    ]);
    const unreasoned = await post(cookie, { number: 'EM6001', action: 'key-create', reason: '' });
    expect(unreasoned.status).toBe(400);
    expect(unreasoned.list('problems')[0]).toContain('Give the reason');
    expect(await keysOf('EM6001')).toEqual([]);

    const made = await post(cookie, {
      number: 'EM6001',
      action: 'key-create',
      reason: 'their payroll system',
    });
    expect(made.status).toBe(200);
    expect(made.kind).toBe('console-shown-once');
    expect(made.headers.get('cache-control')).toBe('no-store');
    expect(made.location).toBe('');
    const key = made.field('secret');
    expect(key).toMatch(/^motas_[a-z0-9]{8}_[A-Za-z0-9]{32}$/);
    const id = String(keyIdOf(key));
    expect(made.field('heading')).toBe(`Key ${id} of EM6001`);
    expect(made.list('advice')[0]).toContain('Copy it now');
    // Stored as a hash only, and taken by the API's key check.
    const [kept] = await keysOf('EM6001');
    expect(kept).toMatchObject({ id, createdBy: email('admin') });
    expect(JSON.stringify(await stored('EM6001'))).not.toContain(key);
    expect(keyMatches(key, kept!)).toBe(true);
    const found = await apiCheck().accountOf(key, { surface: 'api' });
    expect(found).toMatchObject({ account: { number: 'EM6001' } });
    // Pasted with a space or a line's end around it, as copied from an email.
    expect(await apiCheck().accountOf(` ${key}\n`, { surface: 'api' })).toMatchObject({
      account: { number: 'EM6001' },
    });

    // Never again: the account's page and the trail name its id only; the log holds neither.
    const after = await send(page('EM6001'), { cookie });
    expect(after.body).not.toContain(key);
    expect(after.rows('keys')).toEqual([
      {
        keyId: id,
        keyMade: expect.stringMatching(new RegExp(`UTC by ${email('admin')}$`)),
        keyState: 'live',
        revokeHref: question('EM6001', 'key-revoke', `&key=${id}`),
        revokeLabel: `Revoke key ${id}`,
      },
    ]);
    expect(after.field('keysNote')).toBe('1 live key of the 2 an account may have.');
    const trail = await readTrail(db, employers.shape.collection, { number: 'EM6001' });
    expect(trail.at(-1)).toMatchObject({
      by: email('admin'),
      reason: `key ${id} made: their payroll system`,
    });
    expect(JSON.stringify(trail)).not.toContain(key);
    expect(logged.mock.calls.flat().join('\n')).not.toContain(key);

    // Revoked: asked first with the plan, then back to the account saying so.
    const revoking = await send(question('EM6001', 'key-revoke', `&key=${id}`), { cookie });
    expect(revoking.field('question')).toBe(`Revoke key ${id} of EM6001?`);
    expect(revoking.rows('plan')).toEqual([{ planLine: `EM6001: key ${id} revoked` }]);
    const revoked = await post(cookie, {
      number: 'EM6001',
      action: 'key-revoke',
      key: id,
      reason: 'moved to a new key',
    });
    expect(revoked.status).toBe(303);
    expect(revoked.location).toBe(
      `${consolePaths.employer}?number=EM6001&done=key-revoked&key=${id}`,
    );
    const told = await send(revoked.location, { cookie });
    expect(told.list('notices')[0]).toBe(
      `Key ${id} revoked: the API refuses it within a minute. Kept in the trail with your reason.`,
    );
    expect(told.rows('keys')[0]).toMatchObject({
      keyState: expect.stringMatching(
        new RegExp(`^revoked .* UTC by ${email('admin')}: moved to a new key$`),
      ),
      revokeHref: '',
    });
    expect((await keysOf('EM6001'))[0]?.revokedBy).toBe(email('admin'));
    // Refused, and the scheme's log says the key is of EM6001 but not live; a key no account
    // has is "unknown", of no account.
    const lines: Record<string, unknown>[] = [];
    const checks = apiCheck((line) => lines.push(line));
    expect(await checks.accountOf(key, { surface: 'api', requestId: 'r1' })).toEqual({
      refused: 'key',
    });
    const unknown = makeKey({ at: new Date('2026-11-01T09:00:00Z'), by: 'Ada' }).key;
    expect(await checks.accountOf(unknown, { surface: 'crew' })).toEqual({ refused: 'key' });
    expect(lines).toEqual([
      {
        severity: 'WARNING',
        message: 'An API key was refused',
        event: 'key-refused',
        surface: 'api',
        requestId: 'r1',
        why: 'not live',
        account: 'EM6001',
      },
      {
        severity: 'WARNING',
        message: 'An API key was refused',
        event: 'key-refused',
        surface: 'crew',
        why: 'unknown',
      },
    ]);
    // Revoked already: asked no more.
    expect(
      (await post(cookie, { number: 'EM6001', action: 'key-revoke', key: id, reason: 'again' }))
        .status,
    ).toBe(409);
  });

  it('cannot revoke another account’s key through this account’s form', async () => {
    const cookie = await signIn('admin');
    const asked = await send(question('EM6001', 'key-revoke', `&key=${othersKey.id}`), {
      cookie,
    });
    expect(asked.status).toBe(404);
    expect(asked.list('problems')).toEqual([`EM6001 has no key “${othersKey.id}”.`]);
    const posted = await post(cookie, {
      number: 'EM6001',
      action: 'key-revoke',
      key: othersKey.id,
      reason: 'not theirs',
    });
    expect(posted.status).toBe(404);
    expect((await keysOf('EM6002'))[0]?.revokedAt).toBeUndefined();
  });

  it('sets a webhook, a refused address named by its field, the secret shown once; then removes it', async () => {
    const cookie = await signIn('admin');
    const asked = await send(question('EM6002', 'webhook-set'), { cookie });
    expect(asked.kind).toBe('console-employer-webhook');
    expect(asked.field('webhookNow')).toBe('none set');
    expect(asked.field('actionLabel')).toBe('Check the address');
    const set = { number: 'EM6002', action: 'webhook-set', reason: 'their HR system' };
    for (const [url, why] of [
      ['https://10.1.2.3/hook', '10.1.2.3 is not a public address (private)'],
      ['https://someone:secret@hooks.example.com/', 'it holds a user name or password'],
      ['ftp://hooks.example.com/', 'it is not an https: address'],
    ] as const) {
      const refused = await post(cookie, { ...set, url, planned: '' });
      expect(refused.status, url).toBe(400);
      expect(refused.list('urlProblems')[0], url).toContain(`cannot be a webhook: ${why}`);
      expect(refused.field('url')).toBe(url);
    }
    const empty = await post(cookie, { ...set, url: ' ', planned: '' });
    expect(empty.list('urlProblems')[0]).toContain('Type the address');

    // The address checked, and the plan shown for it before anything is set.
    const url = 'http://127.0.0.1:9/hook';
    const planned = await post(cookie, { ...set, url, planned: '' });
    expect(planned.status).toBe(200);
    expect(planned.rows('plan')).toEqual([{ planLine: `EM6002: webhook set to ${url}` }]);
    expect(planned.field('planned')).toBe(url);
    expect(planned.field('actionLabel')).toBe('Set the webhook of EM6002');
    expect((await accountNow('EM6002'))?.webhook).toBeUndefined();
    // Another address than the plan's is planned again, not set.
    const other = await post(cookie, { ...set, url: 'http://127.0.0.1:10/hook', planned: url });
    expect(other.field('planned')).toBe('http://127.0.0.1:10/hook');

    const done = await post(cookie, { ...set, url, planned: url });
    expect(done.status).toBe(200);
    expect(done.kind).toBe('console-shown-once');
    expect(done.headers.get('cache-control')).toBe('no-store');
    const secret = done.field('secret');
    expect(secret).toMatch(/^whsec_/);
    const page2 = await send(page('EM6002'), { cookie });
    const { webhook } = (await accountNow('EM6002')) ?? {};
    expect(webhook?.url).toBe(url);
    expect(secret).toBe(webhookSecret(testWebhookSigningKey, 'EM6002', String(webhook?.salt)));
    expect(page2.body).not.toContain(secret);
    expect(page2.field('webhookAddress')).toBe(url);
    expect(page2.field('webhookSet')).toMatch(
      new RegExp(`UTC by ${email('admin')}: their HR system$`),
    );
    expect(page2.rows('removeWebhook')).toHaveLength(1);
    const trail = await readTrail(db, employers.shape.collection, { number: 'EM6002' });
    expect(JSON.stringify(trail)).not.toContain(secret);

    const removing = await send(question('EM6002', 'webhook-remove'), { cookie });
    expect(removing.rows('plan')).toEqual([{ planLine: 'EM6002: webhook removed' }]);
    const removed = await post(cookie, {
      number: 'EM6002',
      action: 'webhook-remove',
      reason: 'contract ended',
    });
    expect(removed.status).toBe(303);
    const after = await send(removed.location, { cookie });
    expect(after.list('notices')[0]).toContain('Webhook removed');
    expect(after.field('webhookAddress')).toBe('none set');
    expect((await send(question('EM6002', 'webhook-remove'), { cookie })).status).toBe(409);
  });
});
