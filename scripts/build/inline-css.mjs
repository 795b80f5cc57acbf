// Writes each page's CSS into the page itself (docs/decisions.md, "Robust before fast": no word of
// a page waits on anything but the page's own HTML). Next.js links one stylesheet for the whole
// site; this step replaces the link in a page with a `<style>` holding only the rules that page can
// use (those whose selectors match the page's HTML or the markup of the islands it carries: their
// built code renders markup after hydration: the islands step records each island's source). So a
// page paints complete and readable from its own bytes, and no stylesheet can hang, fail or vanish
// after a deploy. The security policy allows each page's `<style>` by its hash
// (scripts/build/content-security-policy.mjs). The stylesheets, which no page links any more, are
// deleted. Colours inside sRGB are written once (scripts/build/srgb-colours.mjs). A page should
// still fit in the first round trip of a new connection
// (FIRST_ROUND_TRIP_BYTES, compressed): this step says which do not, and the budgets
// (scripts/bench/budgets.mjs) fail them. Runs after scripts/build/islands.mjs, whose manifest holds
// the source each island renders from.
//   node scripts/build/inline-css.mjs [outDir]
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import {
  filesBelow,
  htmlFiles,
  linkedStylesheets,
  readIslandsManifest,
  removeEmptyFolders,
  siteStylesheetsPath,
} from './built-files.mjs';
import { runIfCommand } from '../project.mjs';
import { FIRST_ROUND_TRIP_BYTES, servedSize } from './served-size.mjs';
import { classCandidates } from './short-classes.mjs';
import { withoutSrgbCopies } from './srgb-colours.mjs';

const stylesheetLink = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

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

/**
 * The class names and element names a selector needs on the page: every one in it but those
 * inside a pseudo-class's arguments (`:not()`, `:is()`, `:where()`, `:has()` may apply without
 * them; `:nth-child(odd)` and `:lang(en)` name no element at all), and for a form control's own
 * pseudo-element (`::placeholder`, `::-webkit-datetime-edit`…) any form control.
 * @param {import('postcss-selector-parser').Selector} selector
 */
function requiredNames(selector) {
  /** @type {{ classes: string[], tags: string[], anyOfTags: string[][] }} */
  const names = { classes: [], tags: [], anyOfTags: [] };
  selector.walk((node) => {
    if (node.type === 'pseudo' && formControlPseudos.test(node.value))
      names.anyOfTags.push(formControls);
    if (node.type !== 'class' && node.type !== 'tag') return;
    for (let parent = node.parent; parent; parent = parent.parent)
      // Inside a pseudo-class's arguments: either selectors that need not match for the rule to
      // apply somewhere (`:not(.x)`, `:is(a, b)`, `:has(…)`), or no selectors at all (`odd` in
      // `:nth-child(odd)`, `en` in `:lang(en)`), which the parser reads as element names. But
      // `:is()` or `:where()` of one selector matches only where that selector does, as Tailwind
      // writes its group variants (`:is(:where(.group)[data-x=y] .c)`): its names are needed.
      if (
        parent.type === 'pseudo' &&
        !(/^:(is|where)$/i.test(parent.value) && parent.nodes.length === 1)
      )
        return;
    if (node.type === 'class') names.classes.push(node.value);
    else names.tags.push(node.value.toLowerCase());
  });
  return names;
}

/** @typedef {[number, number, number]} Specificity ids; classes, attributes and pseudo-classes; elements */

/**
 * Which of two specificities is higher: negative, zero or positive as `a` is lower, the same or
 * higher.
 * @param {Specificity} a
 * @param {Specificity} b
 */
const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
/** The higher of two specificities. */
const higher = (/** @type {Specificity} */ a, /** @type {Specificity} */ b) =>
  compare(a, b) >= 0 ? a : b;

/** The pseudo-elements written with one colon, as CSS 2 wrote them. */
const legacyPseudoElements = /^:(before|after|first-line|first-letter)$/i;

/**
 * A selector's specificity, as Selectors Level 4 counts it: `:is()`, `:not()` and `:has()` count
 * as their most specific argument, `:where()` as nothing.
 * @param {import('postcss-selector-parser').Selector} selector
 * @returns {Specificity}
 */
export function specificity(selector) {
  /** @type {Specificity} */
  let total = [0, 0, 0];
  const add = (/** @type {Specificity} */ more) => {
    total = [total[0] + more[0], total[1] + more[1], total[2] + more[2]];
  };
  for (const node of selector.nodes) {
    if (node.type === 'id') add([1, 0, 0]);
    else if (node.type === 'class' || node.type === 'attribute') add([0, 1, 0]);
    else if (node.type === 'tag') add([0, 0, 1]);
    else if (node.type === 'pseudo') {
      if (node.value.startsWith('::') || legacyPseudoElements.test(node.value)) add([0, 0, 1]);
      else if (/^:where$/i.test(node.value)) continue;
      else if (/^:(is|not|has)$/i.test(node.value) && node.nodes.length)
        add(node.nodes.map(specificity).reduce(higher));
      else add([0, 1, 0]);
    }
  }
  return total;
}

/**
 * What of a page's HTML can name a class, an element or a custom property: its class and style
 * attributes, its scripts and the elements it opens. Not its text: a short class name (`if`, `La`) that is also a word of the
 * page's text would otherwise keep a rule the page never uses, and which rules those are changes
 * with every class added anywhere on the site.
 * @param {string} html
 */
export function htmlNames(html) {
  return [
    ...[...html.matchAll(/\s(?:class|style)="([^"]*)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]),
    ...[...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map((m) => `<${m[1]}>`),
  ].join('\n');
}

/**
 * The rules of `css` that a page can use: a selector stays unless it names a class or an element
 * that no token of the page's HTML or its islands' code could be. Selectors without either
 * (attributes, `:focus-visible`, `*`) always stay, and so do at-rules such as `@font-face` and
 * `@property`; `@keyframes` stay where a rule left animates with them (`pruneKeyframes`).
 * @param {string} css
 * @param {string[]} contents the page's HTML and the code of its islands
 */
export function usedCss(css, contents) {
  const candidates = new Set(contents.flatMap(classCandidates));
  // Elements: those the HTML opens, and any a script could create by name (a token of its code).
  const tags = new Set([
    ...contents.flatMap((c) =>
      [...c.matchAll(/<([a-zA-Z][\w-]*)/g)].map((m) => /** @type {string} */ (m[1]).toLowerCase()),
    ),
    ...candidates,
  ]);
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    /** Whether a page can match a selector, as far as the names it needs say. */
    const usable = (/** @type {import('postcss-selector-parser').Selector} */ selector) => {
      const { classes, tags: elements, anyOfTags } = requiredNames(selector);
      return (
        classes.every((name) => candidates.has(name)) &&
        elements.every((t) => tags.has(t)) &&
        anyOfTags.every((options) => options.some((t) => tags.has(t)))
      );
    };
    const kept = selectorParser((selectors) => {
      selectors.each((selector) => {
        // A selector that is one `:is()` of several (how the minifier joins rules that declare
        // the same: `:is(.a:has(li),.b:has(p))`) is a list of its own: an alternative the page
        // cannot use is dropped, or every page would carry every page's alternatives; but never
        // one the `:is()` takes its specificity from, which would change the cascade.
        const [only] = selector.nodes;
        if (
          selector.nodes.length === 1 &&
          only?.type === 'pseudo' &&
          /^:is$/i.test(only.value) &&
          only.nodes.length > 1
        ) {
          const alternatives = [...only.nodes];
          // Each read on its own, as the selector it would be (not inside this `:is()`).
          const alone = (/** @type {import('postcss-selector-parser').Selector} */ alternative) =>
            /** @type {import('postcss-selector-parser').Selector} */ (
              selectorParser().astSync(String(alternative).trim()).nodes[0]
            );
          const highest = alternatives.map(specificity).reduce(higher);
          const unused = alternatives.filter((alternative) => !usable(alone(alternative)));
          if (unused.length === alternatives.length) selector.remove();
          else {
            const left = alternatives.filter((alternative) => !unused.includes(alternative));
            // The first alternative of the highest specificity stays, used or not.
            const keep =
              compare(left.map(specificity).reduce(higher), highest) < 0
                ? unused.find((alternative) => compare(specificity(alternative), highest) === 0)
                : undefined;
            for (const alternative of unused) if (alternative !== keep) alternative.remove();
          }
        } else if (!usable(selector)) selector.remove();
      });
    }).processSync(rule.selector);
    if (kept.trim() === '') rule.remove();
    else rule.selector = kept;
  });
  pruneCustomProperties(root, contents);
  pruneKeyframes(root, contents);
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

/**
 * `css` with Tailwind's custom properties' defaults written once. Tailwind registers each `--tw-*`
 * property with `@property` (`syntax: "*"`, not inherited, an initial value) and writes the same
 * defaults again on every element (`*, ::before, ::after, ::backdrop`) inside an `@supports` that
 * only a browser without `@property` passes. A property of syntax `"*"` neither animates nor
 * checks its value, so the registration does nothing the defaults on every element do not: this
 * keeps those for every browser and drops the registrations (0.2 KB of each page as served).
 * Registrations of any other syntax, or that inherit, stay.
 * @param {string} css
 */
export function withDefaultsOnce(css) {
  const root = postcss.parse(css);
  let fallback = false;
  root.walkAtRules('layer', (layer) => {
    if (layer.params !== 'properties' || !layer.nodes) return;
    layer.walkAtRules('supports', (supports) => {
      supports.replaceWith(supports.nodes ?? []);
      fallback = true;
    });
  });
  if (!fallback) return css;
  root.walkAtRules('property', (property) => {
    /** @type {Record<string, string>} */
    const descriptors = {};
    property.walkDecls((decl) => {
      descriptors[decl.prop] = decl.value;
    });
    if (descriptors.syntax === '"*"' && descriptors.inherits === 'false') property.remove();
  });
  return root.toString();
}

const customProperty = /--[\w-]+/g;
/** @param {string} value */
const varReferences = (value) =>
  [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => /** @type {string} */ (m[1]));

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
  /** @type {Map<string, import('postcss').Declaration[]>} */
  const definitions = new Map();
  const read = new Set(contents.flatMap((text) => text.match(customProperty) ?? []));
  root.walkDecls((decl) => {
    if (!decl.prop.startsWith('--')) for (const name of varReferences(decl.value)) read.add(name);
    else definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), decl]);
  });
  const pending = [...read];
  while (pending.length > 0)
    for (const decl of definitions.get(/** @type {string} */ (pending.pop())) ?? [])
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

/**
 * Takes out of `root` the `@keyframes` nothing on the page animates with: kept where a declaration
 * left names them (`animation`, `animation-name`, or a custom property such as Tailwind's
 * `--animate-*`, which `pruneCustomProperties` has kept only if read), or the page's HTML or its
 * islands' code does. So the keyframes of one page's animation (the holder's card's shine) are not
 * every page's bytes.
 * @param {import('postcss').Root} root
 * @param {string[]} contents the page's HTML and the code of its islands
 */
function pruneKeyframes(root, contents) {
  /** @type {Set<string>} */
  const named = new Set();
  root.walkDecls((decl) => {
    if (
      decl.parent?.parent?.type === 'atrule' &&
      /keyframes$/i.test(/** @type {import('postcss').AtRule} */ (decl.parent.parent).name)
    )
      return;
    if (/^(?:-webkit-)?animation(?:-name)?$/i.test(decl.prop) || decl.prop.startsWith('--'))
      for (const word of decl.value.split(/[\s,()]+/)) named.add(word);
  });
  root.walkAtRules(/keyframes$/i, (atRule) => {
    const name = atRule.params.trim();
    const inContents = new RegExp(
      `(?<![\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`,
    );
    if (!named.has(name) && !contents.some((text) => inContents.test(text))) atRule.remove();
  });
}

/**
 * The page with its stylesheet links replaced by `element`, where the first link was.
 * @param {string} html
 * @param {string} element
 */
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

/** A component's own stylesheet, as React puts it in the page's head (`<style href precedence>`). */
const componentStyle = /<style\b[^>]*\bdata-precedence="[^"]*"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * The page without the stylesheets its components put in its head, and their CSS, which joins
 * the page's one `<style>`: a page holds its CSS in one place (the crew check's printed pages are
 * such a stylesheet, with words from content no site stylesheet can hold).
 * @param {string} html
 * @returns {{ html: string, css: string }}
 */
export function componentStyles(html) {
  const css = [...html.matchAll(componentStyle)].map((match) => match[1] ?? '');
  return { html: html.replace(componentStyle, ''), css: css.join('\n') };
}

/**
 * The step: each page's own rules written into it, the stylesheets deleted (a copy of what each
 * page linked is kept beside the site, for the built-CSS test).
 * @param {string} outDir
 */
export async function run(outDir) {
  const manifest = readIslandsManifest(outDir);
  if (!manifest) throw new Error('no islands manifest: run scripts/build/islands.mjs first');
  /** @param {string} url */
  const read = (url) =>
    readFileSync(path.join(outDir, /** @type {string} */ (url.split(/[?#]/)[0])), 'utf8');
  /** @type {{ stylesheets: Record<string, string>, pages: Record<string, string[]> }} */
  const linked = { stylesheets: {}, pages: {} };
  const sizes = [];
  const over = [];
  for (const page of htmlFiles(outDir)) {
    const file = path.join(outDir, page);
    const { html, css: ownCss } = componentStyles(readFileSync(file, 'utf8'));
    const hrefs = linkedStylesheets(html);
    if (hrefs.length === 0) continue;
    if (hrefs.some((href) => !href.startsWith('/')))
      throw new Error(`${page}: links a stylesheet from elsewhere (${hrefs.join(', ')})`);
    for (const href of hrefs) linked.stylesheets[href] ??= absoluteUrls(read(href), href);
    linked.pages[page] = hrefs;
    const css = hrefs.map((href) => linked.stylesheets[href]).join('\n');
    const islands = new Set(
      [...html.matchAll(/\bdata-island="([^"]+)"/g)].map((m) => /** @type {string} */ (m[1])),
    );
    const islandSource = [...islands].map((name) => manifest.islandSource[name] ?? '');
    // Only the rules the page uses, without the wide-gamut copies of colours inside sRGB.
    const pageCss = [
      withDefaultsOnce(withoutSrgbCopies(usedCss(css, [htmlNames(html), ...islandSource])).css),
      ...(ownCss ? [ownCss] : []),
    ].join('\n');
    const withCss = inlineStylesheets(html, pageCss);
    writeFileSync(file, withCss);
    const size = servedSize(Buffer.from(withCss));
    sizes.push(`${page} ${(size / 1024).toFixed(1)} KB`);
    if (size > FIRST_ROUND_TRIP_BYTES) over.push(page);
  }
  writeFileSync(path.join(outDir, siteStylesheetsPath), JSON.stringify(linked));
  for (const file of filesBelow(outDir, '.css')) rmSync(path.join(outDir, file));
  removeEmptyFolders(outDir);
  if (over.length)
    console.warn(
      `⚠ ${over.join(', ')} will not paint after one round trip (over ${FIRST_ROUND_TRIP_BYTES} bytes as served); the budgets will fail ${over.length === 1 ? 'it' : 'them'}.`,
    );
  return `${sizes.length} pages hold their CSS (${sizes.join(', ')})`;
}

runIfCommand(import.meta.url, run);
