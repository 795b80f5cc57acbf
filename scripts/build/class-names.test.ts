import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { classNamesToKeep, renameSite, siteClasses } from './class-names.mjs';

describe('siteClasses and renameSite', () => {
  it('reads the classes the pages use and the stylesheets mention, and renames both', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'class-names-'));
    try {
      mkdirSync(path.join(outDir, 'css'));
      writeFileSync(
        path.join(outDir, 'index.html'),
        '<link rel="stylesheet" href="/css/a.css"><p class="text-lg lucide">Hi</p>' +
          `<div data-island="x" data-props='{"className":"from-props"}'></div>`,
      );
      writeFileSync(path.join(outDir, 'css/a.css'), '.text-lg{font-size:2rem}.unused{color:red}');
      const site = siteClasses(outDir);
      expect([...site.uses]).toEqual([
        ['text-lg', 1],
        ['lucide', 1],
      ]);
      expect([...site.styled]).toEqual(['text-lg', 'unused']);
      expect(site.props.has('from-props')).toBe(true);

      renameSite(
        outDir,
        new Map<string, string | null>([
          ['text-lg', 'a'],
          ['lucide', null],
        ]),
      );
      expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toContain('<p class="a">');
      expect(readFileSync(path.join(outDir, 'css/a.css'), 'utf8')).toBe(
        '.a{font-size:2rem}.unused{color:red}',
      );
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});

describe('classNamesToKeep', () => {
  it(
    'keeps the props’ classes, the islands’ unstyled classes and styled words used otherwise',
    { timeout: 60_000 },
    async () => {
      const kept = await classNamesToKeep({
        uses: new Map(),
        styled: new Set(['group', 'flex', 'h-full']),
        props: new Set(['from-props']),
      });
      expect(kept.has('from-props')).toBe(true);
      // `role="group"` in a slide: renaming the class would rename the role.
      expect(kept.has('group')).toBe(true);
      // Written by the islands as classes, and styled: free to be renamed.
      expect(kept.has('flex')).toBe(false);
      expect(kept.has('h-full')).toBe(false);
      // Written by the islands as a class, but no stylesheet mentions it: kept as written.
      expect(kept.has('print:hidden')).toBe(true);
    },
  );
});
