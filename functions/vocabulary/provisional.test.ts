// What a check says of a provider's provisional results: counting until the scheme's day, then not.
import { describe, expect, it } from 'vitest';
import { provisionalOn } from './provisional.js';

const provisional = {
  RT: { provider: 'TP0001', enteredOn: '2026-11-01', until: '2026-11-15' },
  CB: { provider: 'TP0001', enteredOn: '2026-11-27', until: '2026-12-11' },
};
const named = (number: string) => (number === 'TP0001' ? 'Leeds Lift Trucks' : number);

describe('provisional categories', () => {
  it('count until their last day, and say whose results they are and since when', () => {
    expect(provisionalOn(provisional, '2026-11-15', named)).toEqual({
      counting: ['CB', 'RT'],
      notes: [
        {
          code: 'CB',
          counts: true,
          text: 'Counterbalance lift truck: provisional: results entered by Leeds Lift Trucks on 27 November 2026, awaiting the scheme’s confirmation',
        },
        {
          code: 'RT',
          counts: true,
          text: 'Reach truck: provisional: results entered by Leeds Lift Trucks on 1 November 2026, awaiting the scheme’s confirmation',
        },
      ],
    });
  });

  it('stop counting the day after, and say so', () => {
    const { counting, notes } = provisionalOn(provisional, '2026-11-16', named);
    expect(counting).toEqual(['CB']);
    expect(notes[1]).toEqual({
      code: 'RT',
      counts: false,
      text: 'Reach truck: not counted: results entered by Leeds Lift Trucks on 1 November 2026 were not confirmed by the scheme by 15 November 2026',
    });
  });

  it('are none on a record without them', () => {
    expect(provisionalOn(undefined, '2026-11-27', named)).toEqual({ counting: [], notes: [] });
  });
});
