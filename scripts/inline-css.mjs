// Writes each page's CSS into the page itself where that lets the page paint after one round trip
// (issue 12: a stylesheet is a round trip of its own on a poor signal). Next.js links one
// stylesheet for the whole site; this step replaces the link in a page with a `<style>` holding
// only the rules that page can use (those whose selectors match the page's HTML or the markup of
// the islands it carries: their built code renders markup after hydration), if the page then still
// fits in the first round trip of a new connection (FIRST_ROUND_TRIP_BYTES, compressed). A page
// too large for that links a stylesheet of those rules instead (`/_next/static/css/<page>-<hash>.css`):
// inlining would cost it a second round trip for the page itself. The security policy
// allows each page's `<style>` by its hash (scripts/content-security-policy.mjs). Stylesheets no
// page links any more are deleted. Runs after scripts/islands.mjs, whose manifest says which files
// each island loads.
//   node scripts/inline-css.mjs [outDir]
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Parser } from 'htmlparser2';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { laterPartSelectors, shownAttribute, waitingAttribute } from '../lib/later-parts.mjs';
import { servedSize } from './budgets.mjs';
import { filesBelow, htmlFiles, readIslandsManifest, removeEmptyFolders } from './built-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stylesheetLink = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

/**
 * What a server can send on a new connection before it must wait for the browser's first
 * acknowledgement: TCP's initial congestion window, 10 segments of 1,460 bytes (RFC 6928), less
 * room for the response's headers. A page whose compressed size is within it can paint after one
 * round trip; measured with Lighthouse's simulation, a page of 14.6 KB did and one of 15.1 KB
 * took a round trip more.
 */
export const FIRST_ROUND_TRIP_BYTES = 14_500;

/** The character references React writes into attribute values. */
const references = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/**
 * Every token that could be a class name, as Tailwind reads source: runs of characters that are
 * not quotes or whitespace (after decoding HTML's character references), so `md:grid-cols-2`,
 * `aria-[current=true]:w-6` and `[&>svg]:size-4` come through whole.
 * @param {string} content HTML or code
 */
export const classCandidates = (content) =>
  content
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name) => references[name])
    .match(/[^"'`\s]*[^"'`\s:]/g) ?? [];

/**
 * A stylesheet's relative `url()`s made absolute (root-relative), so that its rules work when
 * written into a page at another path.
 * @param {string} css
 * @param {string} href the stylesheet's URL on the site, e.g. `/_next/static/chunks/a.css`
 */
export function absoluteUrls(css, href) {
  return css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, quote, url) => {
    if (/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(url)) return whole;
    const resolved = new URL(url, `https://site.invalid${href}`).pathname;
    return `url(${quote}${resolved}${quote})`;
  });
}

/** Pseudo-elements that only form controls have: a selector of them alone needs a form control. */
const formControlPseudos =
  /^::?(-webkit-(datetime-edit|calendar-picker|inner-spin|outer-spin|search)|file-selector-button|placeholder)/i;
const formControls = ['input', 'textarea', 'select'];

/** Pseudo-classes whose arguments need not match for the rule to apply somewhere. */
const lenientPseudos = new Set([':not', ':is', ':where', ':has']);

/**
 * The class names and element names a selector needs on the page: every one in it but those
 * inside `:not()`, `:is()`, `:where()` and `:has()` (which may apply without them), and for a
 * form control's own pseudo-element (`::placeholder`, `::-webkit-datetime-edit`…) any form control.
 * @param {import('postcss-selector-parser').Selector} selector
 */
function requiredNames(selector) {
  const names = { classes: [], tags: [], anyOfTags: [] };
  selector.walk((node) => {
    if (node.type === 'pseudo' && formControlPseudos.test(node.value))
      names.anyOfTags.push(formControls);
    if (node.type !== 'class' && node.type !== 'tag') return;
    for (let parent = node.parent; parent; parent = parent.parent)
      if (parent.type === 'pseudo' && lenientPseudos.has(parent.value.toLowerCase())) return;
    if (node.type === 'class') names.classes.push(node.value);
    else names.tags.push(node.value.toLowerCase());
  });
  return names;
}

/**
 * The rules of `css` that a page can use: a selector stays unless it names a class or an element
 * that no token of the page's HTML or its islands' code could be. Selectors without either
 * (attributes, `:focus-visible`, `*`) always stay, and so do at-rules such as `@font-face`,
 * `@property` and `@keyframes`.
 * @param {string} css
 * @param {string[]} contents the page's HTML and the code of its islands
 */
export function usedCss(css, contents) {
  const candidates = new Set(contents.flatMap(classCandidates));
  // Elements: those the HTML opens, and any a script could create by name (a token of its code).
  const tags = new Set([
    ...contents.flatMap((c) =>
      [...c.matchAll(/<([a-zA-Z][\w-]*)/g)].map((m) => m[1].toLowerCase()),
    ),
    ...candidates,
  ]);
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    const kept = selectorParser((selectors) => {
      selectors.each((selector) => {
        const { classes, tags: elements, anyOfTags } = requiredNames(selector);
        if (
          !classes.every((name) => candidates.has(name)) ||
          !elements.every((t) => tags.has(t)) ||
          !anyOfTags.every((options) => options.some((t) => tags.has(t)))
        )
          selector.remove();
      });
    }).processSync(rule.selector);
    if (kept.trim() === '') rule.remove();
    else rule.selector = kept;
  });
  pruneCustomProperties(root, contents);
  // Rules and at-rules left empty by what they lost (@media, @supports, @layer blocks).
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walk((node) => {
      if ((node.type === 'atrule' || node.type === 'rule') && node.nodes?.length === 0) {
        node.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}

const customProperty = /--[\w-]+/g;
const varReferences = (value) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]);

/**
 * Takes out of `root` the custom properties nothing on the page reads: their declarations
 * (Tailwind's theme variables, the fallback values of its `--tw-*` properties) and their
 * `@property` registrations. A custom property is read if a declaration that is not itself a
 * custom property refers to it with `var()`, if one that is read does, or if the page's HTML or
 * its islands' code names it (an inline style, a script).
 * @param {import('postcss').Root} root
 * @param {string[]} contents the page's HTML and the code of its islands
 */
function pruneCustomProperties(root, contents) {
  const definitions = new Map();
  const read = new Set(contents.flatMap((text) => text.match(customProperty) ?? []));
  root.walkDecls((decl) => {
    if (!decl.prop.startsWith('--')) for (const name of varReferences(decl.value)) read.add(name);
    else definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), decl]);
  });
  const pending = [...read];
  while (pending.length > 0)
    for (const decl of definitions.get(pending.pop()) ?? [])
      for (const name of varReferences(decl.value))
        if (!read.has(name)) {
          read.add(name);
          pending.push(name);
        }
  for (const [name, decls] of definitions)
    if (!read.has(name)) for (const decl of decls) decl.remove();
  root.walkAtRules('property', (atRule) => {
    if (!read.has(atRule.params.trim())) atRule.remove();
  });
}

/** The page with its stylesheet links replaced by `element`, where the first link was. */
function replaceStylesheets(html, element) {
  let first = true;
  return html.replace(stylesheetLink, () => {
    if (!first) return '';
    first = false;
    return element;
  });
}

/**
 * The page with its stylesheet links replaced by one `<style>` holding `css`, where the first
 * link was.
 * @param {string} html
 * @param {string} css
 */
export function inlineStylesheets(html, css) {
  if (css.includes('</')) throw new Error('the CSS must not contain "</"');
  return replaceStylesheets(html, `<style>${css}</style>`);
}

/**
 * The page with its stylesheet links replaced by one link to `href`, where the first link was.
 * @param {string} html
 * @param {string} href
 */
export const linkStylesheet = (html, href) =>
  replaceStylesheets(html, `<link rel="stylesheet" href="${href}"/>`);

/**
 * Where a page's later parts are in its HTML, as [start, end) offsets: every element of `<main>`
 * after its first, and the page's `<footer>` (a child of `<body>`). The rest (the header, the
 * main's first section, the skip link and the like) is its first screen on a phone or a laptop.
 * @param {string} html
 * @returns {[number, number][]}
 */
export function laterParts(html) {
  const parts = [];
  const open = [];
  let mainChildren = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        const parent = open.at(-1);
        const inMain = parent?.name === 'main';
        if (inMain) mainChildren++;
        open.push({
          name,
          start: parser.startIndex,
          later: (inMain && mainChildren > 1) || (name === 'footer' && parent?.name === 'body'),
        });
      },
      onclosetag() {
        const element = open.pop();
        if (element?.later) parts.push([element.start, parser.endIndex + 1]);
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return parts;
}

/**
 * Hides a page's later parts while their CSS is on its way (components/islands/boot.ts): they are
 * below the first screen, so nobody sees them go; they appear styled, not in the first screen's
 * CSS alone, one by one as the boot script marks them `data-shown`. `content-visibility` also
 * spares the browser their layout until then.
 */
export const waitingRule = `${laterPartSelectors.map((part) => `html[${waitingAttribute}=later] ${part}:not([${shownAttribute}])`).join(',')}{visibility:hidden;content-visibility:hidden}`;

/**
 * The page with its stylesheet links replaced by its first screen's CSS in a `<style>` and a
 * `<noscript>` linking all of its CSS: with JavaScript, the boot script loads that stylesheet
 * once the page has painted (the `<noscript>` names it); without, the browser does at once.
 * @param {string} html
 * @param {string} firstScreenCss
 * @param {string} href the stylesheet with all of the page's rules
 */
export function splitStylesheets(html, firstScreenCss, href) {
  if (firstScreenCss.includes('</')) throw new Error('the CSS must not contain "</"');
  return replaceStylesheets(
    html,
    `<style>${firstScreenCss}${waitingRule}</style><noscript data-stylesheet="${href}"><link rel="stylesheet" href="${href}"/></noscript>`,
  );
}

/** The stylesheet URLs a page links, in order. */
export const linkedStylesheets = (html) =>
  [...html.matchAll(stylesheetLink)].map(([link]) => /\bhref="([^"]+)"/.exec(link)?.[1] ?? '');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = path.resolve(process.argv[2] ?? path.join(root, 'out'));
  const manifest = readIslandsManifest(outDir);
  if (!manifest) throw new Error('no islands manifest: run scripts/islands.mjs first');
  const read = (url) => readFileSync(path.join(outDir, url.split(/[?#]/)[0]), 'utf8');
  const runtime = new Set(manifest.runtime);
  const inlined = [];
  const splitting = [];
  const linking = [];
  for (const page of htmlFiles(outDir)) {
    const file = path.join(outDir, page);
    const html = readFileSync(file, 'utf8');
    const hrefs = linkedStylesheets(html);
    if (hrefs.length === 0) continue;
    if (hrefs.some((href) => !href.startsWith('/')))
      throw new Error(`${page}: links a stylesheet from elsewhere (${hrefs.join(', ')})`);
    const css = hrefs.map((href) => absoluteUrls(read(href), href)).join('\n');
    const islands = new Set([...html.matchAll(/\bdata-island="([^"]+)"/g)].map((m) => m[1]));
    const islandCode = [...islands]
      .flatMap((name) => manifest.islands[name] ?? [])
      .filter((url, i, all) => !runtime.has(url) && all.indexOf(url) === i)
      .map(read);
    const used = usedCss(css, [html, ...islandCode]);
    const withCss = inlineStylesheets(html, used);
    const size = servedSize(Buffer.from(withCss));
    if (size <= FIRST_ROUND_TRIP_BYTES) {
      writeFileSync(file, withCss);
      inlined.push(`${page} ${(size / 1024).toFixed(1)} KB`);
      continue;
    }
    // Too large to carry all its CSS. It carries its first screen's and loads a stylesheet of all
    // its rules after its first paint; if even that is too large, it links that stylesheet, the
    // smallest request that can stand before its first paint.
    const href = `/_next/static/css/${page.replace(/\.html$/, '').replace(/\W+/g, '-')}-${createHash('sha256').update(used).digest('hex').slice(0, 12)}.css`;
    mkdirSync(path.join(outDir, '_next/static/css'), { recursive: true });
    writeFileSync(path.join(outDir, href), used);
    let firstScreen = html;
    for (const [start, end] of laterParts(html).reverse())
      firstScreen = firstScreen.slice(0, start) + firstScreen.slice(end);
    // The first screen as the server wrote it: the islands hydrate once the rest has come
    // (components/islands/boot.ts), so the rules only their code uses can come with it.
    const split = splitStylesheets(html, usedCss(css, [firstScreen]), href);
    const splitSize = servedSize(Buffer.from(split));
    if (splitSize <= FIRST_ROUND_TRIP_BYTES) {
      writeFileSync(file, split);
      splitting.push(`${page} ${(splitSize / 1024).toFixed(1)} KB`);
    } else {
      writeFileSync(file, linkStylesheet(html, href));
      linking.push(`${page} (${(splitSize / 1024).toFixed(1)} KB with its first screen's CSS)`);
    }
  }
  const linked = new Set(htmlFiles(outDir).flatMap((page) => linkedStylesheets(read(page))));
  for (const file of filesBelow(outDir, '.css'))
    if (!linked.has(`/${file.split(path.sep).join('/')}`)) rmSync(path.join(outDir, file));
  removeEmptyFolders(outDir);
  console.log(
    `Inline CSS: ${inlined.length} pages hold their CSS (${inlined.join(', ')}); ${splitting.length} hold their first screen's and load the rest after their first paint${splitting.length ? ` (${splitting.join(', ')})` : ''}; ${linking.length} link a stylesheet of their own rules, being too large to paint after one round trip even so${linking.length ? `: ${linking.join(', ')}` : ''}.`,
  );
}
