// The day a record's status began (`statusSince`), as the one registers layer keeps it: set on the
// day of a change of status, carried over otherwise, never taken from a file.
import { describe, expect, it } from 'vitest';
import { planImport } from './commands/import.js';
import { fieldChanges, withStatusSince } from './changes.js';
import { registers } from './registers.js';

const provider = {
  number: 'ZZ0001',
  name: 'Example Training Ltd',
  status: 'accredited',
  accreditedUntil: '2028-03-31',
};

describe('withStatusSince', () => {
  it('gives a new record the day it was added, whatever its status', () => {
    expect(withStatusSince(undefined, provider, '2026-11-03').statusSince).toBe('2026-11-03');
    const suspended = { ...provider, status: 'suspended' };
    expect(withStatusSince(undefined, suspended, '2026-11-03').statusSince).toBe('2026-11-03');
  });

  it('carries the day over while the status stays, whatever else changes', () => {
    const shown = { ...provider, status: 'suspended', statusSince: '2026-11-03' };
    const renamed = { ...provider, status: 'suspended', name: 'Example Ltd' };
    expect(withStatusSince(shown, renamed, '2026-12-01').statusSince).toBe('2026-11-03');
  });

  it('sets the day of the change when the status changes: suspended, reinstated, withdrawn', () => {
    const shown = { ...provider, statusSince: '2026-01-05' };
    const suspended = withStatusSince(shown, { ...shown, status: 'suspended' }, '2026-11-03');
    expect(suspended.statusSince).toBe('2026-11-03');
    const reinstated = withStatusSince(
      suspended,
      { ...suspended, status: 'accredited' },
      '2026-11-20',
    );
    expect(reinstated.statusSince).toBe('2026-11-20');
    const person = { registrationNumber: 'ZZ900001', suspended: false, statusSince: '2026-01-05' };
    expect(withStatusSince(person, { ...person, suspended: true }, '2026-11-03').statusSince).toBe(
      '2026-11-03',
    );
  });

  it('leaves a record stored before the field without one, and takes none from a file', () => {
    expect(withStatusSince(provider, provider, '2026-11-03')).not.toHaveProperty('statusSince');
    const typed = { ...provider, statusSince: '1999-01-01' };
    expect(withStatusSince(provider, typed, '2026-11-03')).not.toHaveProperty('statusSince');
  });

  it('is never shown as a change of its own, nor written in an export', () => {
    const shown = {
      ...provider,
      categories: [],
      centres: [],
      siteAreas: [],
      statusSince: '2026-11-03',
    };
    expect(fieldChanges(shown, { ...shown, statusSince: '2026-11-20' })).toEqual([]);
    expect(Object.values(registers.providers.row(shown))).not.toContain('2026-11-03');
  });
});

describe('planImport', () => {
  const read = (version: Record<string, unknown>) => ({
    pointer: { current: 1, abandoned: [] },
    stored: new Map([['ZZ0001', { latest: 1, versions: { 1: version } }]]),
  });
  const full = {
    ...provider,
    categories: ['CB'],
    centres: [],
    siteAreas: [],
    phone: '',
    email: '',
    website: '',
  };

  it('counts the same file imported again as unchanged, its date carried over', () => {
    const plan = planImport(
      registers.providers,
      [{ fields: { ...full, status: 'suspended' } }],
      read({ ...full, status: 'suspended', statusSince: '2026-11-03' }),
      new Set(),
      '2026-12-01',
    );
    expect(plan.unchanged).toBe(1);
    expect(plan.changes).toEqual([]);
  });

  it('names a change of status by its column only, not its date', () => {
    const plan = planImport(
      registers.providers,
      [{ fields: { ...full, status: 'suspended' } }],
      read({ ...full, statusSince: '2026-01-05' }),
      new Set(),
      '2026-11-03',
    );
    expect(plan.changes).toEqual([
      {
        number: 'ZZ0001',
        action: 'suspended',
        changes: [{ field: 'status', from: 'accredited', to: 'suspended' }],
      },
    ]);
  });
});

describe('a provider’s results in the trail', () => {
  it('names provisional categories by code, provider and last day, and never a suspension’s words', () => {
    const shown = { registrationNumber: 'MO700001', suspended: false, categories: [] };
    expect(
      fieldChanges(shown, {
        ...shown,
        provisional: { CB: { provider: 'TP1042', enteredOn: '2026-11-27', until: '2026-12-11' } },
      }),
    ).toEqual([{ field: 'provisional', from: '', to: 'CB by TP1042 until 2026-12-11' }]);
    expect(
      fieldChanges(shown, { ...shown, suspended: true, suspendedWhy: 'provider withdrawn' }),
    ).toEqual([{ field: 'status', from: 'current', to: 'suspended' }]);
  });
});
