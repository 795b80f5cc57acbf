// A person check against a real Firestore (the emulator), answering real HTTP requests behind a
// stand-in for Google's front end (functions/testing/check-handler.ts): what an employer gets for
// each kind of input, the same "no match" for an unknown number and a wrong surname, real names
// folded to what a UK keyboard types, and a record read at its register's generation.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { clearProject } from '../../testing/emulator.js';
import { activityDatabase } from '../../deployment.js';
import { checkPath, maxBodyBytes } from '../../handler.js';
import { operatorsCollection } from '../../register.js';
import {} from '../../vocabulary/check-input.js';
import { readReference } from '../../reference.js';
import { checkHandlerTest } from '../../testing/check-handler.js';

const handlerTest = checkHandlerTest('person');
const { host, db, keys, clock, photo, people, storePeople, serve, newMachine, post, check } =
  handlerTest;
let origin: string;
beforeAll(() => {
  origin = handlerTest.origin;
});

describe('a registration that matches', () => {
  it('shows the name, number, date, categories and photograph, marked current', async () => {
    const answer = await check('ab 123-456', 'EXAMPLE');
    expect(answer.status).toBe(200);
    expect(answer.kind).toBe('match-current');
    expect(answer.field('fullName')).toBe('Ada Example');
    expect(answer.field('registrationNumber')).toBe('AB123456');
    expect(answer.field('validUntil')).toBe('31 December 2030');
    expect(answer.body).toContain(
      '<li class="c">Counterbalance lift truck</li><li class="c">Reach truck</li>',
    );
    // Handlebars escapes `=` too (as &#x3D;), which a browser reads back as `=`.
    expect(answer.field('photo').replaceAll('&#x3D;', '=')).toBe(photo.toString('base64'));
    expect(answer.body).not.toContain('{{');
  });

  it('says when the check was made, how fresh the register is, and gives a reference the scheme can confirm', async () => {
    const answer = await check('AB123456', 'Example');
    expect(answer.field('checkedAt')).toBe('25 November 2026 at 12:00:00');
    expect(answer.field('registerUpdated')).toMatch(/^\d{1,2} \w+ \d{4} at \d\d:\d\d$/);
    const reference = answer.field('reference');
    expect(reference).toMatch(/^[0-9A-Z]+-[0-9A-Z]{8}$/);
    expect(readReference(keys.referenceKey, reference, 'AB123456')).toEqual({
      at: clock(),
      outcome: 'current',
    });
    // It certifies that number and that outcome only.
    expect(readReference(keys.referenceKey, reference, 'AB123457')).toBeUndefined();
    expect(readReference('another key', reference, 'AB123456')).toBeUndefined();
    const none = await check('AB999999', 'Example');
    expect(readReference(keys.referenceKey, none.field('reference'), 'AB999999')?.outcome).toBe(
      'no-match',
    );
  });

  it('accepts odd but real surnames in any case, spacing, accent and apostrophe', async () => {
    for (const surname of [
      'O’Neill-Sample',
      "o'neill-sample",
      '  O Neill  Sample ',
      'ONEILL-SAMPLE',
      'Oneill Sample',
    ])
      expect((await check('AB123457', surname)).kind).toBe('match-current');
    expect((await check('AB123457', 'O’Neill-Sample')).field('fullName')).toBe(
      'Zoë O’Neill-Sample',
    );
  });

  it('folds letters that do not decompose to what a UK keyboard types', async () => {
    const typed: [string, string][] = [
      ['AB200001', 'Lodz-Walesa'],
      ['AB200002', 'kierkegaard orsted'],
      ['AB200003', 'Weissmuller'],
      ['AB200004', 'Aeroe'],
      ['AB200005', 'Dokovic'],
      ['AB200006', 'Thorsdottir'],
    ];
    for (const [number, surname] of typed)
      expect((await check(number, surname)).kind, `${number} ${surname}`).toBe('match-current');
    // And as written, of course.
    expect((await check('AB200003', 'Weißmüller')).kind).toBe('match-current');
    expect((await check('AB200003', 'Weismuller')).kind).toBe('no-match');
  });

  it('says expired the day after the valid-until date, and suspended when the scheme suspends it', async () => {
    expect((await check('AB123458', 'Placeholder')).kind).toBe('match-expired');
    expect((await check('AB123459', 'Specimen')).kind).toBe('match-suspended');
    // Valid until today: still current, ending today. Valid until yesterday: expired.
    const lastDay = await check('AB123460', 'Today');
    expect([lastDay.kind, lastDay.field('endsIn')]).toEqual(['match-ending', 'today']);
    expect((await check('AB123461', 'Yesterday')).kind).toBe('match-expired');
  });

  it('says so when a current registration ends within 90 days', async () => {
    const ninety = await check('AB123462', 'Ninety');
    expect([ninety.kind, ninety.field('endsIn')]).toEqual(['match-ending', 'in 90 days']);
    expect((await check('AB123463', 'Ninetyone')).kind).toBe('match-current');
  });

  it('escapes what a record holds, whatever got into it', async () => {
    await storePeople(db, [
      {
        number: 'AB300001',
        givenNames: '<script>alert(1)</script>',
        surname: 'Marks & "Spencer"',
        validUntil: '2030-12-31',
      },
    ]);
    const answer = await check('AB300001', 'Marks Spencer');
    expect(answer.field('fullName')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; Marks &amp; &quot;Spencer&quot;',
    );
    expect(answer.body).not.toContain('<script>');
  });
});

describe('no match', () => {
  it('answers an unknown number and a wrong surname alike: status, body and headers', async () => {
    const unknown = await check('AB999999', 'Example');
    const wrongSurname = await check('AB123456', 'Exampel');
    expect(unknown.kind).toBe('no-match');
    expect(wrongSurname.status).toBe(unknown.status);
    // The same page but for what each visitor typed and the reference, made from the number.
    // Each receipt signs its own number and reference: the same no-match, signed.
    const masked = (answer: typeof unknown, number: string, surname: string) =>
      ['receipt', 'receiptHref', 'receiptQr']
        .reduce((body, name) => body.replace(answer.field(name), name.toUpperCase()), answer.body)
        .replaceAll(number, 'NUMBER')
        .replaceAll(surname, 'SURNAME')
        .replace(answer.field('reference'), 'REFERENCE');
    expect(masked(wrongSurname, 'AB123456', 'Exampel')).toBe(
      masked(unknown, 'AB999999', 'Example'),
    );
    expect([...wrongSurname.headers.keys()]).toEqual([...unknown.headers.keys()]);
  });

  it('never matches a demonstration record in production, only on a demo- project', async () => {
    expect((await check('ZZ000001', 'Record')).kind).toBe('no-match');
    const demoProject = `demo-check-${process.pid}-${Date.now()}`;
    const demoApp = initializeApp({ projectId: demoProject }, 'demo');
    const demoDb = getFirestore(demoApp);
    await storePeople(
      demoDb,
      people.filter(({ number }) => number.startsWith('ZZ')),
    );
    const demo = await serve({ db: demoDb, activity: getFirestore(demoApp, activityDatabase) });
    expect((await check('ZZ000001', 'Record', { to: demo })).kind).toBe('match-current');
    await deleteApp(demoApp);
    await clearProject(host, demoProject);
  });
});

describe('bad input gets the form again, with what was typed and one message', () => {
  const cases: [Record<string, string>, string][] = [
    [{ number: '', surname: 'Example' }, 'invalid-number-missing'],
    [{ number: '   ', surname: 'Example' }, 'invalid-number-missing'],
    [{ number: '12345678', surname: 'Example' }, 'invalid-number-format'],
    [{ number: 'AB12345', surname: 'Example' }, 'invalid-number-format'],
    [{ number: 'A'.repeat(21), surname: 'Example' }, 'invalid-number-tooLong'],
    [{ number: 'AB123456', surname: '' }, 'invalid-surname-missing'],
    [{ number: 'AB123456', surname: 'x'.repeat(61) }, 'invalid-surname-tooLong'],
    [{ number: 'AB123456', surname: 'Smith2' }, 'invalid-surname-characters'],
    [{ surname: 'Example' }, 'invalid-number-missing'],
  ];
  for (const [fields, kind] of cases)
    it(`${JSON.stringify(fields)} → ${kind}`, async () => {
      const answer = await post(fields);
      expect(answer.status).toBe(400);
      expect(answer.kind).toBe(kind);
      expect(answer.field('number')).toBe(fields.number ?? '');
    });

  it('shows markup typed into a field as text, never as markup', async () => {
    const answer = await check('<b>AB</b>', '"><script>alert(1)</script>');
    expect(answer.kind).toBe('invalid-number-format');
    expect(answer.field('number')).toBe('&lt;b&gt;AB&lt;/b&gt;');
    expect(answer.field('surname')).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(answer.body).not.toContain('<script>');
  });

  it('answers a GET with 405 and the form', async () => {
    const get = await fetch(`${origin}${checkPath}?number=AB123456`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await get.text()).toContain('<title>method</title>');
  });

  it('reads only a form: a JSON body, or the right fields labelled text/plain, get 400', async () => {
    for (const [type, body] of [
      ['application/json', '{"number":"AB123456","surname":"Example"}'],
      ['text/plain', 'number=AB123456&surname=Example'],
      ['multipart/form-data; boundary=x', 'number=AB123456&surname=Example'],
    ]) {
      const response = await fetch(`${origin}${checkPath}`, {
        method: 'POST',
        headers: { 'content-type': type!, 'x-front-end-saw': newMachine() },
        body,
      });
      expect(response.status, type).toBe(400);
    }
    // The same body as a form matches.
    expect((await post({ number: 'AB123456', surname: 'Example' })).status).toBe(200);
  });

  it(`reads no body over ${maxBodyBytes.check} bytes, however right its fields`, async () => {
    const padded = { number: 'AB123456', surname: 'Example', padding: 'x'.repeat(4100) };
    const answer = await post(padded);
    expect(answer.status).toBe(413);
    const justUnder = { ...padded, padding: 'x'.repeat(maxBodyBytes.check - 60) };
    expect((await post(justUnder)).status).toBe(200);
  });
});

describe('the register as the check reads it', () => {
  it('reads a record at the register’s generation, never one an import has not finished', async () => {
    // A version written by an import that never moved the pointer: readers do not see it.
    await db
      .collection(operatorsCollection)
      .doc('AB123456')
      .update({
        'versions.999999': {
          registrationNumber: 'AB123456',
          givenNames: 'Not',
          surname: 'Published',
          surnameKey: 'published',
          validUntil: '2030-12-31',
          suspended: false,
          categories: ['CB'],
          photo: 'none',
          photoSource: 'none',
        },
        latest: 999999,
      });
    expect((await check('AB123456', 'Published')).kind).toBe('no-match');
    expect((await check('AB123456', 'Example')).field('fullName')).toBe('Ada Example');
  });
});
