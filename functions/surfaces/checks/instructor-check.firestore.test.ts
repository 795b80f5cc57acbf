// The instructor check against a real Firestore (the emulator): a registered instructor, the
// providers taught for and their standing, the same answer for an unknown number and a wrong
// surname, its limits counted apart from an operator's, and 503 when Firestore is down.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { storePlainRecords } from '../../registers/store.js';
import { checkLimits, instructorCheckPath } from '../../handler.js';
import { surnameKey } from '../../vocabulary/check-input.js';
import { instructorRegister, providerRegister } from '../../providers.js';
import { readReference } from '../../reference.js';
import { checkHandlerTest } from '../../testing/check-handler.js';

const handlerTest = checkHandlerTest('instructor');
const {
  host,
  db,
  keys,
  addDays,
  serve,
  newMachine,
  post,
  check,
  perClient,
  perNumber,
  windowEnds,
  answered,
  pad,
} = handlerTest;
let origin: string;
beforeAll(() => {
  origin = handlerTest.origin;
});

describe('the instructor check', () => {
  const provider = (number: string, name: string, status = 'accredited') => ({
    number,
    name,
    status,
    accreditedUntil: '2030-12-31',
    categories: ['CB'],
    centres: [{ address: '1 Yard Lane, Leeds', postcode: 'LS11 5PS', district: 'LS11' }],
    siteAreas: [],
    phone: '0113 496 0000',
    email: 'office@example.com',
    website: 'https://example.com',
  });
  const instructor = (
    registrationNumber: string,
    surname: string,
    { validUntil = '2030-12-31', suspended = false, providers = ['AB1001'] } = {},
  ) => ({
    registrationNumber,
    givenNames: 'Pat',
    surname,
    surnameKey: surnameKey(surname),
    validUntil,
    suspended,
    categories: ['CB', 'QQ'],
    providers,
    listed: false,
  });
  const verify = (number: string, surname: string, options?: Parameters<typeof post>[1]) =>
    post({ number, surname }, { path: instructorCheckPath, ...options });
  const rows = (answer: Awaited<ReturnType<typeof post>>) =>
    /<ul data-rows="providers">(.*?)<\/ul>/.exec(answer.body)?.[1];

  beforeAll(async () => {
    await storePlainRecords(
      db,
      providerRegister,
      [
        provider('AB1001', 'Yard &amp; Co Training'),
        provider('AB1002', 'North Lift Ltd'),
        provider('AB1003', 'Stopped Lifts', 'suspended'),
        provider('AB1004', 'Gone Lifts', 'withdrawn'),
      ].map((fields) => ({ fields })),
      // The day each took its status, as the store dates it.
      { now: () => new Date('2026-11-03T12:00:00Z') },
    );
    // A provider stored before the registers kept that day: its standing, without a date.
    await db
      .collection(providerRegister.collection)
      .doc('AB1005')
      .set({ latest: 1, versions: { 1: provider('AB1005', 'Old Stop Lifts', 'suspended') } });
    await storePlainRecords(
      db,
      instructorRegister,
      [
        instructor('AB700001', 'Instructor', { providers: ['AB1001', 'AB1002', 'AB1999'] }),
        instructor('AB700002', 'Lapsed', { validUntil: addDays(-1) }),
        instructor('AB700003', 'Stopped', { suspended: true }),
        instructor('AB700004', 'Soon', { validUntil: addDays(30), providers: [] }),
        // An operator's number and surname, on the instructors' register as well.
        instructor('AB123456', 'Teacher'),
        instructor('ZZ700001', 'Record'),
        instructor('AB700005', 'Tied', { providers: ['AB1003', 'AB1004', 'AB1005'] }),
      ].map((fields) => ({ fields })),
      { now: () => new Date('2026-11-03T12:00:00Z') },
    );
  });

  it('shows a registered instructor: name, status, date, machines and the providers taught for', async () => {
    const answer = await verify('ab 700 001', 'INSTRUCTOR');
    expect([answer.status, answer.kind]).toEqual([200, 'instructor-match-current']);
    expect(answer.field('fullName')).toBe('Pat Instructor');
    expect(answer.field('registrationNumber')).toBe('AB700001');
    expect(answer.field('validUntil')).toBe('31 December 2030');
    expect(answer.body).toContain(
      '<li class="c">Counterbalance lift truck</li><li class="c">QQ</li>',
    );
    // Each provider on the register, linked to its page; one no longer on it is left out.
    expect(rows(answer)).toBe(
      '<li>Yard &amp;amp; Co Training|/providers/AB1001|</li><li>North Lift Ltd|/providers/AB1002|</li>',
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    // The reference certifies an instructor check, not an operator check, of that number.
    expect(readReference(keys.referenceKey, answer.field('reference'), 'AB700001')?.outcome).toBe(
      'instructor-current',
    );
  });

  it('says beside a provider’s name when its accreditation was suspended or withdrawn', async () => {
    expect(rows(await verify('AB700005', 'Tied'))).toBe(
      '<li>Stopped Lifts|/providers/AB1003|accreditation suspended since 3 November 2026</li><li>Gone Lifts|/providers/AB1004|accreditation withdrawn on 3 November 2026</li><li>Old Stop Lifts|/providers/AB1005|accreditation suspended</li>',
    );
  });

  it('says since when a person is suspended', async () => {
    const stopped = await verify('AB700003', 'Stopped');
    expect(/<ul data-rows="since">(.*?)<\/ul>/.exec(stopped.body)?.[1]).toBe(
      '<li>3 November 2026</li>',
    );
  });

  it('says expired, suspended, ending within 90 days, and when an instructor teaches for no provider', async () => {
    expect((await verify('AB700002', 'Lapsed')).kind).toBe('instructor-match-expired');
    expect((await verify('AB700003', 'Stopped')).kind).toBe('instructor-match-suspended');
    const soon = await verify('AB700004', 'Soon');
    expect([soon.kind, soon.field('endsIn')]).toEqual(['instructor-match-ending', 'in 30 days']);
    expect(rows(soon)).toBe('<li>none</li>');
  });

  it('answers an unknown number and a wrong surname alike, and never with an operator’s record', async () => {
    const unknown = await verify('AB799999', 'Instructor');
    const wrongSurname = await verify('AB700001', 'Instructer');
    expect([unknown.status, unknown.kind]).toEqual([200, 'instructor-no-match']);
    // Each receipt signs its own number and reference: the same no-match, signed.
    const masked = (answer: typeof unknown, number: string, surname: string) =>
      ['receipt', 'receiptHref', 'receiptQr']
        .reduce((body, name) => body.replace(answer.field(name), name.toUpperCase()), answer.body)
        .replaceAll(number, 'NUMBER')
        .replaceAll(surname, 'SURNAME')
        .replace(answer.field('reference'), 'REFERENCE');
    expect(masked(wrongSurname, 'AB700001', 'Instructer')).toBe(
      masked(unknown, 'AB799999', 'Instructor'),
    );
    // AB123456 is an operator called Example, and an instructor called Teacher.
    expect((await verify('AB123456', 'Example')).kind).toBe('instructor-no-match');
    expect((await verify('AB123456', 'Teacher')).kind).toBe('instructor-match-current');
    expect((await check('AB123456', 'Teacher')).kind).toBe('no-match');
    // A demonstration record, in production: no match.
    expect((await verify('ZZ700001', 'Record')).kind).toBe('instructor-no-match');
  });

  it('gets the form again with one message for bad input, and refuses a GET and another site', async () => {
    expect((await verify('', 'X')).kind).toBe('instructor-invalid-number-missing');
    expect((await verify('AB1', 'X')).kind).toBe('instructor-invalid-number-format');
    const noSurname = await verify('AB700001', '');
    expect([noSurname.status, noSurname.kind, noSurname.field('number')]).toEqual([
      400,
      'instructor-invalid-surname-missing',
      'AB700001',
    ]);
    const get = await fetch(`${origin}${instructorCheckPath}`);
    expect([get.status, /<title>(.*?)</.exec(await get.text())?.[1]]).toEqual([
      405,
      'instructor-method',
    ]);
    const crossSite = await verify('AB700001', 'Instructor', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect([crossSite.status, crossSite.kind]).toEqual([403, 'instructor-cross-site']);
  });

  it('holds each number to the operator check’s limits, counted apart from an operator’s', async () => {
    const production = await serve({ limits: checkLimits });
    const tries = [];
    for (let i = 0; i <= perNumber.tries; i++)
      tries.push(await verify('AB700009', 'Wrong', { to: production }));
    expect(tries.map((t) => t.status)).toEqual([...answered(perNumber.tries), 429]);
    expect([tries.at(-1)!.kind, tries.at(-1)!.field('retryAt')]).toEqual([
      'instructor-number-limited',
      windowEnds(perNumber.windowMinutes),
    ]);
    // The operator with that number is not held back by the instructor's tries.
    expect((await check('AB700009', 'Wrong', { to: production })).status).toBe(200);
    // A client's tries count both checks together (answered without the slowing past `slowAfter`,
    // which a test of its own reads: here it only took 22 s).
    const unslowed = await serve({
      limits: { ...checkLimits, perClient: { ...checkLimits.perClient, delayStepMs: 0 } },
    });
    const from = newMachine();
    const half = Math.ceil(perClient.tries / 2);
    for (let i = 0; i < half; i++) await check(`AB71${pad(i)}`, 'X', { from, to: unslowed });
    for (let i = half; i < perClient.tries; i++)
      await verify(`AB72${pad(i)}`, 'X', { from, to: unslowed });
    const refused = await verify('AB730000', 'X', { from, to: unslowed });
    expect([refused.status, refused.kind]).toEqual([429, 'instructor-limited']);
  });

  it('answers 503 when the providers cannot be read after a match, and when Firestore is down', async () => {
    process.env.FIRESTORE_EMULATOR_HOST = '127.0.0.1:9';
    const dead = initializeApp({ projectId: 'instructors-dead' }, 'instructors-dead');
    const deadDb = getFirestore(dead);
    process.env.FIRESTORE_EMULATOR_HOST = host;
    try {
      const down = await serve({ db: deadDb, deadlineMs: 1000 });
      const answer = await verify('AB700001', 'Instructor', { to: down });
      expect([answer.status, answer.kind, answer.field('number')]).toEqual([
        503,
        'instructor-unavailable',
        'AB700001',
      ]);
      // The record reads, its providers do not.
      const providersDown = await serve({
        db: new Proxy(db, {
          get(target, key) {
            if (key === 'collection')
              return (path: string) =>
                (path === providerRegister.collection ? deadDb : target).collection(path);
            const value = Reflect.get(target, key, target);
            return typeof value === 'function' ? value.bind(target) : value;
          },
        }),
        deadlineMs: 1000,
      });
      expect((await verify('AB700001', 'Instructor', { to: providersDown })).kind).toBe(
        'instructor-unavailable',
      );
    } finally {
      await deleteApp(dead);
    }
  });
});
