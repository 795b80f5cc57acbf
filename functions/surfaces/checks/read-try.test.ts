// What a person check does before it counts a try, and how it refuses a try over a limit: the
// route's piece alone (functions/testing/surface.js). The counting itself, on Firestore (the
// client as the front end saw it, the number as its register counts it), is
// functions/surfaces/checks/limits.firestore.test.ts's.
import { describe, expect, it } from 'vitest';
import { mount, readStandIn, unitContext } from '../../testing/surface.js';
import { personRegisters } from './person-registers.js';
import { limitedPage, maxBodyBytes, readTry } from './read-try.js';

const { context, logged } = unitContext();
const at = new Date('2026-11-25T12:00:00Z');

/** A person check that answers with its refusal, or says it would count the try. */
const tryOn = (register: (typeof personRegisters)[keyof typeof personRegisters]) =>
  mount(async (c) => {
    const read = await readTry(c, register);
    return 'refusal' in read ? read.refusal : new Response('counted');
  }, context);

/** A form posted as a browser posts it. */
const form = (fields: Record<string, string>) =>
  new Request('https://scheme.example/check/result', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });

describe('reading a try', () => {
  it('refuses a body over its cap with 413 and the empty form, closing the connection', async () => {
    const response = await tryOn(personRegisters.operator)(
      form({ number: 'AB123456', surname: 'x'.repeat(maxBodyBytes.check) }),
    );
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    const page = await readStandIn(response);
    expect([page.kind, page.value('number'), page.value('surname')]).toEqual([
      'invalid-number-format',
      '',
      '',
    ]);
  });

  it('refuses what is no form with 400 and the empty form', async () => {
    const response = await tryOn(personRegisters.operator)(
      new Request('https://scheme.example/check/result', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ number: 'AB123456', surname: 'Example' }),
      }),
    );
    expect(response.status).toBe(400);
    expect((await readStandIn(response)).kind).toBe('invalid-number-format');
  });

  it('names the field to correct, with its register’s page, showing what was typed', async () => {
    for (const [register, fields, kind] of [
      [personRegisters.operator, { number: 'AB12', surname: 'Example' }, 'invalid-number-format'],
      [personRegisters.operator, { number: 'AB123456', surname: '' }, 'invalid-surname-missing'],
      [
        personRegisters.instructor,
        { number: '', surname: 'Example' },
        'instructor-invalid-number-missing',
      ],
    ] as const) {
      const response = await tryOn(register)(form(fields));
      const page = await readStandIn(response);
      expect([response.status, page.kind, page.value('number')]).toEqual([
        400,
        kind,
        fields.number,
      ]);
    }
  });

  it('shows again no more than 200 characters of what was typed', async () => {
    const page = await readStandIn(
      await tryOn(personRegisters.operator)(form({ number: 'A'.repeat(300), surname: 'X' })),
    );
    expect(page.value('number')).toBe('A'.repeat(200));
  });
});

describe('a try over a limit', () => {
  /** The refusal of a try counted as `counted`. */
  const refusal = (counted: Parameters<typeof limitedPage>[1], prefix = '') =>
    mount(
      (c) => limitedPage(c, counted, at, { number: 'AB123456', surname: 'Example' }, prefix),
      context,
    )(form({}));

  it('says the number’s limit apart from the client’s and the service’s, and when to come back', async () => {
    const endsAt = new Date('2026-11-25T12:15:00Z');
    for (const [counted, kind] of [
      [{ refused: 'number', endsAt }, 'number-limited'],
      [{ refused: 'client', endsAt }, 'limited'],
      [{ endsAt }, 'limited'],
    ] as const) {
      const response = await refusal(counted);
      const page = await readStandIn(response);
      expect([response.status, page.kind, page.value('retryAt')]).toEqual([429, kind, '12:15']);
      expect(response.headers.get('retry-after')).toBe('900');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('rounds the wait up to the second, and never says less than one', async () => {
    const wait = async (ms: number) =>
      (await refusal({ refused: 'client', endsAt: new Date(at.getTime() + ms) })).headers.get(
        'retry-after',
      );
    expect([await wait(1200), await wait(0), await wait(-5000)]).toEqual(['2', '1', '1']);
  });

  it('is the instructor check’s page on the instructor check', async () => {
    const page = await readStandIn(
      await refusal({ refused: 'number', endsAt: new Date('2026-11-25T12:15:00Z') }, 'instructor-'),
    );
    expect(page.kind).toBe('instructor-number-limited');
  });

  it('logs a security event naming the limit, and nothing of what was typed', async () => {
    logged.length = 0;
    await refusal({ refused: 'number', endsAt: new Date('2026-11-25T12:15:00Z') });
    expect(logged).toContainEqual(
      expect.objectContaining({ event: 'limit-reached', surface: 'web', limit: 'number' }),
    );
    expect(JSON.stringify(logged)).not.toMatch(/AB123456|Example/);
  });
});
