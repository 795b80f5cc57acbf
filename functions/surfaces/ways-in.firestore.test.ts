// One protection for every way in, against a real Firestore (the emulator): a number's tries are
// counted whichever way they come (the web check, the crew check, the API), so a key guesses a
// surname no faster than anyone at the web check; an account whose no-matches run far above its
// matches is slowed, then refused, and the scheme's staff see it; and the service's ceiling of
// no-matches counts the API's too.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { commandsOn } from '../testing/commands.js';
import { clearProject } from '../testing/emulator.js';
import { answerKindNames } from '../answers.js';
import { activityDatabase } from '../deployment.js';
import { createCheckHandler } from '../handler.js';
import { checkLimits } from '../vocabulary/limits.js';
import { checkPath, crewCheckPath } from '../vocabulary/paths.js';

/** A number's tries, as production limits them: a limit changed there changes this test. */
const { perNumber } = checkLimits;

const host = inject('firestoreHost');
process.env.FIRESTORE_EMULATOR_HOST = host;
const projectId = `demo-ways-${process.pid}`;
const app = initializeApp({ projectId }, projectId);
const db = getFirestore(app);
const logged: Record<string, unknown>[] = [];
const servers: http.Server[] = [];
const keys: Record<string, string> = {};
let folder: string;

const run: ReturnType<typeof commandsOn> = (...asked) =>
  commandsOn({ db, activity: getFirestore(app, activityDatabase), projectId, folder })(...asked);

/** An instance of the function with production's limits, but for those given. */
async function serve(limits: Partial<typeof checkLimits> = {}) {
  const handler = createCheckHandler({
    db,
    activity: getFirestore(app, activityDatabase),
    answers: {
      pages: Object.fromEntries(answerKindNames.map((kind) => [kind, kind])),
      headers: {},
    },
    counterKey: `counter-${servers.length}`,
    referenceKey: 'reference',
    registerCheckMs: 0,
    limits: { ...checkLimits, ...limits },
    log: (entry) => logged.push(entry),
  });
  const server = http.createServer((request, response) => void handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const api = (base: string, account: string, checks: { number: string; surname: string }[]) =>
  fetch(`${base}/api/v1/checks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${keys[account]}`, 'content-type': 'application/json' },
    body: JSON.stringify({ checks }),
  });

const webCheck = (base: string, number: string, surname: string) =>
  fetch(`${base}${checkPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number, surname }),
  });

const crewCheck = (base: string, account: string, list: string) => {
  const form = new FormData();
  form.set('key', keys[account]!);
  form.set('list', list);
  return fetch(`${base}${crewCheckPath}`, { method: 'POST', body: form });
};

/** Surnames to guess (Guessa, Guessb, … Guessba, …), the right one `at` (0-based) among them. */
const guesses = (right: string, at: number, count = 100) =>
  Array.from({ length: count }, (_, i) =>
    i === at
      ? right
      : `Guess${i.toString(26).replace(/./g, (d) => 'abcdefghijklmnopqrstuvwxyz'[parseInt(d, 26)]!)}`,
  );

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'ways-'));
  await sharp({ create: { width: 300, height: 375, channels: 3, background: '#8899aa' } })
    .png()
    .toFile(path.join(folder, 'ada.png'));
  await writeFile(
    path.join(folder, 'operators.csv'),
    'registration_number,given_names,surname,valid_until,status,categories,photo\r\n' +
      ['ZZ710001,Ada,Lovelace', 'ZZ710002,Grace,Hopper', 'ZZ710003,Alan,Turing']
        .map((row) => `${row},2030-03-31,current,CB,ada.png\r\n`)
        .join(''),
  );
  await run('operators', 'import', { file: 'operators.csv' });
  await writeFile(
    path.join(folder, 'employers.csv'),
    'account_number,name,contact,daily_quota,status\r\n' +
      ['ZZ0711,Guessing Ltd', 'ZZ0712,Listing Ltd', 'ZZ0713,Genuine Ltd', 'ZZ0714,Lister Two']
        .map((row) => `${row},site@example.com,10000,active\r\n`)
        .join(''),
  );
  await run('employers', 'import', { file: 'employers.csv' });
  for (const account of ['ZZ0711', 'ZZ0712', 'ZZ0713', 'ZZ0714'])
    keys[account] = /(motas_\S+)/.exec(
      await run('employers', 'keys', { action: 'create', account: account, reason: 'test' }),
    )![1]!;
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await deleteApp(app);
  await clearProject(host, projectId);
  await rm(folder, { recursive: true, force: true });
});

describe('every way in', () => {
  it(`holds a number to ${perNumber.tries} tries in ${perNumber.windowMinutes} minutes whichever way they come: a key cannot guess a surname`, async () => {
    const base = await serve();
    // Two guesses at the web check first.
    const atTheWebCheck = ['Smith', 'Jones'];
    const byTheApi = perNumber.tries - atTheWebCheck.length;
    for (const surname of atTheWebCheck)
      expect((await webCheck(base, 'ZZ710001', surname)).status).toBe(200);
    // Then a request of 100 surnames for the same number, the right one 50th.
    const answer = await api(
      base,
      'ZZ0711',
      guesses('Lovelace', 49).map((surname) => ({ number: 'ZZ710001', surname })),
    );
    expect(answer.status).toBe(200);
    const { results } = await answer.json();
    const outcomes = results.map((result: { outcome: string }) => result.outcome);
    // The rest of the number's tries answered, the others not: the right surname among them,
    // unmatched.
    expect(outcomes.slice(0, byTheApi)).toEqual(Array(byTheApi).fill('no-match'));
    expect(outcomes.slice(byTheApi).every((outcome: string) => outcome === 'limited')).toBe(true);
    expect(results[49]).toEqual({
      number: 'ZZ710001',
      outcome: 'limited',
      retryAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:(00|15|30|45):00\.000Z$/),
    });
    // Not answered, not charged: only those answered spent of 10,000.
    expect(answer.headers.get('ratelimit-remaining')).toBe(String(10_000 - byTheApi));
    // The web check and the crew check of that number are refused as well, right surname or not.
    const web = await webCheck(base, 'ZZ710001', 'Lovelace');
    expect(web.status).toBe(429);
    expect(await web.text()).toMatch(/^number-limited/);
    const crew = await (await crewCheck(base, 'ZZ0711', 'ZZ710001 Lovelace')).text();
    expect(crew).toMatch(/^crew-results/);
    // Another number is its own: answered.
    const other = await (
      await api(base, 'ZZ0711', [{ number: 'ZZ710002', surname: 'Hopper' }])
    ).json();
    expect(other.results[0].outcome).toBe('match');
    expect(logged).toContainEqual(
      expect.objectContaining({ event: 'limit-reached', limit: 'number', account: 'ZZ0711' }),
    );
  });

  it('slows an account whose no-matches run far above its matches, then refuses it for the day, and tells the staff', async () => {
    const base = await serve({
      accounts: {
        noMatchesBeforeSlowing: 5,
        noMatchesBeforeRefusing: 12,
        perMatch: 2,
        delayPerNoMatchMs: 100,
        maxDelayMs: 1000,
      },
    });
    const unknown = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        number: `ZZ72${String(from + i).padStart(4, '0')}`,
        surname: 'Nobody',
      }));
    // A match raises the lines by 2 each: 2 matches make them 9 and 16.
    expect(
      (
        await api(base, 'ZZ0712', [
          { number: 'ZZ710002', surname: 'Hopper' },
          { number: 'ZZ710003', surname: 'Turing' },
        ])
      ).status,
    ).toBe(200);
    expect((await api(base, 'ZZ0712', unknown(0, 9))).status).toBe(200);
    // 9 no-matches: at the line, not past it.
    let started = performance.now();
    expect((await api(base, 'ZZ0712', unknown(100, 4))).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(400);
    // 13: 4 past the line, so the next request waits 0.4 s.
    started = performance.now();
    expect((await api(base, 'ZZ0712', unknown(200, 1))).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(400);
    // 14, then 18: past 16, refused until midnight, with the pairs given back.
    expect((await api(base, 'ZZ0712', unknown(300, 4))).status).toBe(200);
    const refused = await api(base, 'ZZ0712', unknown(400, 1));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'no-matches' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The crew check of that account is refused too, with a page that says why.
    const crew = await crewCheck(base, 'ZZ0712', 'ZZ710002 Hopper');
    expect(crew.status).toBe(429);
    expect(await crew.text()).toMatch(/^crew-refused/);
    // The staff see it.
    const shown = await run('employers', 'show', { number: 'ZZ0712' });
    expect(shown).toContain('20 of 10000 pairs checked; 2 matched, 18 found no match');
    expect(shown).toContain('refused until midnight: far more no-matches than matches, since');
    expect(logged).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'limit-reached', limit: 'account-slowed' }),
        expect.objectContaining({ event: 'limit-reached', limit: 'account-refused' }),
      ]),
    );
    // An account whose checks find their people is neither.
    expect(await run('employers', 'show', { number: 'ZZ0713' })).toContain('not slowed or refused');
  });

  it('counts the API’s no-matches towards the service’s ceiling, past which a lister waits and a genuine account does not', async () => {
    const base = await serve({ service: { noMatchesPerMinute: 5 } });
    // A genuine account's check first: it matches.
    expect(
      (await (await api(base, 'ZZ0713', [{ number: 'ZZ710003', surname: 'Turing' }])).json())
        .results[0].outcome,
    ).toBe('match');
    // A lister's 8 no-matches take the service past its ceiling of 5 a minute.
    const numbers = (from: number) =>
      Array.from({ length: 8 }, (_, i) => ({
        number: `ZZ73${String(from + i).padStart(4, '0')}`,
        surname: 'Nobody',
      }));
    const first = await (await api(base, 'ZZ0714', numbers(0))).json();
    expect(
      first.results.every((result: { outcome: string }) => result.outcome === 'no-match'),
    ).toBe(true);
    // Its next are refused until the minute ends; the web check's second try in the window too.
    const next = await (await api(base, 'ZZ0714', numbers(100))).json();
    expect(next.results.every((result: { outcome: string }) => result.outcome === 'limited')).toBe(
      true,
    );
    // The genuine account, whose checks match, is still answered.
    expect(
      (await (await api(base, 'ZZ0713', [{ number: 'ZZ710002', surname: 'Hopper' }])).json())
        .results[0].outcome,
    ).toBe('match');
    expect(logged).toContainEqual(
      expect.objectContaining({ event: 'limit-reached', limit: 'service', account: 'ZZ0714' }),
    );
  });
});
