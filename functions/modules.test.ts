// Every module of the check's function and of the register commands loads. A mistake made at load
// time (a formatter given a locale that does not exist, say) fails here as a test that ran and
// failed, where a test file that imports the module itself would fail before any test ran.
import { describe, expect, it } from 'vitest';

const modules = import.meta.glob([
  './*.js',
  './surfaces/*.js',
  '!./index.js',
  '../scripts/operators/*.mjs',
]);

describe('the modules of the check and the register commands', () => {
  for (const [name, load] of Object.entries(modules))
    it(`${name} loads`, async () => {
      expect(Object.keys((await load()) as object).length, name).toBeGreaterThan(0);
    });
});

describe('what the function reads as it starts', () => {
  it('reads the places’ tables it ships with', async () => {
    const { readPlaces } = await import('./places.js');
    const { districts, towns } = readPlaces();
    expect([districts.size, towns.size]).toEqual([3076, 4102]);
    expect(districts.get('LS1')).toEqual([expect.closeTo(53.8, 1), expect.closeTo(-1.55, 1)]);
    expect(towns.get('leeds')).toMatchObject({ name: 'Leeds', nation: 'England' });
  });
});
