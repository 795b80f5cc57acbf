// Imports between content/ and lib/ run one way (docs/decisions.md, "Content in typed modules"):
// lib/ may import content/, and no module of content/ imports lib/. Content's own tests are left
// out: they check content with lib/'s rules.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = __dirname;

/** Where a module's imports and re-exports come from, as written. */
const importsOf = (text: string) =>
  [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/g)].map(
    ([, from = '']) => from,
  );

describe('the modules of content/', () => {
  const modules = readdirSync(folder).filter(
    (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name),
  );

  it('are read from the folder', () => {
    expect(modules).toContain('site.ts');
  });

  it('import nothing from lib/', () => {
    const fromLib = modules.flatMap((name) =>
      importsOf(readFileSync(path.join(folder, name), 'utf8'))
        .filter((from) => /^(@\/lib\/|\.\.\/lib\/)/.test(from))
        .map((from) => `content/${name} imports ${from}`),
    );
    expect(fromLib, 'content/ is imported by lib/, never the reverse').toEqual([]);
  });
});
