// An import by upload in the staff console, against the emulators: a keeper uploads a register's
// file and is shown its plan (the command line's, with every change of standing and why the record
// stands as it does), names each record the file would reinstate from a suspension for cause or
// move back, gives a reason, and only then is it written, through the registers' layer, into the
// trail with their name. A reader uploads nothing; an upload is its uploader's only, imported
// once; a file's mistakes are named by line; a register changed since the plan is asked again.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { inviteStaff } from '../../console/staff.js';
import { uploadsCollection } from '../../console/uploads.js';
import { instructorRegister } from '../../providers.js';
import {
  operatorsCollection,
  photosCollection,
  pointerOf,
  registersCollection,
  versionAt,
} from '../../register.js';
import { columns, optionalColumns } from '../../registers/operators-file.js';
import { readTrail } from '../../registers/trail.js';
import {
  consoleServer,
  type ConsoleServer,
  storeProviderAndInstructors,
} from '../../testing/console-server.js';
import { consolePaths } from '../../vocabulary/paths.js';

process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreHost');
const authHost = inject('authHost');
process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
const projectId = inject('authProject');
const app = initializeApp({ projectId }, `console-import-test-${process.pid}`);
const db = getFirestore(app, `console-import-${process.pid}-${Date.now()}`);
const activity = getFirestore(app, `console-import-activity-${process.pid}-${Date.now()}`);
const auth = getAuth(app);
let moment = Date.parse('2026-11-28T10:00:00Z');
const run = `${process.pid}${Date.now()}`;
const email = (who: string) => `${who}-${run}@example.org`;
let console_: ConsoleServer;
const cookies = new Map<string, string>();

/** A member of staff's session, signed in once. */
async function cookieOf(who: string) {
  if (!cookies.has(who)) cookies.set(who, await console_.signInWithCode(email(who)));
  return String(cookies.get(who));
}

const header =
  'registration_number,given_names,surname,valid_until,status,categories,providers,listed';
const rows = {
  quill: 'IN000001,Ivy,Quill,2029-01-31,current,CB,TP0001,yes',
  // Its last day moved back.
  quillEarlier: 'IN000001,Ivy,Quill,2028-01-31,current,CB,TP0001,yes',
  // Suspended for cause on the register; current in the file.
  quarry: 'IN000002,Ivy,Quarry,2029-01-31,current,CB,TP0001,yes',
  newcomer: 'IN000003,Iris,Newcomer,2029-06-30,current,CB,TP0001,yes',
};

/** The upload form as a browser posts it. */
function upload(name: string, lines: string[], register = 'instructors') {
  const form = new FormData();
  form.set('register', register);
  form.set('file', new Blob([[header, ...lines].join('\r\n')], { type: 'text/csv' }), name);
  return form;
}

beforeAll(async () => {
  await storeProviderAndInstructors(db);
  for (const [who, roles] of [
    ['reader', ['reader']],
    ['keeper', ['keeper']],
    ['other', ['keeper']],
  ] as const)
    await inviteStaff(
      { db, auth },
      { email: email(who), roles: [...roles], by: 'test', at: new Date(moment) },
    );
  console_ = await consoleServer({
    db,
    activity,
    auth,
    authHost,
    projectId,
    clock: () => new Date(moment),
    advance: (ms) => (moment += ms),
  });
  // IN000002 suspended for cause, in the console, as a keeper does.
  const cookie = await cookieOf('keeper');
  const asked = await console_.send(
    `${consolePaths.change}?register=instructors&number=IN000002&action=suspend`,
    { cookie },
  );
  const suspended = await console_.send(consolePaths.change, {
    cookie,
    form: new URLSearchParams({
      register: 'instructors',
      number: 'IN000002',
      action: 'suspend',
      reason: 'card reported stolen',
      generation: asked.field('generation'),
    }),
  });
  expect(suspended.status).toBe(303);
});

afterAll(async () => {
  console_.close();
  await deleteApp(app);
});

describe('a reader', () => {
  it('uploads nothing', async () => {
    const cookie = await cookieOf('reader');
    expect((await console_.send(consolePaths.import, { cookie })).status).toBe(403);
    const posted = await console_.send(consolePaths.import, {
      cookie,
      form: upload('instructors.csv', [rows.newcomer]),
    });
    expect(posted.status).toBe(403);
    expect(posted.kind).toBe('console-refused');
    const uploads = await db.collection(uploadsCollection).get();
    expect(uploads.size).toBe(0);
  });
});

describe('a keeper', () => {
  it('is shown the plan, names what it asks, gives a reason, and only then is it written', async () => {
    const cookie = await cookieOf('keeper');
    const form = await console_.send(consolePaths.import, { cookie });
    expect(form.kind).toBe('console-import');
    const plan = await console_.send(consolePaths.import, {
      cookie,
      form: upload('instructors.csv', [rows.quillEarlier, rows.quarry, rows.newcomer]),
    });
    expect(plan.status).toBe(200);
    expect(plan.kind).toBe('console-import-plan');
    expect(plan.field('summary')).toBe(
      'instructors.csv on the instructors’ register of 2: 1 added, 2 changed, 1 changing standing, 0 unchanged.',
    );
    const lines = plan.list('lines');
    expect(lines).toContain('  added (1): IN000003');
    expect(lines.join('\n')).toMatch(
      /IN000002 now: suspended on 2026-11-28 \d\d:\d\d UTC by .*: card reported stolen/,
    );
    // Each change of standing, with how the record stands now.
    expect(plan.body).toContain('<span data-field="standingNumber">IN000002</span>');
    expect(plan.body).toContain('<span data-field="standingChange">suspended → current</span>');
    expect(plan.body).toMatch(/data-field="standingWhy">suspended on .*: card reported stolen</);
    // What is to be named: the suspension for cause, and the last day moved back.
    expect(plan.body).toContain('<span data-field="reinstateNumber">IN000002</span>');
    expect(plan.body).toContain(
      '<span data-field="earlierChange">valid_until 2029-01-31 → 2028-01-31</span>',
    );
    const uploadId = plan.field('uploadId');
    expect(uploadId).toMatch(/^[0-9a-f]{32}$/);

    // Not named, no reason: asked again, each named, nothing written.
    const unanswered = await console_.send(consolePaths.importWrite, {
      cookie,
      form: new URLSearchParams({ upload: uploadId }),
    });
    expect(unanswered.status).toBe(400);
    expect(unanswered.kind).toBe('console-import-plan');
    expect(unanswered.list('problems')).toEqual([
      'Reason: give the reason; it is kept in the trail with your name.',
      'IN000002: tick it to go ahead (it is reinstated from a suspension for cause), or correct the file and upload it again.',
      'IN000001: tick it to go ahead (its last day moves back), or correct the file and upload it again.',
    ]);
    expect(await readTrail(db, instructorRegister.collection, { number: 'IN000003' })).toEqual([]);

    // Another keeper cannot import it.
    const other = await console_.send(consolePaths.importWrite, {
      cookie: await cookieOf('other'),
      form: new URLSearchParams([
        ['upload', uploadId],
        ['named', 'IN000001'],
        ['named', 'IN000002'],
        ['reason', 'someone else’s'],
      ]),
    });
    expect(other.status).toBe(404);

    const written = await console_.send(consolePaths.importWrite, {
      cookie,
      form: new URLSearchParams([
        ['upload', uploadId],
        ['named', 'IN000001'],
        ['named', 'IN000002'],
        ['reason', 'card found; renewal corrected'],
      ]),
    });
    expect(written.status).toBe(200);
    expect(written.kind).toBe('console-import');
    expect(written.list('done')).toEqual([
      `1 added, 2 changed, 0 unchanged, 0 removed; kept in the trail as ${email('keeper')}.`,
    ]);
    const reinstated = await readTrail(db, instructorRegister.collection, { number: 'IN000002' });
    expect(reinstated.at(-1)).toMatchObject({
      action: 'reinstated',
      by: email('keeper'),
      reason: 'card found; renewal corrected',
    });
    // Imported once: the upload is gone.
    const again = await console_.send(consolePaths.importWrite, {
      cookie,
      form: new URLSearchParams([
        ['upload', uploadId],
        ['named', 'IN000001'],
        ['named', 'IN000002'],
        ['reason', 'again'],
      ]),
    });
    expect(again.status).toBe(404);
    expect((await db.collection(uploadsCollection).get()).size).toBe(0);
  });

  it('is told each mistake in a file by its line, and nothing is kept', async () => {
    const cookie = await cookieOf('keeper');
    const refused = await console_.send(consolePaths.import, {
      cookie,
      form: upload('bad.csv', ['IN000004,Ivy,Quick,2029-02-30,current,CB,TP0001,yes']),
    });
    expect(refused.status).toBe(400);
    expect(refused.kind).toBe('console-import');
    expect(refused.list('problems')).toEqual([
      '1 problem, nothing written:',
      'bad.csv line 2, valid_until: &quot;2029-02-30&quot; is not a day of the calendar; write a real date, as 2028-03-31',
    ]);
    const none = await console_.send(consolePaths.import, { cookie, form: new FormData() });
    expect(none.status).toBe(400);
    expect(none.list('problems')).toEqual([
      'Register: choose the register the file is of.',
      'File: choose the register’s file (CSV) to upload.',
    ]);
    expect((await db.collection(uploadsCollection).get()).size).toBe(0);
  });

  it('is asked again when the register changed since the plan', async () => {
    const cookie = await cookieOf('keeper');
    const plan = await console_.send(consolePaths.import, {
      cookie,
      form: upload('late.csv', ['IN000005,Ivan,Late,2029-06-30,current,CB,TP0001,yes']),
    });
    expect(plan.field('summary')).toContain('1 added');
    // Meanwhile, another keeper suspends a record.
    const otherCookie = await cookieOf('other');
    const asked = await console_.send(
      `${consolePaths.change}?register=instructors&number=IN000003&action=suspend`,
      { cookie: otherCookie },
    );
    const suspended = await console_.send(consolePaths.change, {
      cookie: otherCookie,
      form: new URLSearchParams({
        register: 'instructors',
        number: 'IN000003',
        action: 'suspend',
        reason: 'checking',
        generation: asked.field('generation'),
      }),
    });
    expect(suspended.status, suspended.body).toBe(303);
    const stale = await console_.send(consolePaths.importWrite, {
      cookie,
      form: new URLSearchParams({ upload: plan.field('uploadId'), reason: 'new instructor' }),
    });
    expect(stale.status).toBe(409);
    expect(stale.kind).toBe('console-import-plan');
    expect(stale.list('problems')[0]).toMatch(/the register changed since the plan was made/);
    const written = await console_.send(consolePaths.importWrite, {
      cookie,
      form: new URLSearchParams({ upload: stale.field('uploadId'), reason: 'new instructor' }),
    });
    expect(written.status).toBe(200);
    expect(written.list('done')[0]).toMatch(/^1 added/);
  });

  it('imports operators with the photographs uploaded with their file', async () => {
    const cookie = await cookieOf('keeper');
    const operatorHeader = columns
      .filter((column) => !(optionalColumns as readonly string[]).includes(column))
      .join(',');
    const portrait = await sharp({
      create: { width: 900, height: 1200, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('register', 'operators');
    form.set(
      'file',
      new Blob([`${operatorHeader}\r\nMO100001,Ada,Lovelace,2030-03-31,current,CB,ada.png\r\n`], {
        type: 'text/csv',
      }),
      'operators.csv',
    );
    form.append('photos', new Blob([portrait], { type: 'image/png' }), 'ada.png');
    const plan = await console_.send(consolePaths.import, { cookie, form });
    expect(plan.status, plan.list('problems').join('\n')).toBe(200);
    expect(plan.list('lines')).toContain('  added (1): MO100001');
    // Without its photograph, the file's line is named.
    const without = new FormData();
    without.set('register', 'operators');
    without.set('file', form.get('file') as File);
    const refused = await console_.send(consolePaths.import, { cookie, form: without });
    expect(refused.status).toBe(400);
    expect(refused.list('problems').join('\n')).toMatch(
      /^operators\.csv line 2, photo: ada\.png was not uploaded with the file$/m,
    );
    const written = await console_.send(consolePaths.importWrite, {
      cookie,
      form: new URLSearchParams({ upload: plan.field('uploadId'), reason: 'new operator' }),
    });
    expect(written.status).toBe(200);
    const pointer = pointerOf(
      (await db.collection(registersCollection).doc(operatorsCollection).get()).data(),
    );
    const ada = versionAt(
      (await db.collection(operatorsCollection).doc('MO100001').get()).data(),
      pointer,
    );
    expect(ada).toMatchObject({ givenNames: 'Ada', surname: 'Lovelace' });
    const photo = await db.collection(photosCollection).doc(String(ada?.photo)).get();
    expect(photo.get('jpeg')).toBeTruthy();
  });
});
