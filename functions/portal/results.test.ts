// What the portal says of a result's operator before it is entered: a number given must be an
// operator of the result's surname who does not hold the category yet; with no number, an operator
// of the same names on the register must be named (the same person) or the result marked "new",
// so that one person does not get a second record.
import { describe, expect, it } from 'vitest';
import { surnameKey } from '../vocabulary/check-input.js';
import { operatorProblem, sameNamed } from './results.js';

/** A register's record of one version (generation 1), as `readWhole` reads it. */
const operator = (
  registrationNumber: string,
  givenNames: string,
  surname: string,
  categories: string[],
) =>
  [
    registrationNumber,
    {
      versions: {
        1: {
          registrationNumber,
          givenNames,
          surname,
          surnameKey: surnameKey(surname),
          validUntil: '2030-01-01',
          suspended: false,
          categories,
          photo: registrationNumber,
        },
      },
    },
  ] as const;

const pointer = { current: 1, abandoned: [] };
const register = {
  pointer,
  stored: new Map<string, unknown>([
    operator('MO100001', 'Ada', 'Lovelace', ['B1']),
    operator('MO100002', 'Zoë', 'Ó Briain-Smith', []),
    operator('MO100003', 'Zoe', 'O Briain Smith', ['A1', 'B2']),
    // Removed: no longer on the register.
    ['MO100004', { versions: { 1: { removed: true } } }],
  ]),
};
const result = { givenNames: 'Ada', surname: 'Lovelace', category: 'A1' };

describe('operatorProblem', () => {
  it('takes a number of an operator of that surname who lacks the category', () => {
    expect(operatorProblem({ ...result, registrationNumber: 'MO100001' } as never, register)).toBe(
      undefined,
    );
  });

  it('refuses a number not on the register, of another surname, or already holding the category', () => {
    for (const [registrationNumber, surname, category, problem] of [
      ['MO999999', 'Lovelace', 'A1', 'MO999999 is not on the register under the surname Lovelace'],
      ['MO100004', 'Lovelace', 'A1', 'MO100004 is not on the register under the surname Lovelace'],
      ['MO100001', 'Byron', 'A1', 'MO100001 is not on the register under the surname Byron'],
      ['MO100001', 'Lovelace', 'B1', 'MO100001 already holds B1'],
    ])
      expect(
        operatorProblem({ ...result, registrationNumber, surname, category } as never, register),
        registrationNumber,
      ).toBe(problem);
  });

  it('with no number, names each operator of the same names, or none if there is none', () => {
    expect(
      operatorProblem(
        { ...result, givenNames: 'zoe', surname: "o'briain smith" } as never,
        register,
      ),
    ).toBe(
      'zoe o\'briain smith is on the register as MO100002 (no category yet), MO100003 (A1 B2): give that number if it is the same person, or write "new" if not',
    );
    expect(operatorProblem({ ...result, givenNames: 'Augusta' } as never, register)).toBe(
      undefined,
    );
    expect(
      operatorProblem({ ...result, surname: 'Lovelace', givenNames: 'ADA' } as never, register),
    ).toMatch(/^ADA Lovelace is on the register as MO100001 \(B1\)/);
  });

  it('takes a result marked "new" whoever shares its names', () => {
    expect(operatorProblem({ ...result, newOperator: true } as never, register)).toBe(undefined);
  });
});

describe('sameNamed', () => {
  it('compares names as the check does, and reads the register as the pointer shows it', () => {
    expect(
      sameNamed(register.stored, pointer, { givenNames: 'Zoe', surname: 'O’Briain-Smith' }).map(
        (version) => version.registrationNumber,
      ),
    ).toEqual(['MO100002', 'MO100003']);
    // A generation the pointer abandoned is not read.
    expect(
      sameNamed(register.stored, { current: 1, abandoned: [1] }, result).map(
        (version) => version.registrationNumber,
      ),
    ).toEqual([]);
  });
});
