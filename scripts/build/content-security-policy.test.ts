import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  blockedInElement,
  elementFormTargets,
  elementResources,
  integrity,
  pageNeeds,
  servedOverHttps,
  sitePolicy,
} from './content-security-policy.mjs';

const jsonLd = '<script type="application/ld+json">{"@type":"Organization"}</script>';
const home = [
  '<html><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css">',
  '<link rel="preload" href="/_next/static/media/f.woff2" as="font" crossorigin="">',
  '<link rel="icon" href="/icon.svg"><link rel="manifest" href="/manifest.webmanifest">',
  '<link rel="canonical" href="https://www.site.example/">',
  '<script type="module" src="/_next/static/islands/islands-A.js" integrity="sha384-x"></script>',
  '</head><body>',
  '<picture><source srcset="https://cdn.example/a-320.avif 320w, https://cdn.example/a-640.avif 640w">',
  '<img src="/images/a.svg" alt=""></picture>',
  '<svg><use href="#tick"></use></svg>',
  jsonLd,
  '</body></html>',
].join('');
const contact =
  '<form method="post" action="https://api.forms.example/submit"><input type="hidden" name="redirect" value="https://www.site.example/contact/thank-you"></form>';

describe('pageNeeds', () => {
  it('lists what a page loads under the directive that governs it', () => {
    const { resources, problems } = pageNeeds(home, 'index.html');
    expect(problems).toEqual([]);
    expect(resources.map(({ directive, url }) => `${directive} ${url}`)).toEqual([
      'style-src /_next/static/chunks/a.css',
      'font-src /_next/static/media/f.woff2',
      'img-src /icon.svg',
      'manifest-src /manifest.webmanifest',
      'script-src /_next/static/islands/islands-A.js',
      'img-src https://cdn.example/a-320.avif',
      'img-src https://cdn.example/a-640.avif',
      'img-src /images/a.svg',
    ]);
  });

  it('lists where forms send visitors, the redirect after a submission included', () => {
    expect(pageNeeds(contact, 'contact.html').formTargets).toEqual([
      'https://api.forms.example/submit',
      'https://www.site.example/contact/thank-you',
    ]);
  });

  it('hashes inline <style> elements', () => {
    const css = 'h1{color:red}';
    expect(pageNeeds(`<style>${css}</style>`, 'a.html').styleHashes).toEqual([
      `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
    ]);
  });

  it('allows the inline scripts it is given, by hash, and no other', () => {
    const needs = pageNeeds('<script id="boot">boot()</script><script>track()</script>', 'a.html', {
      inlineScripts: ['boot()'],
    });
    expect(needs.scriptHashes).toEqual([
      `'sha256-${createHash('sha256').update('boot()').digest('base64')}'`,
    ]);
    expect(needs.problems).toEqual([
      `a.html: <script>: an inline script would be blocked (script-src 'self'): load it from a file, as scripts/build/islands.mjs does`,
    ]);
  });

  it('names the page and the element of everything the policy would block', () => {
    const html = [
      '<script id="boot">start()</script>',
      '<button id="go" onclick="go()">Go</button>',
      '<p class="lead" style="color:red">Hi</p>',
      '<a href="javascript:void(0)">x</a>',
      '<iframe src="https://maps.example/embed"></iframe>',
      '<base href="/">',
      jsonLd,
    ].join('');
    expect(pageNeeds(html, 'about.html').problems).toEqual([
      `about.html: <script id="boot">: an inline script would be blocked (script-src 'self'): load it from a file, as scripts/build/islands.mjs does`,
      'about.html: <button id="go">: the inline event handler onclick="…" would be blocked (script-src)',
      'about.html: <p class="lead">: the inline style attribute would be blocked (style-src); use a class',
      'about.html: <a href="javascript:void(0)">: the javascript: URL in href would be blocked (script-src)',
      `about.html: <iframe src="https://maps.example/embed">: frames are blocked (frame-src falls back to default-src 'none'), but of a path of the site itself`,
      `about.html: <base href="/">: <base> is blocked (base-uri 'none')`,
    ]);
  });
});

describe('one element', () => {
  it('blocks handlers, style attributes, javascript: URLs, frames, plugins and <base>', () => {
    expect(blockedInElement('a', { href: '/x', class: 'c' })).toEqual([]);
    expect(blockedInElement('button', { onClick: 'go()', style: 'color:red' })).toEqual([
      'the inline event handler onClick="…" would be blocked (script-src)',
      'the inline style attribute would be blocked (style-src); use a class',
    ]);
    expect(blockedInElement('a', { href: ' javascript:void(0)' })).toEqual([
      'the javascript: URL in href would be blocked (script-src)',
    ]);
    expect(blockedInElement('iframe', {})).toHaveLength(1);
    expect(blockedInElement('iframe', { src: '//maps.example/embed' })).toHaveLength(1);
    expect(blockedInElement('iframe', { src: '/card/code' })).toEqual([]);
    expect(blockedInElement('base', { href: '/' })).toEqual([
      "<base> is blocked (base-uri 'none')",
    ]);
  });

  it('names what it fetches, under the directive that governs it', () => {
    expect(elementResources('script', { src: '/a.js' })).toEqual([
      { directive: 'script-src', url: '/a.js' },
    ]);
    expect(elementResources('script', {})).toEqual([]);
    expect(elementResources('link', { rel: 'preload', as: 'font', href: '/f.woff2' })).toEqual([
      { directive: 'font-src', url: '/f.woff2' },
    ]);
    expect(
      elementResources('link', {
        rel: 'preload',
        as: 'image',
        href: '/a.png',
        imagesrcset: '/a.png 1x, /b.png 2x',
      }),
    ).toEqual([
      { directive: 'img-src', url: '/a.png' },
      { directive: 'img-src', url: '/a.png' },
      { directive: 'img-src', url: '/b.png' },
    ]);
    expect(elementResources('img', { src: '/a.svg', srcset: '/a-1.svg 320w' })).toEqual([
      { directive: 'img-src', url: '/a.svg' },
      { directive: 'img-src', url: '/a-1.svg' },
    ]);
    expect(elementResources('use', { href: '#icon' })).toEqual([]);
    expect(elementResources('use', { 'xlink:href': '/sprite.svg#i' })).toEqual([
      { directive: 'img-src', url: '/sprite.svg#i' },
    ]);
    expect(elementResources('link', { rel: 'canonical', href: 'https://x.example/' })).toEqual([]);
  });

  it('names where a form can send the visitor, the form service’s redirect included', () => {
    expect(elementFormTargets('form', { action: 'https://api.example/submit' })).toEqual([
      'https://api.example/submit',
    ]);
    expect(elementFormTargets('form', {})).toEqual([]);
    expect(elementFormTargets('button', { formaction: '/other' })).toEqual(['/other']);
    expect(
      elementFormTargets('input', {
        type: 'hidden',
        name: 'redirect',
        value: 'https://s.example/ok',
      }),
    ).toEqual(['https://s.example/ok']);
    expect(elementFormTargets('input', { name: 'email', value: 'a@b.example' })).toEqual([]);
  });
});

describe('sitePolicy', () => {
  const { policies, policyWith, problems } = sitePolicy(
    [
      { page: 'index.html', html: `<style>h1{margin:0}</style>${home}` },
      { page: 'contact.html', html: contact },
      { page: 'about.html', html: '<style>p{margin:0}</style><script id="boot">boot()</script>' },
    ],
    { inlineScripts: ['boot()'], https: true },
  );
  const policy = policies['about.html']!;
  const directivesOf = (text: string) =>
    Object.fromEntries(text.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));
  const directives = directivesOf(policy);
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('denies by default and names each kind of resource the pages load', () => {
    expect(problems).toEqual([]);
    expect(directives).toEqual({
      'default-src': ["'none'"],
      'script-src': [
        "'self'",
        `'sha256-${createHash('sha256').update('boot()').digest('base64')}'`,
      ],
      'style-src': [
        "'self'",
        `'sha256-${createHash('sha256').update('p{margin:0}').digest('base64')}'`,
      ],
      'img-src': ["'self'", 'https://cdn.example'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'manifest-src': ["'self'"],
      'form-action': ["'self'", 'https://api.forms.example', 'https://www.site.example'],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'none'"],
      'upgrade-insecure-requests': [],
    });
    expect(policy).not.toMatch(/unsafe-|strict-dynamic|\*/);
  });

  it("gives each page its own policy: the site's, with only its own inline script and styles", () => {
    expect(Object.keys(policies)).toEqual(['index.html', 'contact.html', 'about.html']);
    const styles = (page: string) => directivesOf(policies[page]!)['style-src'];
    const scripts = (page: string) => directivesOf(policies[page]!)['script-src'];
    expect(styles('index.html')).toEqual(["'self'", hash('h1{margin:0}')]);
    expect(styles('about.html')).toEqual(["'self'", hash('p{margin:0}')]);
    expect(styles('contact.html')).toEqual(["'self'"]);
    expect(scripts('index.html')).toEqual(["'self'"]);
    expect(scripts('about.html')).toEqual(["'self'", hash('boot()')]);
    // All else is the site's: another page's images and forms are allowed on every page.
    for (const page of Object.keys(policies))
      expect({ ...directivesOf(policies[page]!), 'script-src': [], 'style-src': [] }).toEqual({
        ...directives,
        'script-src': [],
        'style-src': [],
      });
    // A response that is no page allows nothing inline.
    expect(directivesOf(policyWith({}))).toEqual({
      ...directives,
      'script-src': ["'self'"],
      'style-src': ["'self'"],
    });
  });

  it('lets a page frame a path of the site itself, and only that page', () => {
    const framed = sitePolicy([
      {
        page: 'card/answers/card-show.html',
        html: '<iframe src="/card/code" title="Code"></iframe>',
      },
      { page: 'about.html', html: '<p>About</p>' },
    ]);
    expect(framed.problems).toEqual([]);
    expect(directivesOf(framed.policies['card/answers/card-show.html']!)['frame-src']).toEqual([
      "'self'",
    ]);
    expect(directivesOf(framed.policies['about.html']!)['frame-src']).toBeUndefined();
    expect(
      sitePolicy([{ page: 'a.html', html: '<iframe src="https://maps.example/x"></iframe>' }])
        .problems,
    ).toHaveLength(2);
  });

  it('fails scripts, styles and fonts from anywhere but the site, in pages, stylesheets and <style>', () => {
    const { problems: found } = sitePolicy(
      [
        {
          page: 'a.html',
          html: '<script src="https://cdn.example/x.js"></script><link rel="stylesheet" href="https://fonts.example/css">',
        },
        { page: 'b.html', html: '<style>.c{background:url(//img.example/c.png)}</style>' },
      ],
      {
        css: [
          {
            file: '_next/static/chunks/a.css',
            text: '@font-face{src:url(https://fonts.example/f.woff2)}.a{background:url("data:image/png;base64,AA")}.b{background:url(../media/ok.svg)}',
          },
        ],
      },
    );
    expect(found).toEqual([
      `a.html: <script src="https://cdn.example/x.js">: https://cdn.example would be blocked (script-src 'self'); serve the file from the site`,
      `a.html: <link href="https://fonts.example/css">: https://fonts.example would be blocked (style-src 'self'); serve the file from the site`,
      '_next/static/chunks/a.css: url(https://fonts.example/f.woff2) would be blocked (font-src and img-src allow the site only); serve the file from the site',
      '_next/static/chunks/a.css: url(data:image/png;base64,AA) would be blocked (font-src and img-src allow the site only); serve the file from the site',
      'b.html: <style>: url(//img.example/c.png) would be blocked (font-src and img-src allow the site only); serve the file from the site',
    ]);
  });
});

describe('upgrade-insecure-requests', () => {
  const page = [{ page: 'index.html', html: '<p>Hi</p>' }];

  it('is in the policy of a site served over https, and only there', () => {
    const policyOf = (options?: { https: boolean }) =>
      sitePolicy(page, options).policies['index.html'];
    expect(policyOf({ https: true })).toMatch(/; upgrade-insecure-requests$/);
    expect(policyOf({ https: false })).not.toContain('upgrade-insecure-requests');
    expect(policyOf()).not.toContain('upgrade-insecure-requests');
  });

  it('is for production builds: a site URL set to https, not a local or test build', () => {
    expect(servedOverHttps('https://www.example.org.uk')).toBe(true);
    expect(servedOverHttps('https://127.0.0.1:4400')).toBe(true);
    // `npm start` (no site URL) and the end-to-end build (loopback http) are served over http.
    expect(servedOverHttps(undefined)).toBe(false);
    expect(servedOverHttps('')).toBe(false);
    expect(servedOverHttps('http://127.0.0.1:4173')).toBe(false);
    expect(servedOverHttps('not a url')).toBe(false);
  });
});

describe('integrity', () => {
  it('is the sha384 of the bytes, as the integrity attribute wants it', () => {
    expect(integrity(Buffer.from('alert(1)'))).toBe(
      `sha384-${createHash('sha384').update('alert(1)').digest('base64')}`,
    );
  });
});
