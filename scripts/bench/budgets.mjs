// Checks the built site against budgets.json: the gzipped JavaScript each page of `out/` loads,
// over what a bare Next.js App Router page (bench/bare-next/out) loads; each page's HTML, CSS and
// images; and what stands before its first paint (render-blocking requests, and the bytes they,
// the page and the headers it is served with make). A failure names the page and the figure. Run
// after `npm run build` (out/ and firebase.json) and `next build bench/bare-next`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addressOf, htmlFiles, readIslandsManifest } from '../build/built-files.mjs';
import { notFoundPage, rulesFor } from '../build/hosting.mjs';
import { gzipSize, headerBytes, servedSize } from '../build/served-size.mjs';
import { isCommand, root } from '../project.mjs';

/**
 * The script files an HTML page loads, in order, without duplicates.
 * @param {string} html
 */
export function scriptSources(html) {
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(
    (m) => /** @type {string} */ (m[1]),
  );
  return [...new Set(sources)];
}

/**
 * The script files a page loads: those its HTML names and, for a page with client islands, the
 * islands' one file, which its boot script adds (the manifest scripts/build/islands.mjs writes).
 * @param {string} html
 * @param {{ entry: string }} [manifest]
 */
export function pageScripts(html, manifest) {
  const sources = scriptSources(html);
  if (!manifest || !/\bdata-island="/.test(html) || !html.includes(`"${manifest.entry}"`))
    return sources;
  return [...new Set([...sources, manifest.entry])];
}

/**
 * The gzipped bytes of JavaScript a built page loads.
 * @param {string} dir
 * @param {string} htmlFile
 * @param {{ entry: string }} [manifest]
 */
export function pageJavaScriptBytes(dir, htmlFile, manifest = readIslandsManifest(dir)) {
  const html = readFileSync(path.join(dir, htmlFile), 'utf8');
  return pageScripts(html, manifest).reduce((sum, src) => {
    const file = path.join(dir, decodeURIComponent(withoutQuery(src)));
    return sum + gzipSize(readFileSync(file));
  }, 0);
}

/**
 * Each page's JavaScript against the bare page's plus the budget; failures name page and bytes.
 * @param {{ outDir: string, bareDir: string, maxOverBareBytes: number }} options
 * @returns {{ bare: number, pages: { page: string, bytes: number, overBare: number }[], failures: string[] }}
 */
export function checkJavaScript({ outDir, bareDir, maxOverBareBytes }) {
  const bare = pageJavaScriptBytes(bareDir, 'index.html');
  const pages = htmlFiles(outDir).map((page) => {
    const bytes = pageJavaScriptBytes(outDir, page);
    return { page, bytes, overBare: bytes - bare };
  });
  const failures = pages
    .filter((p) => p.overBare > maxOverBareBytes)
    .map(
      (p) =>
        `${p.page}: ${p.bytes} bytes of gzipped JavaScript, ${p.overBare} over the bare page's ${bare} (budget: ${maxOverBareBytes} over)`,
    );
  return { bare, pages, failures };
}

/**
 * A URL's path without its query or fragment.
 * @param {string} url
 */
const withoutQuery = (url) => /** @type {string} */ (url.split(/[?#]/)[0]);

/**
 * The local files a page links with one attribute of one element (`link`/`href`, `img`/`src`).
 * @param {string} html
 * @param {RegExp} pattern with the URL as its first group
 */
function linkedFiles(html, pattern) {
  return [...new Set([...html.matchAll(pattern)].map((m) => /** @type {string} */ (m[1])))].filter(
    (url) => url.startsWith('/'),
  );
}

/**
 * The gzipped bytes of the page's other resources: its HTML, its stylesheets and its images.
 * @param {string} dir
 * @param {string} htmlFile
 * @returns {{ html: number, css: number, images: number }}
 */
export function pageResourceBytes(dir, htmlFile) {
  const text = readFileSync(path.join(dir, htmlFile), 'utf8');
  const sum = (/** @type {string[]} */ urls) =>
    urls.reduce(
      (total, url) =>
        total + gzipSize(readFileSync(path.join(dir, decodeURIComponent(withoutQuery(url))))),
      0,
    );
  return {
    html: gzipSize(Buffer.from(text)),
    css:
      sum(linkedFiles(text, /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)) +
      inlineStyleBytes(text),
    images: sum(linkedFiles(text, /<img\b[^>]*\bsrc="([^"]+)"/g)),
  };
}

/**
 * The gzipped bytes of a page's inline `<style>` elements, together (0 if it has none).
 * @param {string} html
 */
function inlineStyleBytes(html) {
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  return styles.length === 0 ? 0 : gzipSize(Buffer.from(styles.join('')));
}

/**
 * Each page's HTML, CSS and images against their budgets; failures name page, resource and bytes.
 * @param {{ outDir: string, maxBytes: { html: number, css: number, images: number } }} options
 * @returns {{ pages: { page: string, html: number, css: number, images: number }[], failures: string[] }}
 */
export function checkResources({ outDir, maxBytes }) {
  const pages = htmlFiles(outDir).map((page) => ({ page, ...pageResourceBytes(outDir, page) }));
  const failures = pages.flatMap((p) =>
    /** @type {const} */ (['html', 'css', 'images'])
      .filter((resource) => p[resource] > maxBytes[resource])
      .map(
        (resource) =>
          `${p.page}: ${p[resource]} bytes of gzipped ${resource.toUpperCase()} (budget: ${maxBytes[resource]})`,
      ),
  );
  return { pages, failures };
}

/**
 * The requests that hold up a page's first paint: stylesheets (not for print alone) and scripts
 * that are neither async, deferred nor modules, in the order the page names them (with
 * JavaScript: links inside `<noscript>` do not count).
 * @param {string} html
 * @returns {string[]}
 */
export function renderBlockingRequests(html) {
  const blocking = [];
  // A `<noscript>`'s links are for browsers without JavaScript alone (scripts/build/inline-css.mjs).
  const withScripting = html.replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript>/g, '');
  for (const [element] of withScripting.matchAll(/<(?:link|script)\b[^>]*>/g)) {
    const href = /\b(?:href|src)="([^"]+)"/.exec(element)?.[1];
    if (!href) continue;
    const media = /\bmedia="([^"]*)"/.exec(element)?.[1] ?? 'all';
    if (/^<link/.test(element)) {
      if (/\brel="stylesheet"/.test(element) && media !== 'print') blocking.push(href);
    } else if (!/\b(async|defer)\b|\btype="module"/.test(element)) blocking.push(href);
  }
  return blocking;
}

/**
 * The headers a page of the site is served with, by its file, as the hosting configuration sets
 * them (superstatic's matcher, as scripts/build/hosting.mjs checks them): the 404 page's are those
 * of an unknown path.
 * @param {{ hosting: { headers: import('../build/hosting.mjs').HeaderRule[] } }} config
 * @returns {(page: string) => Record<string, string>}
 */
export const servedHeaders = (config) => (page) =>
  Object.fromEntries(
    rulesFor(config, page === notFoundPage ? '/no-such-page' : addressOf(page)).flatMap((rule) =>
      rule.headers.map(({ key, value }) => [key, value]),
    ),
  );

/**
 * What stands between each page and its first paint: its render-blocking requests, and the
 * bytes the browser must fetch first (the page, its headers and those requests, as served:
 * `servedSize`, `headerBytes`). Each page has the default budgets unless `pages` gives it its own.
 * Failures name the page, the figure and its budget.
 * @param {{ outDir: string, maxRequests: number, maxBytes: number, pages?: Record<string, { maxRequests: number, maxBytes: number }>, headers?: (page: string) => Record<string, string> }} options
 *   `headers`: the headers each page is served with (`servedHeaders`); without it, only the
 *   bytes of the page and its requests count
 */
export function checkFirstPaint({ outDir, maxRequests, maxBytes, pages: own = {}, headers }) {
  const pages = htmlFiles(outDir).map((page) => {
    const html = readFileSync(path.join(outDir, page), 'utf8');
    const requests = renderBlockingRequests(html);
    const bytes =
      servedSize(Buffer.from(html)) +
      (headers ? headerBytes(headers(page)) : 0) +
      requests
        .filter((url) => url.startsWith('/'))
        .reduce((sum, url) => sum + servedSize(readFileSync(path.join(outDir, url))), 0);
    return { page, requests, bytes, ...(own[page] ?? { maxRequests, maxBytes }) };
  });
  const unknown = Object.keys(own).filter((page) => !pages.some((p) => p.page === page));
  const failures = [
    ...unknown.map((page) => `${page}: has its own first-paint budget but is not a built page`),
    ...pages.flatMap((p) => [
      ...(p.requests.length > p.maxRequests
        ? [
            `${p.page}: ${p.requests.length} render-blocking request(s) (${p.requests.join(', ')}); budget: ${p.maxRequests}`,
          ]
        : []),
      ...(p.bytes > p.maxBytes
        ? [
            `${p.page}: ${p.bytes} bytes as served before the first paint${headers ? ', headers included' : ''} (budget: ${p.maxBytes})`,
          ]
        : []),
    ]),
  ];
  return { pages, failures };
}

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (isCommand(import.meta.url)) {
  const budgets = JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8'));
  const outDir = path.join(root, 'out');
  const js = checkJavaScript({
    outDir,
    bareDir: path.join(root, 'bench/bare-next/out'),
    maxOverBareBytes: budgets.javascriptOverBareKb * 1024,
  });
  const other = checkResources({
    outDir,
    maxBytes: {
      html: budgets.htmlKb * 1024,
      css: budgets.cssKb * 1024,
      images: budgets.imagesKb * 1024,
    },
  });
  const firstPaint = checkFirstPaint({
    outDir,
    headers: servedHeaders(JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'))),
    maxRequests: budgets.firstPaint.renderBlockingRequests,
    maxBytes: budgets.firstPaint.bytesKb * 1024,
    pages: Object.fromEntries(
      Object.entries(budgets.firstPaint.pages ?? {}).map(([page, own]) => [
        page,
        { maxRequests: own.renderBlockingRequests, maxBytes: own.bytesKb * 1024 },
      ]),
    ),
  });
  console.log(`Bare Next.js page: ${kb(js.bare)} of gzipped JavaScript`);
  console.log(
    'Page: JavaScript (over bare), HTML, CSS, images, gzipped; render-blocking requests, bytes before first paint as served (gzip or Brotli)',
  );
  for (const p of js.pages) {
    const o = other.pages.find((q) => q.page === p.page);
    const f = firstPaint.pages.find((q) => q.page === p.page);
    // Every check reads the same built pages.
    if (!o || !f) throw new Error(`${p.page}: missing from the resource or first-paint check`);
    console.log(
      `  ${p.page}: ${kb(p.bytes)} (${p.overBare < 0 ? '−' : '+'}${kb(Math.abs(p.overBare))} vs bare), ${kb(o.html)}, ${kb(o.css)}, ${kb(o.images)}; ${f.requests.length}, ${kb(f.bytes)}`,
    );
  }
  const failures = [...js.failures, ...other.failures, ...firstPaint.failures];
  if (failures.length) {
    console.error(`\nOver budget (budgets.json):\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Every page is within its budgets.');
}
