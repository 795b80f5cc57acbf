import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { finderPaths } from '../../functions/routes.js';
import { functionPaths } from '../../functions/records.js';
import {
  cacheControl,
  cleanUrlsExcept,
  fileKinds,
  finderRule,
  functionRule,
  headerConflicts,
  hostingConfig,
  re2Difference,
  rulesFor,
  securityHeaders,
} from './hosting.mjs';
import { addressOf } from './built-files.mjs';

/** A small built site with a file of every kind, as the build leaves it in `out/`. */
function fixture(extra: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'hosting-'));
  const files: Record<string, string> = {
    'index.html':
      '<link rel="stylesheet" href="/_next/static/chunks/a.css"><script type="module" src="/_next/static/islands/islands-A.js"></script><script type="application/ld+json">{"@type":"Organization"}</script><img src="https://cdn.example.com/images/a.svg" alt="">',
    'about.html': '<p>About</p>',
    'contact.html':
      '<form method="post" action="https://api.forms.example/submit"><input type="hidden" name="redirect" value="https://www.site.example/contact/thank-you"></form>',
    'contact/thank-you.html': '<p>Thanks</p>',
    '404.html': '<p>Not found</p>',
    '_next/static/chunks/a.css': '.a{background:url(../media/b.svg)}',
    '_next/static/islands/islands-A.js': 'export{}',
    '_next/static/media/font-A.woff2': 'wOF2',
    '_next/static/media/b.svg': '<svg/>',
    'images/hero/a.svg': '<svg/>',
    'images/photo-640.avif': 'avif',
    'opengraph-image.png': 'png',
    'contact/opengraph-image.png': 'png',
    'apple-icon.png': 'png',
    'icon.svg': '<svg/>',
    'robots.txt': 'User-agent: *',
    'sitemap.xml': '<urlset/>',
    'manifest.webmanifest': '{}',
    ...extra,
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const values = (rule: { headers: { key: string; value: string }[] }) =>
  Object.fromEntries(rule.headers.map((h) => [h.key, h.value]));

describe('addressOf', () => {
  it('maps built files to clean URLs', () => {
    expect(addressOf('index.html')).toBe('/');
    expect(addressOf('about.html')).toBe('/about');
    expect(addressOf(path.join('contact', 'thank-you.html'))).toBe('/contact/thank-you');
  });
});

describe('hostingConfig', () => {
  const dir = fixture();
  const config = hostingConfig(dir);
  const { hosting } = config;

  it('serves out/ with clean URLs and no trailing slash', () => {
    expect(hosting).toMatchObject({ public: 'out', cleanUrls: true, trailingSlash: false });
  });

  it('sends the security headers and one policy for the whole site on every path', () => {
    const [all, ...kinds] = hosting.headers;
    expect(all!.source).toBe('**');
    const policy = values(all!)['Content-Security-Policy']!;
    expect(values(all!)).toEqual({ ...securityHeaders, 'Content-Security-Policy': policy });
    expect(policy).toMatch(/^default-src 'none'; script-src 'self'; style-src 'self'; /);
    expect(policy).toContain("img-src 'self' https://cdn.example.com;");
    expect(policy).toContain(
      "form-action 'self' https://api.forms.example https://www.site.example;",
    );
    expect(kinds.map((rule) => rule.regex)).toEqual(
      [...fileKinds, functionRule, finderRule].map((kind) => kind.regex),
    );
  });

  it('sends the check’s answers with no-store and noindex, set once, as the function does', () => {
    // Hosting's rewrites match a path with a trailing slash too: so must the rule.
    const privates = [...functionPaths, '/api/v1/checks', '/api/v1/watchlist', '/verify/result'];
    for (const path of [...privates, ...privates.map((p) => `${p}/`)]) {
      const set = Object.assign({}, ...rulesFor(config, path).map(values));
      expect(set['Cache-Control'], path).toBe('no-store');
      expect(set['X-Robots-Tag'], path).toBe('noindex');
      expect(rulesFor(config, path).map((rule) => rule.regex ?? rule.source)).toEqual([
        '**',
        functionRule.regex,
      ]);
    }
    // And rewrites every one of them to the function, in London, and every path below
    // /providers/ (the finder's answers and the providers' pages).
    expect(hosting.rewrites.map((rewrite) => rewrite.source)).toEqual([
      ...functionPaths,
      '/providers/**',
      '/api/v1/checks',
      '/api/v1/watchlist',
      '/api/v1/deliveries',
      '/api/v1/openapi.json',
      '/.well-known/jwks.json',
      '/verify/result',
    ]);
  });

  it('leaves the finder’s answers their own caching and indexing, and never the documents’', () => {
    for (const path of [finderPaths.results, '/providers/TP1042', finderPaths.sitemap]) {
      const set = Object.assign({}, ...rulesFor(config, path).map(values));
      expect(set, path).toEqual({
        ...values(hosting.headers[0]!),
        'Cross-Origin-Resource-Policy': 'same-origin',
      });
      expect(rulesFor(config, path).map((rule) => rule.regex ?? rule.source)).toEqual([
        '**',
        finderRule.regex,
      ]);
    }
    // The finder's own page is a page of the site.
    expect(rulesFor(config, '/providers').map((rule) => rule.regex ?? rule.source)).toEqual([
      '**',
      fileKinds[0]!.regex,
    ]);
  });

  it('caches and shares each kind of file by its own rule', () => {
    const byKind = Object.fromEntries(
      fileKinds.map((kind, i) => [kind.kind, values(hosting.headers[i + 1]!)]),
    );
    expect(byKind).toEqual({
      documents: { 'Cache-Control': 'no-cache', 'Cross-Origin-Resource-Policy': 'same-origin' },
      'scripts, styles and fonts': {
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Cross-Origin-Resource-Policy': 'same-origin',
      },
      images: {
        'Cache-Control': cacheControl.images,
        'Cross-Origin-Resource-Policy': 'cross-origin',
      },
    });
  });

  it('sets every header once for every page, file and unknown path', () => {
    expect(headerConflicts(dir, config)).toEqual([]);
  });

  it('fails the build, naming page and element, when a page holds what the policy blocks', () => {
    expect(() => hostingConfig(fixture({ 'terms.html': '<script>track()</script>' }))).toThrow(
      /terms\.html: <script>: an inline script would be blocked/,
    );
  });
});

describe('headerConflicts', () => {
  it('names each path where two rules set one header, and both rules', () => {
    const dir = fixture();
    const config = hostingConfig(dir);
    config.hosting.headers.push({
      source: '/images/**',
      headers: [{ key: 'Cache-Control', value: 'no-store' }],
    });
    expect(headerConflicts(dir, config)).toEqual([
      String.raw`out/images/hero/a.svg (/images/hero/a.svg): cache-control is set by 2 rules (\.(?:svg|png|jpe?g|webp|avif|gif|ico)$, /images/**)`,
      String.raw`out/images/photo-640.avif (/images/photo-640.avif): cache-control is set by 2 rules (\.(?:svg|png|jpe?g|webp|avif|gif|ico)$, /images/**)`,
    ]);
  });

  it('names a file no kind matches, one without an extension, and a mutable one cached for good', () => {
    const dir = fixture({
      'brochure.pdf': '%PDF',
      'social-card': 'png',
      'analytics.js': 'export{}',
    });
    expect(headerConflicts(dir, hostingConfig(dir))).toEqual([
      'out/analytics.js (/analytics.js): cached as immutable, but only the build’s content-hashed files under _next/static/ may be',
      'out/brochure.pdf (/brochure.pdf): no kind of file matches it, so it has no Cache-Control; add its extension to fileKinds in scripts/build/hosting.mjs',
      'out/social-card (/social-card): a file without an extension is served as a document and untyped; give it one (a route handler named like app/opengraph-image.png/route.tsx)',
    ]);
  });
});

describe('cleanUrlsExcept', () => {
  // What the documents' pattern was before the function's paths were taken out of it.
  const cleanUrl = /(?:^|\/)[^./]*$/;
  const excluded = ['/check/result', '/check/report', '/a/b-c'];
  const pattern = new RegExp(cleanUrlsExcept(excluded), 'u');
  it('matches every clean URL but the excluded paths, and nothing else', () => {
    const paths = [
      '/',
      '/about',
      '/check',
      '/check/',
      '/checks',
      '/check/result',
      '/check/results',
      '/check/resul',
      '/check/result/',
      '/check/result/more',
      '/check/result.html',
      '/check/report',
      '/check/reports',
      '/check/re',
      '/check.v2/result',
      '/a/b-c',
      '/a/b-',
      '/a/b-d',
      '/a/b-c/d',
      '/a/bxc',
      '/x.png',
      '/images/a.b/c',
      '/images/a.b/c.svg',
      '/services/construction',
      '/-',
      '/^',
    ];
    for (const path of paths)
      expect(pattern.test(path), path).toBe(cleanUrl.test(path) && !excluded.includes(path));
  });

  it('refuses a path with a dot, which a clean URL never has', () => {
    expect(() => cleanUrlsExcept(['/robots.txt'])).toThrow(/no dot/);
  });
});

describe('re2Difference', () => {
  it('passes the kinds of file: RE2 and RegExp read each alike', () => {
    for (const { kind, regex } of [...fileKinds, functionRule, finderRule])
      expect(re2Difference(regex), kind).toBeUndefined();
  });

  it('names what RE2 or RegExp would read otherwise', () => {
    expect(re2Difference(String.raw`\.(?!map)js$`)).toMatch(/lookaround/);
    expect(re2Difference(String.raw`(?<=/)a$`)).toMatch(/lookaround/);
    expect(re2Difference(String.raw`(a)\1`)).toMatch(/backreference/);
    expect(re2Difference(String.raw`(?P<ext>js)$`)).toMatch(/named group/);
    expect(re2Difference(String.raw`(?<ext>js)$`)).toMatch(/named group/);
    expect(re2Difference(String.raw`\Aindex\z`)).toMatch(/only RE2/);
    expect(re2Difference(String.raw`(?:^|/)[^./]*$`)).toBeUndefined();
  });
});
