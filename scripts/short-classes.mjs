// Gives the site's class names short names, in every page and stylesheet at once (issue 12: a page
// must fit in the first round trip of a new connection, and Tailwind's class names are about a
// third of a page's compressed HTML). `md:grid-cols-[minmax(0,1fr)_20rem]` becomes `c7`, the
// names most used across the site the shortest. The stylesheets keep their rules in their order;
// only the names change, so the cascade is the same.
//
// Two kinds of name are left alone:
// - any the islands' code holds (a token of the built scripts, or of an island's props): an
//   island that renders again after hydrating writes its own class names, so those names must
//   keep their rules;
// - names no stylesheet mentions (lucide's `lucide-arrow-right` and the like) are dropped from
//   the pages, as they style nothing, unless the islands' code holds them.
// Runs after scripts/islands.mjs (whose manifest lists the islands' files) and before
// scripts/inline-css.mjs.
//   node scripts/short-classes.mjs [outDir]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { htmlFiles, readIslandsManifest } from './built-files.mjs';
import { classCandidates, linkedStylesheets } from './inline-css.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const classAttribute = /(<[a-zA-Z][^>]*?\sclass=")([^"]*)(")/g;

const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const rest = `${letters}0123456789-_`;

/**
 * The `index`th short name: a letter, then as many letters, digits, `-` or `_` as it takes
 * (`a`…`Z`, `aa`, `ba`…). Always a valid CSS class name that needs no escaping.
 * @param {number} index
 */
export function shortName(index) {
  let name = letters[index % letters.length];
  for (let n = Math.floor(index / letters.length); n > 0; n = Math.floor(n / rest.length))
    name += rest[(n - 1) % rest.length];
  return name;
}

/** The class names a stylesheet's selectors mention. */
export function stylesheetClasses(css) {
  const names = new Set();
  postcss.parse(css).walkRules((rule) => {
    selectorParser((selectors) =>
      selectors.walkClasses((c) => void names.add(c.value)),
    ).processSync(rule.selector);
  });
  return names;
}

/**
 * The new name of every class: short names, the most used first, for the classes the
 * stylesheets mention and the islands' code does not hold; `null` (drop it) for those no
 * stylesheet mentions and the code does not hold. The code's classes keep their names, and no
 * short name is a token of the code (which could be a class an island writes).
 * @param {{ uses: Map<string, number>, styled: Set<string>, kept: Set<string> }} site how often
 *   each class is used across the pages, the classes the stylesheets mention, the names to keep
 * @returns {Map<string, string | null>}
 */
export function classNames({ uses, styled, kept }) {
  const renamed = new Map();
  const byUse = [...new Set([...uses.keys(), ...styled])]
    .filter((name) => !kept.has(name))
    .sort((a, b) => (uses.get(b) ?? 0) - (uses.get(a) ?? 0) || (a < b ? -1 : 1));
  let next = 0;
  for (const name of byUse) {
    if (!styled.has(name)) {
      renamed.set(name, null);
      continue;
    }
    let short;
    do short = shortName(next++);
    while (kept.has(short));
    renamed.set(name, short);
  }
  return renamed;
}

/** Each class attribute of `html` with its names renamed (or dropped). */
export function renameInHtml(html, names) {
  return html.replace(classAttribute, (whole, before, value, after) => {
    const classes = value
      .split(/\s+/)
      .filter(Boolean)
      .map((name) => (names.has(name) ? names.get(name) : name))
      .filter(Boolean);
    return classes.length === 0
      ? before.replace(/\sclass="$/, '') + after.slice(1)
      : `${before}${classes.join(' ')}${after}`;
  });
}

/** `css` with its class selectors renamed. */
export function renameInCss(css, names) {
  const tree = postcss.parse(css);
  tree.walkRules((rule) => {
    rule.selector = selectorParser((selectors) =>
      selectors.walkClasses((c) => {
        const name = names.get(c.value);
        if (name) c.value = name;
      }),
    ).processSync(rule.selector);
  });
  return tree.toString();
}

/** How often each class is used across `pages` (their HTML). */
export function classUses(pages) {
  const uses = new Map();
  for (const html of pages)
    for (const [, , value] of html.matchAll(classAttribute))
      for (const name of value.split(/\s+/).filter(Boolean))
        uses.set(name, (uses.get(name) ?? 0) + 1);
  return uses;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = path.resolve(process.argv[2] ?? path.join(root, 'out'));
  const manifest = readIslandsManifest(outDir);
  if (!manifest) throw new Error('no islands manifest: run scripts/islands.mjs first');
  const read = (url) => readFileSync(path.join(outDir, url.split(/[?#]/)[0]), 'utf8');
  const pages = htmlFiles(outDir);
  const html = new Map(pages.map((page) => [page, readFileSync(path.join(outDir, page), 'utf8')]));
  const stylesheets = [...new Set([...html.values()].flatMap(linkedStylesheets))];
  // The islands' code, without React's runtime (which writes no class names of its own).
  const runtime = new Set(manifest.runtime);
  const code = [...new Set(Object.values(manifest.islands).flat())]
    .filter((url) => !runtime.has(url))
    .map(read);
  const props = [...html.values()].flatMap((text) =>
    [...text.matchAll(/\sdata-props=(?:"([^"]*)"|'([^']*)')/g)].map((m) => m[1] ?? m[2]),
  );
  const kept = new Set([...code, ...props].flatMap(classCandidates));
  const styled = new Set(stylesheets.flatMap((href) => [...stylesheetClasses(read(href))]));
  const names = classNames({ uses: classUses(html.values()), styled, kept });
  for (const href of stylesheets)
    writeFileSync(path.join(outDir, href), renameInCss(read(href), names));
  for (const [page, text] of html)
    writeFileSync(path.join(outDir, page), renameInHtml(text, names));
  const values = [...names.values()];
  console.log(
    `Short classes: ${values.filter(Boolean).length} classes renamed, ${values.filter((v) => v === null).length} unstyled ones dropped, ${[...styled].filter((n) => kept.has(n)).length} kept for the islands' code, over ${pages.length} pages.`,
  );
}
