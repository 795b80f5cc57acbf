// The files of a built site (`out/`), as the build steps, the budgets and the hosting
// configuration walk them: every file below a folder, its HTML pages and the stylesheets they
// link, and the files the steps leave beside it for one another (in `.next/`, never served).
import { readFileSync, readdirSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file below a folder whose name ends with `extension`, as paths relative to it.
 * @param {string} dir
 * @param {string} extension
 * @param {string} [prefix]
 * @returns {string[]}
 */
export function filesBelow(dir, extension, prefix = '') {
  return readdirSync(path.join(dir, prefix)).flatMap((name) => {
    const relative = path.join(prefix, name);
    if (statSync(path.join(dir, relative)).isDirectory())
      return filesBelow(dir, extension, relative);
    return name.endsWith(extension) ? [relative] : [];
  });
}

/**
 * Every `.html` file below a folder, as paths relative to it.
 * @param {string} dir
 * @returns {string[]}
 */
export function htmlFiles(dir) {
  return filesBelow(dir, '.html');
}

/**
 * The stylesheet URLs a page links, in order.
 * @param {string} html
 * @returns {string[]}
 */
export const linkedStylesheets = (html) =>
  [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(
    ([link]) => /\bhref="([^"]+)"/.exec(link)?.[1] ?? '',
  );

/**
 * Where scripts/build/islands.mjs records the islands' file, the source each island renders from and
 * the boot script, from the built folder.
 */
export const islandsManifestPath = '../.next/islands-manifest.json';

/** Where scripts/build/class-names.mjs records each class's short name (or null: dropped). */
export const classNamesPath = '../.next/class-names.json';

/**
 * Where scripts/build/inline-css.mjs keeps the stylesheets each page linked, whole, short class names
 * and all, before it writes each page's own rules into it: what the built-CSS test compares the
 * pages with. `{ stylesheets: { [href]: css }, pages: { [page]: href[] } }`.
 */
export const siteStylesheetsPath = '../.next/page-stylesheets.json';

/**
 * @typedef {{ entry: string, islandSource: Record<string, string>, boot: string }} IslandsManifest
 * What scripts/build/islands.mjs records: the islands' file (its address on the site), the source
 * each island renders from, by name, and the boot script.
 */

/**
 * The islands manifest beside a built folder, if there is one.
 * @param {string} dir
 * @returns {IslandsManifest | undefined}
 */
export function readIslandsManifest(dir) {
  try {
    return JSON.parse(readFileSync(path.join(dir, islandsManifestPath), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The short class names beside a built folder, as a map from each class to its new name (`null`:
 * dropped).
 * @param {string} dir
 * @returns {Map<string, string | null>}
 */
export function readClassNames(dir) {
  const file = path.join(dir, classNamesPath);
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8'))));
  } catch {
    throw new Error(
      `${path.relative(process.cwd(), file)}: no class names; run scripts/build/class-names.mjs first`,
    );
  }
}

/**
 * Records the short class names beside a built folder.
 * @param {string} dir
 * @param {Map<string, string | null>} names
 */
export function writeClassNames(dir, names) {
  writeFileSync(path.join(dir, classNamesPath), JSON.stringify(Object.fromEntries(names)));
}

/**
 * Deletes the folders below `dir` that hold no file, however deep.
 * @param {string} dir
 * @param {string} [top]
 */
export function removeEmptyFolders(dir, top = dir) {
  for (const name of readdirSync(dir)) {
    const sub = path.join(dir, name);
    if (statSync(sub).isDirectory()) removeEmptyFolders(sub, top);
  }
  if (dir !== top && readdirSync(dir).length === 0) rmdirSync(dir);
}

/** Where nothing needs to link: the home page, the 404 page the hosting serves, robots.txt. */
const wellKnown = new Set(['/', '/404', '/robots.txt']);

/**
 * The address a built file is served at, with clean URLs: `about.html` → `/about`, `index.html` → `/`.
 * @param {string} file
 */
export function addressOf(file) {
  const address = `/${file.split(path.sep).join('/')}`;
  if (address === '/index.html') return '/';
  return address.endsWith('.html') ? address.slice(0, -'.html'.length) : address;
}

/**
 * The files in `dir` nothing refers to: no page (its inline CSS and scripts included), stylesheet,
 * script, web app manifest, robots.txt or sitemap names their address, and no crawler or the
 * hosting looks for them unasked. `otherPages`: pages served from elsewhere (the operator check's
 * answers) that may refer to files here too.
 * @param {string} dir
 * @param {readonly string[]} [otherPages]
 * @returns {string[]} the files, relative to `dir`
 */
export function unusedFiles(dir, otherPages = []) {
  const files = filesBelow(dir, '');
  const texts = [
    ...files
      .filter((file) => /\.(html|css|js|webmanifest|txt|xml)$/.test(file))
      .map((file) => readFileSync(path.join(dir, file), 'utf8')),
    ...otherPages,
  ];
  return files.filter((file) => {
    const address = addressOf(file);
    if (wellKnown.has(address)) return false;
    // The address whole: followed by a quote, bracket, space, query, fragment, comma or the end.
    const named = new RegExp(
      `${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=["'()<>\\s?#,]|$)`,
      'm',
    );
    return !texts.some((text) => named.test(text));
  });
}
