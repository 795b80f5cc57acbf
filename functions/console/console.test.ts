// What the staff console reads as typed, without a Firestore: a staff member's roles, a report's
// outcome, and any text a report holds as a page or terminal may show it.
import { describe, expect, it } from 'vitest';
import { outcomeMaxLength, readOutcome, readReference, visible } from './reports.js';
import { readStaffRoles } from './staff.js';

describe('readStaffRoles', () => {
  it('takes the roles however separated, in the console’s order, and names a role it has not', () => {
    expect(readStaffRoles('keeper, reader')).toEqual({ roles: ['reader', 'keeper'] });
    expect(readStaffRoles('administrator  keeper,,reader')).toEqual({
      roles: ['reader', 'keeper', 'administrator'],
    });
    expect(readStaffRoles(['keeper', '', 'keeper'])).toEqual({ roles: ['keeper'] });
    expect(readStaffRoles('keeper, wizard')).toEqual({
      problem: '"wizard" is not a role: reader, keeper, administrator',
    });
    for (const none of ['', ' , ', []])
      expect(readStaffRoles(none)).toEqual({
        problem: 'name at least one role: reader, keeper, administrator',
      });
  });
});

describe('readOutcome and readReference', () => {
  it('keeps an outcome on one line without control characters, up to its length', () => {
    expect(readOutcome('  Called the\u0007 provider\n back  ', { required: true })).toEqual({
      outcome: 'Called the provider back',
    });
    expect(readOutcome('', { required: true })).toEqual({ problem: 'missing' });
    expect(readOutcome(undefined, { required: false })).toEqual({ outcome: '' });
    expect(readOutcome('x'.repeat(outcomeMaxLength), { required: true })).toEqual({
      outcome: 'x'.repeat(outcomeMaxLength),
    });
    expect(readOutcome('x'.repeat(outcomeMaxLength + 1), { required: true })).toEqual({
      problem: 'tooLong',
    });
    expect(readReference(' r-1a2b3c4d ')).toBe('R-1A2B3C4D');
  });
});

describe('visible', () => {
  it('shows control characters and marks that reorder text as their codes', () => {
    expect(visible('a\u001b[2Jb\u007f\u009f\u202ec\u2066')).toBe(
      'a\\x1b[2Jb\\x7f\\x9f\\u202ec\\u2066',
    );
    expect(visible('\u0000\u061c')).toBe('\\x00\\u061c');
    expect(visible(undefined)).toBe('');
    expect(visible('plain text')).toBe('plain text');
  });
});
