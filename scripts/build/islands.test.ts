import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addBoot,
  buildBoot,
  bundleIslands,
  islandNames,
  publicEnvDefines,
  stripNextRuntime,
} from './islands.mjs';
import { nextBuildEnv } from '../project.mjs';
import { islandLabels } from '../../components/islands/registry';

const jsonLd = '<script type="application/ld+json">{"@context":"https://schema.org"}</script>';
const page = [
  '<html><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
  '<link rel="preload" href="/_next/static/media/font.woff2" as="font" crossorigin=""/>',
  '<script src="/_next/static/chunks/c.js" async=""></script>',
  '<script src="/_next/static/chunks/d.js" noModule=""></script>',
  '</head><body><div data-island="mobile-menu" data-props="{}"></div>',
  jsonLd,
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"0:{}"])</script>',
  '</body></html>',
].join('');

describe('stripNextRuntime', () => {
  const stripped = stripNextRuntime(page, 'index.html');

  it("removes Next's scripts, script preloads and inline payload", () => {
    expect(stripped).not.toMatch(/_next\/static\/chunks\/[bcd]\.js|__next_f|TURBOPACK/);
    expect(stripped.match(/<script/g)).toHaveLength(1);
  });

  it('keeps JSON-LD, the stylesheet, the font preload and the islands', () => {
    expect(stripped).toContain(jsonLd);
    expect(stripped).toContain('/_next/static/chunks/a.css');
    expect(stripped).toContain('font.woff2');
    expect(stripped).toContain('data-island="mobile-menu"');
  });

  it('fails on a script it does not know, naming the page', () => {
    expect(() => stripNextRuntime(`${page}<script>track()</script>`, 'about.html')).toThrow(
      /^about\.html: unknown script <script>track\(\)/,
    );
  });

  it('can run again over its own output', () => {
    const withBoot = addBoot(stripped, 'boot()');
    expect(stripNextRuntime(withBoot, 'index.html')).toBe(stripped);
  });
});

describe('addBoot', () => {
  it('writes the boot script into the head of every page', () => {
    expect(addBoot('<head><title>A</title></head><body></body>', 'boot()')).toBe(
      '<head><title>A</title><script id="boot">boot()</script></head><body></body>',
    );
  });

  it('refuses a script that would end its own element', () => {
    expect(() => addBoot('<head></head>', 'a("</script>")')).toThrow(/must not contain/);
  });
});

describe('buildBoot', () => {
  it('fills in the entry and its integrity, and stays small', { timeout: 30_000 }, async () => {
    const boot = await buildBoot('/_next/static/islands/islands-A.js', 'sha384-A');
    expect(boot).toContain('"/_next/static/islands/islands-A.js"');
    expect(boot).toContain('"sha384-A"');
    expect(boot).not.toMatch(/__ISLANDS_ENTRY/);
    expect(boot.length).toBeLessThan(1000);
  });
});

describe('publicEnvDefines', () => {
  it('inlines the NEXT_PUBLIC_ settings the source reads, as Next does, unset ones as undefined', () => {
    const define = publicEnvDefines({
      NEXT_PUBLIC_ASSET_BASE_URL: 'https://images.example.org.uk',
    });
    expect(define['process.env.NODE_ENV']).toBe('"production"');
    expect(define['process.env.NEXT_PUBLIC_ASSET_BASE_URL']).toBe(
      '"https://images.example.org.uk"',
    );
    expect(publicEnvDefines({})['process.env.NEXT_PUBLIC_ASSET_BASE_URL']).toBe('undefined');
  });

  it('sees a setting in .env.production as next build does, the environment first', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'env-'));
    const before = { ...process.env };
    try {
      writeFileSync(
        path.join(dir, '.env.production'),
        'NEXT_PUBLIC_ASSET_BASE_URL=https://images.example.org.uk\nNEXT_PUBLIC_SITE_URL=https://file.example.org.uk\n',
      );
      writeFileSync(path.join(dir, '.env'), 'NEXT_PUBLIC_ASSET_BASE_URL=https://ignored.example\n');
      process.env.NEXT_PUBLIC_SITE_URL = 'https://environment.example.org.uk';
      delete process.env.NEXT_PUBLIC_ASSET_BASE_URL;
      // What the pages get: Next's own loader, as `next build` calls it.
      const next = nextBuildEnv(dir);
      expect(next.NEXT_PUBLIC_ASSET_BASE_URL).toBe('https://images.example.org.uk');
      expect(next.NEXT_PUBLIC_SITE_URL).toBe('https://environment.example.org.uk');
      // What the islands get: the same.
      const define = publicEnvDefines(next);
      expect(define['process.env.NEXT_PUBLIC_ASSET_BASE_URL']).toBe(
        '"https://images.example.org.uk"',
      );
    } finally {
      for (const key of Object.keys(process.env)) if (!(key in before)) delete process.env[key];
      Object.assign(process.env, before);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('bundleIslands', () => {
  it(
    'writes one file (it refuses to import anything), with the site’s class names, and each island’s source',
    { timeout: 60_000 },
    async () => {
      const outdir = mkdtempSync(path.join(tmpdir(), 'islands-'));
      try {
        const names = new Map([['lg:hidden', 'Qx']]);
        const { file, islandSource } = await bundleIslands(outdir, names, publicEnvDefines());
        expect(readdirSync(outdir)).toEqual([path.basename(file)]);
        expect(readFileSync(file, 'utf8').startsWith('//# allFunctionsCalledOnLoad')).toBe(true);
        expect(Object.keys(islandSource).sort()).toEqual([
          'logo-carousel',
          'mobile-menu',
          'scroll-to-top',
          'slide-carousel',
        ]);
        // The menu's own module and what it imports from the site, renamed, and no other island.
        expect(islandSource['mobile-menu']).toContain('className="Qx"');
        expect(islandSource['mobile-menu']).toContain('export function MobileNavLinks');
        expect(islandSource['mobile-menu']).not.toContain('export function SlideCarousel');
      } finally {
        rmSync(outdir, { recursive: true, force: true });
      }
    },
  );
});

describe('islandNames', () => {
  it('reads the one list of islands, each a module of components/islands/', async () => {
    const names = await islandNames();
    expect(names).toEqual(Object.keys(islandLabels));
    for (const name of names)
      expect(
        existsSync(path.join(import.meta.dirname, '../../components/islands', `${name}.tsx`)),
      ).toBe(true);
  });
});
