import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestFunctions } from '../../functions/deployment.js';
import {
  finderPaths,
  functionOf,
  functionPaths,
  routes,
} from '../../functions/vocabulary/paths.js';
import {
  cacheControl,
  cleanUrlsExcept,
  pathsExcept,
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
    'about.html': '<style>.about{margin:0}</style><p>About</p>',
    'contact.html':
      '<form method="post" action="https://api.forms.example/submit"><input type="hidden" name="redirect" value="https://www.site.example/contact/thank-you"></form>',
    'contact/thank-you.html': '<p>Thanks</p>',
    '404.html': '<style>.lost{margin:0}</style><p>Not found</p>',
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
  // Made before the tests run, not as they are collected: a change that makes it throw then fails
  // every test here, where a throw while collecting fails the file with no test failed (which a
  // mutation run counts as a survivor: a deploy without its functions' list did).
  let dir: string;
  let config: ReturnType<typeof hostingConfig>;
  let hosting: ReturnType<typeof hostingConfig>['hosting'];
  beforeAll(() => {
    dir = fixture();
    config = hostingConfig(dir);
    ({ hosting } = config);
  });

  it('serves out/ with clean URLs and no trailing slash', () => {
    expect(hosting).toMatchObject({ public: 'out', cleanUrls: true, trailingSlash: false });
  });

  /** The one Content-Security-Policy the rules give a path (the test fails on two). */
  const policyAt = (path: string) => {
    const set = rulesFor(config, path).flatMap((rule) =>
      rule.headers.filter((h) => h.key === 'Content-Security-Policy').map((h) => h.value),
    );
    expect(set.length, path).toBeLessThanOrEqual(1);
    return set[0];
  };
  const styleHash = (css: string) =>
    `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
  const stylesOf = (policy: string | undefined) =>
    /(?:^|; )style-src ([^;]*)/.exec(policy ?? '')?.[1];

  it('sends the security headers on every path, then the policies, then each kind of file', () => {
    const [all, ...rest] = hosting.headers;
    expect(all!.source).toBe('**');
    expect(values(all!)).toEqual(securityHeaders);
    const kinds = rest.slice(-(fileKinds.length + 2));
    expect(kinds.map((rule) => rule.regex)).toEqual(
      [...fileKinds, functionRule, finderRule].map((kind) => kind.regex),
    );
    // One rule for each of the four pages (the 404 page's policy is every other path's).
    const policies = rest.slice(0, -kinds.length);
    expect(policies).toHaveLength(5);
    for (const rule of policies)
      expect(Object.keys(values(rule))).toEqual(['Content-Security-Policy']);
    const policy = policyAt('/contact')!;
    expect(policy).toMatch(/^default-src 'none'; script-src 'self'; style-src 'self'; /);
    expect(policy).toContain("img-src 'self' https://cdn.example.com;");
    expect(policy).toContain(
      "form-action 'self' https://api.forms.example https://www.site.example;",
    );
  });

  it('gives each page its own policy, with only its own inline styles, at every address it has', () => {
    const about = `'self' ${styleHash('.about{margin:0}')}`;
    const lost = `'self' ${styleHash('.lost{margin:0}')}`;
    for (const path of ['/about', '/about.html', '/about/'])
      expect(stylesOf(policyAt(path)), path).toBe(about);
    for (const path of ['/', '/index', '/index.html', '/contact', '/contact/thank-you.html'])
      expect(stylesOf(policyAt(path)), path).toBe("'self'");
    // Unknown paths get the 404 page, and its policy; so does every file that is no page.
    for (const path of [
      '/404',
      '/404.html',
      '/no-such-page',
      '/about/more',
      '/aboutx',
      '/x.pdf',
      '/icon.svg',
    ])
      expect(stylesOf(policyAt(path)), path).toBe(lost);
    // The function's answers carry their own page's policy (scripts/build/check-answers.mjs).
    for (const path of [
      ...functionPaths,
      '/providers/TP1042',
      finderPaths.results,
      '/verify/result/',
    ])
      expect(policyAt(path), path).toBeUndefined();
  });

  it('sends the check’s answers with no-store and noindex, set once, as the function does', () => {
    // Hosting's rewrites match a path with a trailing slash too: so must the rule.
    const privates = [
      ...functionPaths,
      '/api/v1/checks',
      '/api/v1/watchlist',
      '/api/v1/openapi.json',
      '/api/v1/deliveries/abc/redeliver',
      '/api/v1/nowhere',
      '/verify/result',
      // The providers' portal: a signed-in person's pages.
      '/portal/results',
      '/portal/sign-in',
    ];
    for (const path of [...privates, ...privates.map((p) => `${p}/`)]) {
      const set = Object.assign({}, ...rulesFor(config, path).map(values));
      expect(set['Cache-Control'], path).toBe('no-store');
      expect(set['X-Robots-Tag'], path).toBe('noindex');
      expect(rulesFor(config, path).map((rule) => rule.regex ?? rule.source)).toEqual([
        '**',
        functionRule.regex,
      ]);
    }
    // And rewrites every one of them to a function, in London, and every path below
    // /providers/ (the finder's answers and the providers' pages), /portal/, /console/ and /card/.
    expect(hosting.rewrites.map((rewrite) => rewrite.source)).toEqual([
      ...functionPaths,
      '/providers/**',
      '/api/v1/**',
      '/.well-known/jwks.json',
      '/verify/result',
      '/portal/**',
      '/console/**',
      '/emails/unsubscribe',
      '/card/**',
    ]);
  });

  it('rewrites each route to the function that serves it: the portal’s to the portal, none to another', () => {
    // The first rewrite whose source matches, as Hosting takes it, by superstatic's own matcher.
    const rewriteOf = (requestPath: string) =>
      hosting.rewrites.find(
        (rewrite) =>
          rulesFor({ hosting: { headers: [{ source: rewrite.source, headers: [] }] } }, requestPath)
            .length > 0,
      );
    for (const route of Object.values(routes))
      for (const requestPath of [
        route.path.replace(/\*$/, 'TP1042'),
        route.path.replace(/\*$/, 'a/b'),
      ])
        expect(rewriteOf(requestPath)?.function, requestPath).toEqual({
          functionId: functionOf(route),
          region: 'europe-west2',
        });
    expect(rewriteOf('/portal/results/new')?.function.functionId).toBe('portal');
    expect(rewriteOf(functionPaths[0]!)?.function.functionId).toBe('check');
    // Every function a rewrite names is one the deploy declares.
    expect([...new Set(hosting.rewrites.map((rewrite) => rewrite.function.functionId))]).toEqual(
      requestFunctions.map((declared) => declared.name),
    );
  });

  it('leaves the finder’s answers their own caching and indexing, and never the documents’', () => {
    for (const path of [
      finderPaths.results,
      '/providers/TP1042',
      finderPaths.sitemap,
      // The feeds' extensions are no kind of file's: their Content-Type and caching are the function's.
      finderPaths.atomFeed,
      finderPaths.jsonFeed,
    ]) {
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
    // The finder's own page is a page of the site (here, with no page in out/, an unknown path).
    expect(rulesFor(config, '/providers').map((rule) => rule.regex ?? rule.source)).toEqual([
      '**',
      hosting.headers[5]!.regex,
      fileKinds[0]!.regex,
    ]);
  });

  it('fails the build if a kind of file ever takes a feed’s extension, whose answers are the function’s', () => {
    fileKinds.push({
      kind: 'data',
      regex: String.raw`\.(?:json|atom)$`,
      headers: { 'Cache-Control': 'no-cache', 'Cross-Origin-Resource-Policy': 'same-origin' },
    });
    try {
      // Its rule and the finder's would both set the feeds' headers: the build names both.
      expect(headerConflicts(dir, hostingConfig(dir))).toEqual(
        [finderPaths.atomFeed, finderPaths.jsonFeed].map(
          (feed) =>
            `${feed} (the check's function): cross-origin-resource-policy is set by 2 rules (${fileKinds.at(-1)!.regex}, ${finderRule.regex})`,
        ),
      );
    } finally {
      fileKinds.pop();
    }
  });

  it('caches and shares each kind of file by its own rule', () => {
    const byKind = Object.fromEntries(
      fileKinds.map((kind) => [
        kind.kind,
        values(hosting.headers.find((rule) => rule.regex === kind.regex)!),
      ]),
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

  it('names a path without a policy, and a path of the function’s with one from here', () => {
    const dir = fixture();
    const config = hostingConfig(dir);
    const about = config.hosting.headers.findIndex((rule) => rule.regex?.includes('about\\.html'));
    expect(about).toBeGreaterThan(0);
    config.hosting.headers.splice(about, 1);
    config.hosting.headers.push({
      source: '/check/result',
      headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'" }],
    });
    expect(headerConflicts(dir, config)).toEqual([
      'out/about.html (/about): no rule sets its Content-Security-Policy',
      "/check/result (the check's function): Content-Security-Policy is set here, but the function's answers carry their own page's",
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

describe('pathsExcept', () => {
  const exact = ['/', '/about', '/about.html', '/about/', '/a-b', '/check/result'];
  const prefixes = ['/providers/'];
  const pattern = new RegExp(pathsExcept(exact, prefixes), 'u');
  it('matches every path but the exact paths and those that begin with a prefix', () => {
    const paths = [
      ...exact,
      '',
      '/x',
      '/abou',
      '/aboutx',
      '/about/x',
      '/about.htm',
      '/about.html/',
      '/a-',
      '/a-c',
      '/a^b',
      '/a]b',
      '/check/result/',
      '/providers',
      '/providers/',
      '/providers/TP1042',
      '/providers/a/b.html',
      '/404.html',
      '/images/a.svg',
    ];
    for (const path of paths)
      expect(pattern.test(path), path).toBe(
        !exact.includes(path) && !prefixes.some((prefix) => path.startsWith(prefix)),
      );
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
