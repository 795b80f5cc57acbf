import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkFirstPaint,
  checkJavaScript,
  checkResources,
  pageScripts,
  renderBlockingRequests,
  scriptSources,
  servedHeaders,
} from './budgets.mjs';
import { brotliSize, gzipSize, headerBytes, servedSize } from '../build/served-size.mjs';
import { htmlFiles } from '../build/built-files.mjs';
import { minifySvg } from '../build/minify-svg.mjs';

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

describe('pageScripts', () => {
  const manifest = { entry: '/i/islands.js' };
  const boot = '<script id="boot">(()=>{e.src="/i/islands.js"})()</script>';

  it('adds the islands file the boot script loads for a page with islands', () => {
    const html = `${boot}<script src="/a.js"></script><div data-island="menu"></div>`;
    expect(pageScripts(html, manifest)).toEqual(['/a.js', '/i/islands.js']);
  });

  it('leaves pages without the boot script, or without islands, alone', () => {
    expect(pageScripts('<script src="/a.js"></script>', manifest)).toEqual(['/a.js']);
    expect(pageScripts(`${boot}<p>No islands</p>`, manifest)).toEqual([]);
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

describe('checkResources', () => {
  const outDir = site({
    'index.html':
      '<link rel="stylesheet" href="/_next/a.css"><img src="/images/a.svg"><img src="https://cdn.example/b.svg">',
    '_next/a.css': script(2000, 3),
    'images/a.svg': script(1000, 4),
  });

  it('measures each page’s HTML, stylesheets and local images', () => {
    const { pages } = checkResources({ outDir, maxBytes: { html: 1e6, css: 1e6, images: 1e6 } });
    expect(pages[0]).toMatchObject({
      page: 'index.html',
      css: gzipSize(Buffer.from(script(2000, 3))),
      images: gzipSize(Buffer.from(script(1000, 4))),
    });
  });

  it('names the page, the resource and the bytes over budget', () => {
    const { failures } = checkResources({ outDir, maxBytes: { html: 1e6, css: 10, images: 1e6 } });
    expect(failures).toEqual([
      expect.stringMatching(/^index\.html: \d+ bytes of gzipped CSS \(budget: 10\)$/),
    ]);
  });
});

describe('renderBlockingRequests', () => {
  it('counts stylesheets and classic scripts, not modules, async, deferred or print styles', () => {
    const html = [
      '<link rel="stylesheet" href="/a.css">',
      '<link rel="stylesheet" href="/print.css" media="print">',
      '<link rel="preload" href="/f.woff2" as="font">',
      '<script src="/classic.js"></script>',
      '<script type="module" src="/islands.js"></script>',
      '<script src="/later.js" defer></script>',
      '<script async src="/whenever.js"></script>',
      '<script type="application/ld+json">{}</script>',
      '<noscript><link rel="stylesheet" href="/all.css"/></noscript>',
    ].join('');
    expect(renderBlockingRequests(html)).toEqual(['/a.css', '/classic.js']);
  });
});

describe('checkFirstPaint', () => {
  const outDir = site({
    'index.html': '<link rel="stylesheet" href="/_next/a.css"><script src="/b.js"></script>',
    'about.html': '<p>No requests before the first paint.</p>',
    '_next/a.css': script(2000, 5),
    'b.js': script(1000, 6),
  });

  it('adds the page and its render-blocking requests', () => {
    const { pages } = checkFirstPaint({ outDir, maxRequests: 9, maxBytes: 1e6 });
    const index = pages.find((p) => p.page === 'index.html')!;
    expect(index.requests).toEqual(['/_next/a.css', '/b.js']);
    expect(index.bytes).toBe(
      servedSize(
        Buffer.from('<link rel="stylesheet" href="/_next/a.css"><script src="/b.js"></script>'),
      ) +
        servedSize(Buffer.from(script(2000, 5))) +
        servedSize(Buffer.from(script(1000, 6))),
    );
    expect(pages.find((p) => p.page === 'about.html')!.requests).toEqual([]);
  });

  it('names the page, its requests and the budgets it breaks', () => {
    const { failures } = checkFirstPaint({ outDir, maxRequests: 1, maxBytes: 100 });
    expect(failures).toEqual([
      'index.html: 2 render-blocking request(s) (/_next/a.css, /b.js); budget: 1',
      expect.stringMatching(
        /^index\.html: \d+ bytes as served before the first paint \(budget: 100\)$/,
      ),
    ]);
  });

  it('counts the headers each page is served with, which a policy of every page’s hashes swells', () => {
    const policy = `style-src 'self' ${Array.from({ length: 50 }, (_, i) => `'sha256-${String(i).padStart(43, 'A')}='`).join(' ')}`;
    const headers = (page: string): Record<string, string> =>
      page === 'about.html' ? { 'Content-Security-Policy': policy } : {};
    const { pages, failures } = checkFirstPaint({
      outDir,
      maxRequests: 9,
      maxBytes: 2000,
      headers,
    });
    const about = pages.find((p) => p.page === 'about.html')!;
    const body = servedSize(Buffer.from('<p>No requests before the first paint.</p>'));
    expect(about.bytes).toBe(body + headerBytes({ 'Content-Security-Policy': policy }));
    expect(headerBytes({ 'Content-Security-Policy': policy })).toBe(
      `Content-Security-Policy: ${policy}\r\n`.length,
    );
    expect(failures).toEqual([
      expect.stringMatching(
        /^about\.html: \d+ bytes as served before the first paint, headers included \(budget: 2000\)$/,
      ),
    ]);
  });

  it('reads the headers a page is served with from the hosting configuration, by its address', () => {
    const config = {
      hosting: {
        headers: [
          { source: '**', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] },
          { regex: '^/about$', headers: [{ key: 'Content-Security-Policy', value: 'about' }] },
          {
            regex: '^/no-such-page$',
            headers: [{ key: 'Content-Security-Policy', value: 'lost' }],
          },
        ],
      },
    };
    expect(servedHeaders(config)('about.html')).toEqual({
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': 'about',
    });
    expect(servedHeaders(config)('404.html')).toEqual({
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': 'lost',
    });
  });

  it("holds a page to its own budgets where it has them, and names a budget's unknown page", () => {
    const { failures } = checkFirstPaint({
      outDir,
      maxRequests: 0,
      maxBytes: 1e6,
      pages: {
        'index.html': { maxRequests: 2, maxBytes: 1e6 },
        'old.html': { maxRequests: 2, maxBytes: 1e6 },
      },
    });
    expect(failures).toEqual(['old.html: has its own first-paint budget but is not a built page']);
  });
});

describe('minifySvg', () => {
  it('shrinks an SVG and keeps its size and viewBox', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="24" viewBox="0 0 48 24">\n  <!-- a comment -->\n  <rect x="0.000" y="0" width="48" height="24" fill="#ffffff"/>\n</svg>';
    const minified = minifySvg(svg);
    expect(minified.length).toBeLessThan(svg.length);
    expect(minified).toContain('viewBox="0 0 48 24"');
    expect(minified).toContain('width="48"');
  });
});

describe('servedSize', () => {
  it('is the smaller of gzip and Brotli, as Firebase Hosting serves a file', () => {
    const text = Buffer.from('<p>Registered operator training</p>'.repeat(200));
    expect(servedSize(text)).toBe(Math.min(gzipSize(text), brotliSize(text)));
    expect(brotliSize(text)).toBeLessThan(gzipSize(text));
  });
});
