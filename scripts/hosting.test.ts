import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cacheControl,
  contentSecurityPolicy,
  hostingConfig,
  inlineScriptHashes,
  routeOf,
  securityHeaders,
} from './hosting.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A small built site, as `next build` leaves it in `out/`. */
function fixture() {
  const dir = mkdtempSync(path.join(tmpdir(), 'hosting-'));
  const files: Record<string, string> = {
    'index.html': '<script src="/_next/a.js"></script><script>self.home=1</script>',
    'about.html':
      '<script>self.about=1</script><script type="application/ld+json">{"@type":"Organization"}</script><img src="https://cdn.example.com/images/a.svg">',
    'contact/thank-you.html': '<script>self.thanks=1</script>',
    'opengraph-image': '\x89PNG\r\n\x1a\n-image-data',
    'contact/opengraph-image': '\x89PNG\r\n\x1a\n-image-data',
    notes: 'plain text without an extension',
    'contact.html':
      '<form method="post" action="https://api.forms.example/submit"><input type="hidden" name="redirect" value="https://www.site.example/contact/thank-you"></form><script id="_R_">self.contact=1</script>',
    '404.html': '<script>self.missing=1</script>',
    '_not-found.html': '<script>self.missing=1</script>',
  };
  for (const [name, html] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    // Binary files are given as latin1 strings, one character a byte.
    writeFileSync(
      path.join(dir, name),
      Buffer.from(html, name.endsWith('.html') ? 'utf8' : 'latin1'),
    );
  }
  return dir;
}

const policyOf = (
  rules: { source: string; headers: { key: string; value: string }[] }[],
  source: string,
) =>
  rules
    .find((rule) => rule.source === source)
    ?.headers.find((h) => h.key === 'Content-Security-Policy')?.value;

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only, once each, and skips external scripts and JSON data', () => {
    const html =
      '<script src="/x.js"></script><script>a()</script><script id="_R_">b()</script><script>a()</script><script type="application/ld+json">{}</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy(
    '<script>go()</script><form action="https://forms.example/submit"><input name="redirect" value="https://site.example/thanks"></form><img src="https://cdn.example/a.png">',
  );

  it('allows the page’s own scripts and nothing inline or evaluated', () => {
    expect(policy).toContain(`script-src 'self' ${sha('go()')};`);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic/);
  });

  it('limits forms to the site, the form service and the redirect target', () => {
    expect(policy).toContain("form-action 'self' https://forms.example https://site.example;");
  });

  it('allows images from the asset origin the page uses', () => {
    expect(policy).toContain("img-src 'self' data: https://cdn.example;");
  });

  it('forbids plugins, framing and base changes, and upgrades insecure requests', () => {
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      'upgrade-insecure-requests',
      "default-src 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
  });
});

describe('routeOf', () => {
  it('maps built files to clean URLs', () => {
    expect(routeOf('index.html')).toBe('/');
    expect(routeOf('about.html')).toBe('/about');
    expect(routeOf(path.join('contact', 'thank-you.html'))).toBe('/contact/thank-you');
  });
});

describe('hostingConfig', () => {
  const { hosting } = hostingConfig(fixture());

  it('serves out/ with clean URLs and no trailing slash', () => {
    expect(hosting).toMatchObject({ public: 'out', cleanUrls: true, trailingSlash: false });
  });

  it('gives every page its own policy with its own hashes, and unknown paths the 404 page’s', () => {
    const rules = hosting.headers;
    expect(rules.map((rule) => rule.source)).toEqual([
      '**',
      '/_next/static/**',
      '/images/**',
      '/contact/opengraph-image',
      '/opengraph-image',
      '/about',
      '/contact',
      '/contact/thank-you',
      '/',
    ]);
    expect(policyOf(rules, '/')).toContain(sha('self.home=1'));
    expect(policyOf(rules, '/')).not.toContain(sha('self.about=1'));
    expect(policyOf(rules, '/about')).toContain("img-src 'self' data: https://cdn.example.com;");
    expect(policyOf(rules, '/contact')).toContain(
      "form-action 'self' https://api.forms.example https://www.site.example;",
    );
    expect(policyOf(rules, '**')).toContain(sha('self.missing=1'));
  });

  it('types generated images that have no extension', () => {
    const rule = hosting.headers.find((r) => r.source === '/opengraph-image')!;
    expect(rule.headers).toContainEqual({ key: 'Content-Type', value: 'image/png' });
  });

  it('sends the security headers everywhere and caches by kind of file', () => {
    const all = Object.fromEntries(hosting.headers[0]!.headers.map((h) => [h.key, h.value]));
    expect(all).toMatchObject({ ...securityHeaders, 'Cache-Control': cacheControl.revalidate });
    expect(hosting.headers[1]!.headers).toEqual([
      { key: 'Cache-Control', value: cacheControl.immutable },
    ]);
    expect(cacheControl.immutable).toBe('public, max-age=31536000, immutable');
  });
});
