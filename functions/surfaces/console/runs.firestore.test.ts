// The console's runs against the emulators: every role reads a register's runs, newest first, as
// `runs` lists them (who, when, what for, how many, a failed run marked); an administrator alone
// is offered an undoing, asked first with the `undo` command's plan and the records changed
// again since to tick, then undoes the run with a reason through the very command; a stale
// question is asked again, and a reader's or a keeper's question or post is refused.
import { describe, expect, it } from 'vitest';
import { instructorRegister } from '../../providers.js';
import { registersCollection } from '../../register.js';
import { storePlainRecords } from '../../registers/store.js';
import { runsCollection } from '../../registers/store.js';
import { readTrail } from '../../registers/trail.js';
import { commandsOn } from '../../testing/commands.js';
import { consoleTest } from '../../testing/console-staff.js';
import { surnameKey } from '../../vocabulary/check-input.js';
import { consolePaths } from '../../vocabulary/paths.js';

const instructor = (number: string, surname: string) => ({
  fields: {
    registrationNumber: number,
    givenNames: 'Ivy',
    surname,
    surnameKey: surnameKey(surname),
    validUntil: '2029-01-31',
    suspended: false,
    categories: ['CB'],
    providers: ['TP0001'],
    listed: true,
  },
});

const { db, email, send, signIn } = consoleTest('runs', async ({ db }) => {
  // Run 1 loads three instructors; run 2 suspends two; run 3 reinstates one of them again; run
  // 4 adds one without a trail, as the demonstration's loading does.
  await storePlainRecords(
    db,
    instructorRegister,
    [
      instructor('IN000001', 'Quill'),
      instructor('IN000002', 'Quarry'),
      instructor('IN000003', 'Quay'),
    ],
    { trail: { by: 'the test', reason: 'loaded' } },
  );
  const run = commandsOn({ db, projectId: 'console-runs' });
  await run('instructors', 'suspend', { numbers: ['IN000001', 'IN000002'], reason: 'audit' });
  await run('instructors', 'reinstate', { numbers: ['IN000002'], reason: 'audit passed' });
  await storePlainRecords(db, instructorRegister, [instructor('IN000004', 'Quest')]);
  // A run that failed, as the store keeps one: it changed nothing.
  await db.collection(registersCollection).doc('instructors').update({ claimed: 9 });
  await db
    .collection(runsCollection)
    .doc('instructors-9')
    .set({
      register: 'instructors',
      generation: 9,
      by: 'Bea',
      reason: 'import of cut.csv',
      startedAt: new Date('2026-11-27T09:00:00Z'),
      outcome: 'failed',
      progress: 'making photographs: 1 of 1',
      why: 'cut.jpg is damaged',
    });
});

const runs = `${consolePaths.runs}?register=instructors`;
const question = (run: string) => `${consolePaths.undo}?register=instructors&run=${run}`;
const answer = (cookie: string, fields: Record<string, string | string[]>) =>
  send(consolePaths.undo, {
    cookie,
    form: { register: 'instructors', run: '2', planned: '', ...fields },
  });

describe('a reader', () => {
  it('reads the runs, newest first, a failed one marked, and is offered no undoing nor given one', async () => {
    const cookie = await signIn('reader');
    const page = await send(runs, { cookie });
    expect(page.status).toBe(200);
    expect(page.kind).toBe('console-runs');
    expect(page.field('showing')).toBe(
      "The latest 5 runs of the instructors' register, newest first.",
    );
    const rows = page.rows('runs');
    expect(rows.map((row) => row.runNumber)).toEqual(['9', '4', '3', '2', '1']);
    expect(rows[0]).toMatchObject({
      runAt: '27 November 2026 at 09:00',
      runOutcome: 'failed: nothing changed',
      runBy: 'Bea',
      runWhat: 'import of cut.csv',
      runCount: 'none',
      runNote: 'Got as far as making photographs: 1 of 1; cut.jpg is damaged.',
    });
    expect(rows[3]).toMatchObject({
      runOutcome: 'done',
      runBy: 'Ada',
      runWhat: 'audit',
      runCount: '2 records: 2 suspended',
      runNote: '',
      undoHref: '',
      undoLabel: '',
    });
    expect((await send(question('2'), { cookie })).status).toBe(403);
    const posted = await answer(cookie, { reason: 'trying', generation: '3' });
    expect(posted.status).toBe(403);
    expect(posted.kind).toBe('console-refused');
    expect((await send(`${consolePaths.runs}?register=nothing`, { cookie })).status).toBe(404);
  });
});

describe('a keeper', () => {
  it('reads the runs and is refused an undoing: it is an administrator’s', async () => {
    const cookie = await signIn('keeper');
    const page = await send(runs, { cookie });
    expect(page.rows('runs').every((row) => row.undoHref === '')).toBe(true);
    expect((await send(question('2'), { cookie })).status).toBe(403);
    expect((await answer(cookie, { reason: 'trying', generation: '3' })).status).toBe(403);
  });
});

describe('an administrator', () => {
  it('is asked first with the plan and the records changed since, ticks one to see the plan with it, then undoes the run with a reason', async () => {
    const cookie = await signIn('admin');
    const page = await send(runs, { cookie });
    const rows = page.rows('runs');
    expect(rows[3]).toMatchObject({
      undoHref: `${consolePaths.undo}?register=instructors&run=2`,
      undoLabel: 'Undo run 2',
    });
    expect(rows[4]).toMatchObject({ runCount: '3 records: 3 added', undoLabel: 'Undo run 1' });
    // A run that failed changed nothing, and one without a trail kept none: nothing to undo.
    expect(rows[0]).toMatchObject({ undoHref: '', undoLabel: '' });
    expect(rows[1]).toMatchObject({ runCount: 'nothing the trail keeps', undoHref: '' });
    expect((await send(question('9'), { cookie })).status).toBe(404);
    const asked = await send(question('2'), { cookie });
    expect(asked.kind).toBe('console-undo');
    expect(asked.field('question')).toBe("Undo run 2 on the instructors' register?");
    expect(asked.field('runText')).toMatch(/^audit by Ada, .* \(UK time\): 2 records$/);
    const plan = asked.rows('plan').map((row) => row.planLine);
    expect(plan).toContain('IN000001: status suspended → current');
    expect(plan.at(-1)).toBe(
      'changed again since, left as they are (name them with --also to undo them too): IN000002',
    );
    expect(asked.rows('unticked')).toEqual([{ alsoNumber: 'IN000002' }]);
    expect(asked.rows('ticked')).toEqual([]);
    const generation = asked.field('generation');
    expect(generation).toBe('4');
    // Ticked, and the plan shown again with it.
    const ticked = await answer(cookie, { also: 'IN000002', intent: 'plan', generation });
    expect(ticked.status).toBe(200);
    expect(ticked.rows('ticked')).toEqual([{ alsoNumber: 'IN000002' }]);
    expect(ticked.field('planned')).toBe('IN000002');
    // Ticked, but undone without the plan shown with it: the plan again, with it.
    const unseen = await answer(cookie, { also: 'IN000002', reason: 'mistake', generation });
    expect(unseen.status).toBe(409);
    expect(unseen.text).toContain('The records ticked are not those of the plan shown');
    expect((await answer(cookie, { reason: ' ', generation })).status).toBe(400);
    const wrong = await answer(cookie, { also: 'nonsense', intent: 'plan', generation });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('"nonsense" not a number of the instructors\' register');
    const stale = await answer(cookie, { reason: 'suspended by mistake', generation: '3' });
    expect(stale.status).toBe(409);
    expect(stale.text).toContain('the register changed since the plan was made');
    expect(stale.field('generation')).toBe('4');
    const done = await answer(cookie, { reason: 'suspended by mistake', generation });
    expect(done.status).toBe(303);
    expect(done.location).toBe(`${runs}&undone=2`);
    const after = await send(done.location, { cookie });
    expect(after.text).toContain(
      'Run 2 undone: kept in the trail as a run of its own, with your reason.',
    );
    expect(after.rows('runs')[0]).toMatchObject({
      runNumber: '10',
      runBy: email('admin'),
      runWhat: 'undo of run 2: suspended by mistake',
      runCount: '1 record: 1 reinstated',
    });
    const trail = await readTrail(db, instructorRegister.collection, { number: 'IN000001' });
    expect(trail.at(-1)).toMatchObject({
      by: email('admin'),
      reason: 'undo of run 2: suspended by mistake',
    });
    // IN000002, changed again since and not ticked, was left as run 3 left it.
    const second = await readTrail(db, instructorRegister.collection, { number: 'IN000002' });
    expect(second.at(-1)).toMatchObject({ generation: 3, reason: 'audit passed' });
  });
});
