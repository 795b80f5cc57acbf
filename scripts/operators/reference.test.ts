// `npm run operators:reference` and `npm run reports`' text, with no Firestore: what a reference
// certifies, in words, and how a report reads in a terminal.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { checkReference, referenceOutcomes } from '../../functions/reference.js';
import { localKeys } from '../project.mjs';
import { referenceCommand, usage } from './reference.mjs';
import { describeReport } from './reports.mjs';

const at = new Date('2026-07-01T08:15:00Z');
const emulator = { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8085' };

describe('referenceCommand', () => {
  it('says each outcome in words, at the UK time of the check', () => {
    const words = {
      current: 'registration found: current',
      expired: 'registration found: expired',
      suspended: 'registration found: suspended',
      'no-match': 'no match',
      'instructor-current': 'instructor registration found: current',
      'instructor-expired': 'instructor registration found: expired',
      'instructor-suspended': 'instructor registration found: suspended',
      'instructor-no-match': 'no instructor match',
    };
    expect(Object.keys(words)).toEqual(referenceOutcomes);
    for (const [outcome, said] of Object.entries(words)) {
      const reference = checkReference(localKeys.referenceKey, {
        at,
        number: 'MO123456',
        outcome,
      });
      // As an employer might read it out: lower case, with a space.
      const typed = `${reference.slice(0, 3).toLowerCase()} ${reference.slice(3).toLowerCase()}`;
      expect(referenceCommand([typed, 'MO123456'], { env: emulator })).toBe(
        `${typed.toUpperCase()}: MO123456 was checked on 1 July 2026 at 09:15:00 (UK time), and the check answered: ${said}.`,
      );
    }
  });

  it('takes the production key over the local one', () => {
    const reference = checkReference('production-key', {
      at,
      number: 'MO123456',
      outcome: 'current',
    });
    expect(() => referenceCommand([reference, 'MO123456'], { env: emulator })).toThrow(
      expect.objectContaining({ exitCode: 1 }),
    );
    expect(
      referenceCommand([reference, 'MO123456'], {
        env: { ...emulator, CHECK_REFERENCE_KEY: 'production-key' },
      }),
    ).toMatch(/the check answered: registration found: current\.$/);
  });

  it('gives its usage for --help, and for a reference or number missing, extra or wrong', () => {
    expect(referenceCommand(['--help'], { env: emulator })).toBe(usage);
    expect(referenceCommand(['X', 'Y', '-h'], { env: emulator })).toBe(usage);
    for (const args of [[], ['TRW4ZK-7QH3P8WZ'], ['TRW4ZK-7QH3P8WZ', 'MO123456', 'x'], ['R', 'M1']])
      expect(() => referenceCommand(args, { env: emulator }), args.join(' ')).toThrow(
        expect.objectContaining({ exitCode: 2, message: usage }),
      );
  });
});

describe('describeReport', () => {
  const report = {
    reference: 'R-AAAAAAAA',
    number: 'MO123456',
    name: 'Ada Example',
    seen: 'Someone else’s photograph.\nLaminated at home.',
    where: 'Acme Plant Hire, Leeds',
    reporter: 'Pat Manager',
    contact: 'pat@example.com',
    receivedAt: Timestamp.fromDate(new Date('2026-07-01T08:15:00Z')),
    handledAt: null,
    handledBy: null,
  };

  it('shows any control character as its code, never as itself, so no report can drive the terminal', () => {
    const shown = describeReport({
      ...report,
      seen: 'Fine.\u001b[2J\nNext\u009b line\u202e',
      where: 'Leeds\u001b]52;c;ZXZpbA==\u0007',
      reporter: 'Pat\r  card:      faked',
      contact: 'a@b.c\u0000',
      name: 'Ada\u2066',
    });
    // The report's own lines are the only line breaks; every other control is visible.
    expect(shown).not.toMatch(
      /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/,
    );
    expect(shown).toContain('  where:     Leeds\\x1b]52;c;ZXZpbA==\\x07');
    expect(shown).toContain('  what:      Fine.\\x1b[2J');
    expect(shown).toContain('             Next\\x9b line\\u202e');
    expect(shown).toContain('  from:      Pat\\x0d  card:      faked, a@b.c\\x00');
    expect(shown).toContain('  card:      MO123456, Ada\\u2066');
  });

  it('shows a report as its reporter wrote it, each line of what was seen in line', () => {
    expect(describeReport(report)).toBe(
      [
        'R-AAAAAAAA  received 1 July 2026 at 09:15 (UK time)',
        '  card:      MO123456, Ada Example',
        '  where:     Acme Plant Hire, Leeds',
        '  from:      Pat Manager, pat@example.com',
        '  what:      Someone else’s photograph.',
        '             Laminated at home.',
      ].join('\n'),
    );
  });

  it('says how often the same report came that day (the function merges repeats)', () => {
    expect(
      describeReport({
        ...report,
        count: 3,
        lastReceivedAt: Timestamp.fromDate(new Date('2026-07-01T10:00:00Z')),
      }).split('\n')[0],
    ).toBe(
      'R-AAAAAAAA  received 1 July 2026 at 09:15 (UK time), sent 3 times that day, last at 1 July 2026 at 11:00',
    );
    expect(describeReport({ ...report, count: 1 }).split('\n')[0]).toBe(
      'R-AAAAAAAA  received 1 July 2026 at 09:15 (UK time)',
    );
  });

  it('says who handled it and when, and when no card was named', () => {
    const handled = describeReport({
      ...report,
      number: '',
      name: '',
      handledAt: Timestamp.fromDate(new Date('2026-12-01T10:00:00Z')),
      handledBy: 'Sam Staff',
    });
    expect(handled.split('\n').slice(0, 2)).toEqual([
      'R-AAAAAAAA  received 1 July 2026 at 09:15 (UK time), handled 1 December 2026 at 10:00 by Sam Staff',
      '  card:      (no number or name given)',
    ]);
    expect(describeReport({ ...report, name: '' })).toContain('  card:      MO123456\n');
  });
});
