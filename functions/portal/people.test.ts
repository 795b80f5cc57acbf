// A provider's people as the portal and the command line read them: addresses and roles.
import { describe, expect, it } from 'vitest';
import { lookupFields } from '../registers/store.js';
import { emailKey, isEmail, readRoles } from './people.js';

describe('a person’s address and roles', () => {
  it('keeps an address as Firebase does, and refuses what is no address', () => {
    expect(emailKey('  Ada@Example.ORG ')).toBe('ada@example.org');
    expect(isEmail('ada@example.org')).toBe(true);
    for (const wrong of [
      'ada',
      'ada@',
      '@example.org',
      'ada @example.org',
      'ada@example',
      `${'a'.repeat(250)}@x.org`,
    ])
      expect(isEmail(wrong), wrong).toBe(false);
  });

  it('reads roles in their own order, and names one that is not', () => {
    expect(readRoles('approver, submitter')).toEqual({ roles: ['submitter', 'approver'] });
    expect(readRoles(['administrator'])).toEqual({ roles: ['administrator'] });
    expect(readRoles('boss')).toEqual({
      problem: '"boss" is not a role: administrator, submitter, approver',
    });
    expect(readRoles('')).toEqual({
      problem: 'name at least one role: administrator, submitter, approver',
    });
  });
});

describe('what an operator’s record is found by', () => {
  it('is the providers and surnames of the versions it keeps, a removal none', () => {
    expect(
      lookupFields([
        { provider: 'TP0001', surnameKey: 'example' },
        {
          provider: 'TP0001',
          surnameKey: 'exampleone',
          provisional: { RT: { provider: 'TP0002' } },
        },
        { removed: true, provider: 'TP0009', surnameKey: 'gone' },
        undefined,
      ]),
    ).toEqual({ providers: ['TP0001', 'TP0002'], surnameKeys: ['example', 'exampleone'] });
  });
});
