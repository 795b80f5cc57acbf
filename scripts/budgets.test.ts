import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkJavaScript, gzipSize, htmlFiles, scriptSources } from './budgets.mjs';

/** A tiny built site: pages and the scripts they load. */
function site(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'budgets-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const script = (bytes: number, seed: number) =>
  Array.from({ length: bytes }, (_, i) => String.fromCharCode(33 + ((i * 7919 + seed) % 90))).join(
    '',
  );

describe('scriptSources', () => {
  it('lists each script file once, ignoring inline scripts', () => {
    const html =
      '<script src="/a.js" async></script><script>inline()</script><script defer src="/b.js"></script><script src="/a.js"></script>';
    expect(scriptSources(html)).toEqual(['/a.js', '/b.js']);
  });
});

describe('checkJavaScript', () => {
  const shared = script(4000, 1);
  const bareDir = site({
    'index.html': '<script src="/_next/shared.js"></script>',
    '_next/shared.js': shared,
  });
  const outDir = site({
    'index.html':
      '<script src="/_next/shared.js"></script><script src="/_next/islands.js"></script>',
    'about/team.html': '<script src="/_next/shared.js"></script>',
    '_next/shared.js': shared,
    '_next/islands.js': script(3000, 2),
  });

  it('finds pages in subfolders', () => {
    expect(htmlFiles(outDir).sort()).toEqual([path.join('about', 'team.html'), 'index.html']);
  });

  it('measures each page over the bare page', () => {
    const { bare, pages } = checkJavaScript({ outDir, bareDir, maxOverBareBytes: 1e6 });
    expect(bare).toBe(gzipSize(Buffer.from(shared)));
    const home = pages.find((p) => p.page === 'index.html')!;
    expect(home.overBare).toBe(gzipSize(Buffer.from(script(3000, 2))));
    expect(pages.find((p) => p.page.endsWith('team.html'))!.overBare).toBe(0);
  });

  it('names the page and the bytes of one over budget', () => {
    const { failures } = checkJavaScript({ outDir, bareDir, maxOverBareBytes: 100 });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(
      /^index\.html: \d+ bytes of gzipped JavaScript, \d+ over the bare page's \d+ \(budget: 100 over\)$/,
    );
  });
});
