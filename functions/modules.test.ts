// Every module of the check's function and of the register commands loads. A mistake made at load
// time (a formatter given a locale that does not exist, say) fails here as a test that ran and
// failed, where a test file that imports the module itself would fail before any test ran.
import { describe, expect, it } from 'vitest';

const modules = import.meta.glob([
  './**/*.js',
  '!./index.js',
  '!./node_modules/**',
  '!./generated/**',
  '../scripts/operators/*.mjs',
  '../scripts/registers/*.mjs',
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

describe('what the function is deployed with', () => {
  it('installs every package its modules import: the registers’ layer is deployed with it', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const folder = path.dirname(new URL(import.meta.url).pathname);
    const declared = Object.keys(
      JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')).dependencies,
    );
    // `testing/` is the tests' own (the SMTP server on loopback, the emulator's helpers): the
    // deploy leaves it out (scripts/build/hosting.mjs, the functions' `ignore`), so its packages
    // are the project's development ones.
    const sources = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.js') && !/^(node_modules|generated|testing)\//.test(file),
    );
    const imported = new Set(
      sources.flatMap((file) =>
        [...readFileSync(path.join(folder, file), 'utf8').matchAll(/from '([^.'][^']*)'/g)]
          .map(([, name = '']) => name)
          .filter((name) => !name.startsWith('node:'))
          // A package's own path ("csv-parse/sync", "@scope/name/sub") is its package's.
          .map((name) =>
            name
              .split('/')
              .slice(0, name.startsWith('@') ? 2 : 1)
              .join('/'),
          ),
      ),
    );
    expect(sources).toContain(path.join('registers', 'store.js'));
    expect([...imported].filter((name) => !declared.includes(name))).toEqual([]);
  });
});
