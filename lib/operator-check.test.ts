import { describe, expect, it } from 'vitest';
import {
  describeOperatorCheck,
  operatorCheck,
  operatorCheckProblems,
  problemLine,
} from './operator-check.mjs';

describe('operatorCheck', () => {
  it('is undefined when no portal is named', () => {
    expect(operatorCheck({})).toBeUndefined();
    expect(describeOperatorCheck({})).toMatch(/unset, so the identity-check block asks employers/);
  });

  it('hands the number over as "registration" unless told otherwise', () => {
    expect(
      operatorCheck({ NEXT_PUBLIC_OPERATOR_CHECK_URL: 'https://portal.example/check' }),
    ).toEqual({
      action: 'https://portal.example/check',
      origin: 'https://portal.example',
      parameter: 'registration',
      hidden: [],
    });
    expect(
      operatorCheck({
        NEXT_PUBLIC_OPERATOR_CHECK_URL: 'https://portal.example/check',
        NEXT_PUBLIC_OPERATOR_CHECK_PARAMETER: 'number',
      })?.parameter,
    ).toBe('number');
  });

  it("keeps the portal address's own query as hidden fields, which a GET form would drop", () => {
    const check = operatorCheck({
      NEXT_PUBLIC_OPERATOR_CHECK_URL:
        'https://portal.example/check?scheme=motas&registration=x#top',
    });
    expect(check?.action).toBe('https://portal.example/check');
    expect(check?.hidden).toEqual([['scheme', 'motas']]);
    expect(
      describeOperatorCheck({ NEXT_PUBLIC_OPERATOR_CHECK_URL: 'https://portal.example/check' }),
    ).toBe(
      'Operator check: the identity-check block holds a form that sends the registration number to https://portal.example/check as "registration".',
    );
  });
});

describe('operatorCheckProblems', () => {
  it('names each setting it cannot use', () => {
    expect(
      operatorCheckProblems({
        NEXT_PUBLIC_OPERATOR_CHECK_URL: 'portal/check',
        NEXT_PUBLIC_OPERATOR_CHECK_PARAMETER: 'reg number',
      }),
    ).toMatchObject([
      { where: 'NEXT_PUBLIC_OPERATOR_CHECK_URL', problem: '"portal/check" is not an absolute URL' },
      {
        where: 'NEXT_PUBLIC_OPERATOR_CHECK_PARAMETER',
        problem: '"reg number" is not a usable query parameter name',
      },
    ]);
    expect(
      operatorCheckProblems({ NEXT_PUBLIC_OPERATOR_CHECK_PARAMETER: 'reg' }).map(problemLine),
    ).toEqual([
      'NEXT_PUBLIC_OPERATOR_CHECK_PARAMETER is set but NEXT_PUBLIC_OPERATOR_CHECK_URL is not: set the portal address too, or unset both.',
    ]);
    expect(() => operatorCheck({ NEXT_PUBLIC_OPERATOR_CHECK_URL: 'nope' })).toThrow(/absolute URL/);
  });
});
