// Checks the built site against budgets.json: the gzipped JavaScript each page of `out/` loads,
// over what a bare Next.js App Router page (bench/bare-next/out) loads. A failure names the page
// and the bytes. Run after `next build` and `next build bench/bare-next`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The script files an HTML page loads, in order, without duplicates. */
export function scriptSources(html) {
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  return [...new Set(sources)];
}

/** Gzipped size, at the highest level, as a CDN would serve it. */
export function gzipSize(buffer) {
  return gzipSync(buffer, { level: 9 }).length;
}

/**
 * Every `.html` file below a folder, as paths relative to it.
 * @param {string} dir
 * @param {string} [prefix]
 * @returns {string[]}
 */
export function htmlFiles(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix)).flatMap((name) => {
    const relative = path.join(prefix, name);
    if (statSync(path.join(dir, relative)).isDirectory()) return htmlFiles(dir, relative);
    return name.endsWith('.html') ? [relative] : [];
  });
}

/** The gzipped bytes of JavaScript a built page loads. */
export function pageJavaScriptBytes(dir, htmlFile) {
  const html = readFileSync(path.join(dir, htmlFile), 'utf8');
  return scriptSources(html).reduce((sum, src) => {
    const file = path.join(dir, decodeURIComponent(src.split(/[?#]/)[0]));
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

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const budgets = JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8'));
  const { bare, pages, failures } = checkJavaScript({
    outDir: path.join(root, 'out'),
    bareDir: path.join(root, 'bench/bare-next/out'),
    maxOverBareBytes: budgets.javascriptOverBareKb * 1024,
  });
  console.log(`Bare Next.js page: ${kb(bare)} of gzipped JavaScript`);
  for (const p of pages) console.log(`  ${p.page}: ${kb(p.bytes)} (+${kb(p.overBare)})`);
  if (failures.length) {
    console.error(`\nOver budget (budgets.json):\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`All pages within ${budgets.javascriptOverBareKb} KB of the bare page.`);
}
