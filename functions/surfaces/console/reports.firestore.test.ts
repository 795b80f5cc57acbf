// The console's reports of suspected fake cards against the emulators: every role reads them,
// newest first (those not yet handled, or every one, or those naming a number), each field as
// text, its number linked to the record a register holds; a keeper marks one handled with an
// outcome, written as `npm run reports -- handle` writes it; a reader's or an administrator's post
// is refused, and so are a missing or too long outcome, a report handled already and a reference
// that is no report's.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { instructorRegister } from '../../providers.js';
import { reportsCollection } from '../../reports.js';
import { storePlainRecords } from '../../registers/store.js';
import { consoleTest } from '../../testing/console-staff.js';
import { surnameKey } from '../../vocabulary/check-input.js';
import { consolePaths } from '../../vocabulary/paths.js';

const report = (reference: string, received: string, more: Record<string, unknown> = {}) => ({
  reference,
  number: 'IN000001',
  name: 'Ivy Quill',
  seen: 'The photograph was of someone else.\nThe card was laminated at home.\u001b[2J',
  where: 'Acme Plant Hire, Leeds',
  reporter: 'Pat Manager',
  contact: 'pat@example.com',
  count: 1,
  receivedAt: Timestamp.fromDate(new Date(received)),
  handledAt: null,
  handledBy: null,
  ...more,
});

const { activity, email, send, signIn } = consoleTest('reports', async ({ db, activity }) => {
  await storePlainRecords(db, instructorRegister, [
    {
      fields: {
        registrationNumber: 'IN000001',
        givenNames: 'Ivy',
        surname: 'Quill',
        surnameKey: surnameKey('Quill'),
        validUntil: '2029-01-31',
        suspended: false,
        categories: ['CB'],
        providers: ['TP0001'],
        listed: true,
      },
    },
  ]);
  const reports = activity.collection(reportsCollection);
  await reports.doc('a').set(report('R-AAAAAAAA', '2026-11-27T09:00:00Z'));
  await reports.doc('b').set(
    report('R-BBBBBBBB', '2026-11-27T12:30:00Z', {
      number: 'XX 12',
      name: '',
      count: 3,
      lastReceivedAt: Timestamp.fromDate(new Date('2026-11-27T15:00:00Z')),
    }),
  );
  await reports.doc('c').set(
    report('R-CCCCCCCC', '2026-11-20T09:00:00Z', {
      handledAt: Timestamp.fromDate(new Date('2026-11-21T10:00:00Z')),
      handledBy: 'sam@scheme.example',
      outcome: 'card genuine, employer told',
    }),
  );
});

const handle = (cookie: string, reference: string, outcome: string) =>
  send(consolePaths.handleReport, { cookie, form: { reference, outcome } });

describe('a reader', () => {
  it('reads the reports not yet handled, newest first, each field as text; every one with show=all; marks none', async () => {
    const cookie = await signIn('reader');
    const page = await send(consolePaths.reports, { cookie });
    expect(page.status).toBe(200);
    expect(page.kind).toBe('console-reports');
    expect(page.field('showing')).toBe('2 reports not yet handled, newest first.');
    // No form for a reader: every report is read only.
    expect(page.rows('toHandle')).toEqual([]);
    const [newest, older] = page.rows('reports');
    expect(newest).toMatchObject({
      reference: 'R-BBBBBBBB',
      receivedAt: '27 November 2026 at 12:30',
      cardHref: '',
      cardLinked: '',
      cardPlain: 'XX 12',
      cardName: 'not given',
      sent: '3 times that day, last at 27 November 2026 at 15:00',
      handled: 'not yet',
    });
    // A number a register holds links to its record; what was seen keeps its lines, and a
    // control character shows as its code.
    expect(older).toMatchObject({
      reference: 'R-AAAAAAAA',
      cardHref: `${consolePaths.record}?register=instructors&number=IN000001`,
      cardLinked: 'IN000001',
      cardPlain: '',
      cardName: 'Ivy Quill',
      reportWhere: 'Acme Plant Hire, Leeds',
      reporter: 'Pat Manager',
      contact: 'pat@example.com',
      seen: 'The photograph was of someone else.\nThe card was laminated at home.\\x1b[2J',
      sent: 'once',
    });
    expect(page.text).not.toContain('\u001b');
    expect(page.text).not.toContain('R-CCCCCCCC');
    const all = await send(`${consolePaths.reports}?show=all`, { cookie });
    expect(all.field('showing')).toBe('3 reports, newest first, handled ones too.');
    expect(all.rows('reports').at(-1)).toMatchObject({
      reference: 'R-CCCCCCCC',
      handled: 'on 21 November 2026 at 10:00 by sam@scheme.example: card genuine, employer told',
    });
    const posted = await handle(cookie, 'R-AAAAAAAA', 'card genuine');
    expect(posted.status).toBe(403);
    expect(posted.kind).toBe('console-refused');
    expect((await activity.collection(reportsCollection).doc('a').get()).get('handledAt')).toBe(
      null,
    );
  });
});

describe('an administrator', () => {
  it('reads the reports and marks none: marking is a keeper’s', async () => {
    const cookie = await signIn('admin');
    const page = await send(consolePaths.reports, { cookie });
    expect(page.rows('reports')).toHaveLength(2);
    expect((await handle(cookie, 'R-AAAAAAAA', 'passed to police')).status).toBe(403);
  });
});

describe('a keeper', () => {
  it('marks a report handled with an outcome, by their email address; a missing or too long outcome is named, the typed kept', async () => {
    const cookie = await signIn('keeper');
    const page = await send(consolePaths.reports, { cookie });
    expect(page.rows('toHandle').map((row) => row.reference)).toEqual(['R-BBBBBBBB', 'R-AAAAAAAA']);
    expect(page.rows('reports')).toEqual([]);
    const missing = await handle(cookie, 'R-AAAAAAAA', '  ');
    expect(missing.status).toBe(400);
    expect(missing.text).toContain(
      'Outcome of R-AAAAAAAA: write what was done, as “card genuine, employer told” or “passed to police”.',
    );
    const long = 'x'.repeat(201);
    const tooLong = await handle(cookie, 'r-aaaaaaaa', long);
    expect(tooLong.status).toBe(400);
    expect(tooLong.text).toContain(
      'Outcome of R-AAAAAAAA: keep it to 200 characters (it has 201).',
    );
    expect(tooLong.rows('toHandle').map((row) => row.outcomeTyped)).toEqual(['', long]);
    const done = await handle(cookie, 'r-aaaaaaaa ', 'Card genuine,\nemployer told');
    expect(done.status).toBe(303);
    expect(done.location).toBe(`${consolePaths.reports}?handled=R-AAAAAAAA`);
    const kept = (await activity.collection(reportsCollection).doc('a').get()).data();
    expect(kept).toMatchObject({
      handledBy: email('keeper'),
      outcome: 'Card genuine, employer told',
    });
    expect(kept?.handledAt.toDate()).toBeInstanceOf(Date);
    const after = await send(done.location, { cookie });
    expect(after.text).toContain(
      'R-AAAAAAAA marked handled: kept with your email address and the outcome.',
    );
    expect(after.rows('toHandle').map((row) => row.reference)).toEqual(['R-BBBBBBBB']);
    // The record's page names the reports of its number, which lists them.
    const record = await send(`${consolePaths.record}?register=instructors&number=IN000001`, {
      cookie,
    });
    expect(record.rows('reports')).toEqual([
      {
        reportsHref: `${consolePaths.reports}?number=IN000001`,
        reportsText: '2 reports of a suspected fake card name IN000001 (none not yet handled)',
      },
    ]);
    const named = await send(`${consolePaths.reports}?number=in000001`, { cookie });
    expect(named.field('showing')).toBe(
      '2 reports naming IN000001, newest first, handled ones too.',
    );
    expect(named.rows('reports').map((row) => row.reference)).toEqual(['R-AAAAAAAA', 'R-CCCCCCCC']);
  });

  it('is refused a report handled already, saying by whom, and a reference that is no report’s', async () => {
    const cookie = await signIn('keeper');
    const again = await handle(cookie, 'R-CCCCCCCC', 'passed to police');
    expect(again.status).toBe(409);
    expect(again.text).toContain(
      'Not marked: R-CCCCCCCC was handled already, on 21 November 2026 at 10:00 (UK time) by sam@scheme.example: card genuine, employer told; nothing changed.',
    );
    expect((await activity.collection(reportsCollection).doc('c').get()).get('outcome')).toBe(
      'card genuine, employer told',
    );
    const unknown = await handle(cookie, 'R-00000000', 'passed to police');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('No report has the reference R-00000000.');
  });
});
