// Each page's Content-Security-Policy (docs/decisions.md, "Hosting on Firebase"), built from
// what the built pages need, and the guard that fails the build when a page holds anything those
// policies would block. Every page's policy is the site's, but for the hashes: its `script-src` and
// `style-src` list only its own inline script's and styles' hashes. One policy listing every page's
// hashes came to 2.5 KB of headers no compression shrinks, which pushed Home and About past the
// first round trip (docs/performance.md, "Home and About's first paint").
//
// Scripts come from the site alone, but for one inline script: the boot script that
// scripts/build/islands.mjs writes into every page (components/islands/boot.ts), allowed by its hash; any
// other inline script fails the build. What varies between builds is collected from the pages:
// where forms post (the form service, and the site the service sends visitors back to), where
// images come from (the site, or the asset origin when NEXT_PUBLIC_ASSET_BASE_URL is set) and the
// hash of each `<style>` element a page inlines (scripts/build/inline-css.mjs puts each page's CSS there).
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

/** Script types that are data, not code: the browser never runs them, so CSP ignores them. */
const dataScriptTypes = new Set(['application/ld+json', 'application/json']);

/**
 * Elements the policy blocks outright (`default-src 'none'`, `object-src 'none'`, `base-uri 'none'`),
 * but a frame of a page of the site itself (`sameSiteFrame`).
 */
const blockedElements = {
  iframe:
    "frames are blocked (frame-src falls back to default-src 'none'), but of a path of the site itself",
  frame: 'frames are blocked',
  object: "plugins are blocked (object-src 'none')",
  embed: "plugins are blocked (object-src 'none')",
  applet: "plugins are blocked (object-src 'none')",
  base: "<base> is blocked (base-uri 'none')",
  audio: "media is blocked (default-src 'none')",
  video: "media is blocked (default-src 'none')",
  track: "media is blocked (default-src 'none')",
};

/**
 * Which directive governs what a `<link rel>` fetches.
 * @param {string} rel
 * @param {string} as
 * @returns {string | undefined}
 */
function linkDirective(rel, as) {
  const rels = rel.toLowerCase().split(/\s+/);
  if (rels.includes('stylesheet')) return 'style-src';
  if (rels.includes('manifest')) return 'manifest-src';
  if (rels.includes('icon') || rels.includes('apple-touch-icon')) return 'img-src';
  if (rels.includes('preload') || rels.includes('modulepreload')) {
    const kind = rels.includes('modulepreload') ? 'script' : as;
    return /** @type {Record<string, string>} */ ({
      script: 'script-src',
      style: 'style-src',
      font: 'font-src',
      image: 'img-src',
    })[kind];
  }
  return undefined;
}

/**
 * A hash source as CSP writes it: `'sha256-…'`.
 * @param {string} algorithm
 * @param {string} text
 */
const sha = (algorithm, text) =>
  `'${algorithm}-${createHash(algorithm).update(text, 'utf8').digest('base64')}'`;

/**
 * An element as a message names it: `<a id="x" href="/y">`.
 * @param {string} name
 * @param {Record<string, string>} attributes
 */
function describe(name, attributes) {
  const shown = ['id', 'name', 'class', 'src', 'href', 'type', 'action']
    .filter((key) => attributes[key] !== undefined)
    .map((key) => `${key}="${/** @type {string} */ (attributes[key]).slice(0, 60)}"`);
  return `<${[name, ...shown].join(' ')}>`;
}

/**
 * What in one element's own attributes, or in the element itself, no policy of this site allows:
 * inline event handlers, `style` attributes, `javascript:` URLs, frames, plugins, `<base>`, media.
 * @param {string} name the element's name
 * @param {Record<string, string>} attributes
 * @returns {string[]} why each is blocked
 */
export function blockedInElement(name, attributes) {
  const problems = [];
  for (const [key, value] of Object.entries(attributes)) {
    if (/^on/i.test(key))
      problems.push(`the inline event handler ${key}="…" would be blocked (script-src)`);
    if (key === 'style')
      problems.push('the inline style attribute would be blocked (style-src); use a class');
    if (/^\s*javascript:/i.test(value))
      problems.push(`the javascript: URL in ${key} would be blocked (script-src)`);
  }
  if (Object.hasOwn(blockedElements, name) && !(name === 'iframe' && sameSiteFrame(attributes.src)))
    problems.push(blockedElements[/** @type {keyof typeof blockedElements} */ (name)]);
  return problems;
}

/**
 * Whether a frame's address is a path of the site itself: the holder's card frames its live code
 * (functions/surfaces/card/code.js), a document of the site's own function that reloads itself
 * with no script. Its page's policy then allows frames of the site (`frame-src 'self'`), and no
 * other page's does.
 * @param {string | undefined} src
 */
export const sameSiteFrame = (src) => typeof src === 'string' && /^\/(?!\/)/.test(src);

/**
 * What one element fetches, with the directive that governs each URL: scripts, stylesheets and
 * preloads, images and their `srcset` candidates, SVG references to other files.
 * @param {string} name the element's name
 * @param {Record<string, string>} attributes
 * @returns {{ directive: string, url: string }[]}
 */
export function elementResources(name, attributes) {
  /** @type {{ directive: string, url: string }[]} */
  const found = [];
  /**
   * @param {string | undefined} directive
   * @param {string | undefined} url
   */
  const add = (directive, url) => directive && url && found.push({ directive, url });
  /**
   * @param {string} directive
   * @param {string | undefined} srcset
   */
  const addSrcset = (directive, srcset) =>
    srcset?.split(',').forEach((candidate) => add(directive, candidate.trim().split(/\s+/)[0]));
  switch (name) {
    case 'script':
      add('script-src', attributes.src);
      break;
    case 'link':
      add(linkDirective(attributes.rel ?? '', attributes.as ?? ''), attributes.href);
      addSrcset('img-src', attributes.imagesrcset);
      break;
    case 'img':
      add('img-src', attributes.src);
      addSrcset('img-src', attributes.srcset);
      break;
    case 'source':
      addSrcset('img-src', attributes.srcset);
      break;
    case 'iframe':
      add('frame-src', attributes.src);
      break;
    case 'image':
    case 'use': {
      // SVG: an external reference is fetched as an image; a fragment (#id) is not.
      const href = attributes.href ?? attributes['xlink:href'] ?? '#';
      if (!href.startsWith('#')) add('img-src', href);
      break;
    }
  }
  return found;
}

/**
 * Where one element can send the visitor with a form (form-action governs it): a form's action, a
 * button's formaction, and the address the form service sends the visitor on to after a
 * submission (its hidden `redirect` field).
 * @param {string} name the element's name
 * @param {Record<string, string>} attributes
 * @returns {string[]}
 */
export function elementFormTargets(name, attributes) {
  if (name === 'form') return attributes.action ? [attributes.action] : [];
  if (name !== 'button' && name !== 'input') return [];
  return /** @type {string[]} */ (
    [
      attributes.formaction,
      name === 'input' && attributes.name === 'redirect' ? attributes.value : undefined,
    ].filter(Boolean)
  );
}

/**
 * What one built page asks of the policy: the resources it loads (by directive), where its forms
 * send visitors, its inline `<style>` elements and their hashes, the hashes of its allowed inline
 * scripts, and every thing it holds that no policy of this site allows, each naming the page and
 * the element.
 * @param {string} html
 * @param {string} page the page's file, for messages
 * @param {{ inlineScripts?: string[] }} [options] the inline scripts the site allows (the boot
 *   script), by their exact text
 */
export function pageNeeds(html, page, { inlineScripts = [] } = {}) {
  const needs = {
    /** @type {{ directive: string, url: string, element: string }[]} */ resources: [],
    /** @type {string[]} */ formTargets: [],
    /** @type {string[]} */ styleHashes: [],
    /** @type {string[]} */ styles: [],
    /** @type {string[]} */ scriptHashes: [],
    /** @type {string[]} */ problems: [],
  };
  /** @type {{ attributes: Record<string, string>, element: string, text: string } | undefined} */
  let script; // the open <script>: its attributes, its description and its text so far
  /** @type {string | undefined} */
  let style; // the open <style>: its text so far
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element = describe(name, attributes);
        for (const why of blockedInElement(name, attributes))
          needs.problems.push(`${page}: ${element}: ${why}`);
        for (const resource of elementResources(name, attributes))
          needs.resources.push({ ...resource, element });
        needs.formTargets.push(...elementFormTargets(name, attributes));
        if (name === 'script') script = { attributes, element, text: '' };
        if (name === 'style') style = '';
      },
      ontext(text) {
        if (script) script.text += text;
        if (style !== undefined) style += text;
      },
      onclosetag(name) {
        if (name === 'script' && script) {
          const type = (script.attributes.type ?? '').toLowerCase();
          const inline =
            !script.attributes.src && !dataScriptTypes.has(type) && script.text.trim() !== '';
          if (inline && inlineScripts.includes(script.text))
            needs.scriptHashes.push(sha('sha256', script.text));
          else if (inline)
            needs.problems.push(
              `${page}: ${script.element}: an inline script would be blocked (script-src 'self'): load it from a file, as scripts/build/islands.mjs does`,
            );
          script = undefined;
        }
        if (name === 'style' && style !== undefined) {
          needs.styleHashes.push(sha('sha256', style));
          needs.styles.push(style);
          style = undefined;
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: false },
  );
  parser.write(html);
  parser.end();
  return needs;
}

/**
 * The origin of an absolute http(s) URL, or undefined for a URL on the site itself.
 * @param {string} url
 * @returns {string | undefined}
 */
function originOf(url) {
  return /^https?:\/\//i.test(url) ? new URL(url).origin : undefined;
}

/**
 * The site's policies, from every built page's needs: each page's own (by its `page`), and the
 * problems that fail the build: anything a page holds that its policy would block. Every policy
 * is the same but for `script-src` and `style-src`, which allow the site and only that page's own
 * inline script and styles, by their hashes; `policyWith([])` is the site's policy for a response
 * that is no page (no inline script or style allowed).
 * @param {{ page: string, html: string }[]} pages
 * @param {{ css?: { file: string, text: string }[], inlineScripts?: string[], https?: boolean }} [options]
 *   the site's stylesheets, whose `url()`s must come from the site too, the inline scripts it
 *   allows (the boot script), and whether the site is served over https (`servedOverHttps`):
 *   only then does the policy upgrade its requests to https
 */
export function sitePolicy(pages, { css = [], inlineScripts = [], https = false } = {}) {
  const needs = pages.map(({ page, html }) => pageNeeds(html, page, { inlineScripts }));
  const problems = needs.flatMap((n) => n.problems);
  /** @param {string[]} values */
  const unique = (values) => [...new Set(values)].sort();
  /**
   * The page of `needs[i]`, one to one with `pages`.
   * @param {number} i
   */
  const pageAt = (i) => /** @type {{ page: string }} */ (pages[i]).page;

  // Images may come from another origin (a storage bucket); scripts, styles and fonts only from
  // the site, so that 'self' covers them.
  for (const [i, n] of needs.entries())
    for (const { directive, url, element } of n.resources) {
      const origin = originOf(url);
      if (/^data:/i.test(url) && directive !== 'img-src')
        problems.push(`${pageAt(i)}: ${element}: a data: URL would be blocked (${directive})`);
      else if (origin && directive !== 'img-src')
        problems.push(
          `${pageAt(i)}: ${element}: ${origin} would be blocked (${directive} 'self'); serve the file from the site`,
        );
    }
  const inlineCss = needs.flatMap((n, i) =>
    n.styles.map((text) => ({ file: `${pageAt(i)}: <style>`, text })),
  );
  for (const { file, text } of [...css, ...inlineCss])
    for (const [, , raw = ''] of text.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) {
      if (/^(https?:)?\/\//i.test(raw) || /^data:/i.test(raw))
        problems.push(
          `${file}: url(${raw.slice(0, 60)}) would be blocked (font-src and img-src allow the site only); serve the file from the site`,
        );
    }

  const imageOrigins = needs.flatMap((n) =>
    n.resources
      .filter((r) => r.directive === 'img-src')
      // The operator check's answer carries the operator's photograph in the page, as data.
      .map((r) => (/^data:image\//i.test(r.url) ? 'data:' : originOf(r.url))),
  );
  const formOrigins = needs.flatMap((n) => n.formTargets.map(originOf));
  /**
   * The policy that allows these inline scripts' and styles' hashes, and nothing else inline; and
   * frames of the site's own paths, for a page that holds one (`frames`).
   * @param {{ scriptHashes?: string[], styleHashes?: string[], frames?: boolean }} inline
   */
  const policyWith = ({ scriptHashes = [], styleHashes = [], frames = false }) => {
    const directives = {
      'default-src': ["'none'"],
      'script-src': ["'self'", ...unique(scriptHashes)],
      'style-src': ["'self'", ...unique(styleHashes)],
      'img-src': ["'self'", ...unique(/** @type {string[]} */ (imageOrigins.filter(Boolean)))],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'manifest-src': ["'self'"],
      ...(frames ? { 'frame-src': ["'self'"] } : {}),
      'form-action': ["'self'", ...unique(/** @type {string[]} */ (formOrigins.filter(Boolean)))],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'none'"],
      ...(https ? { 'upgrade-insecure-requests': [] } : {}),
    };
    return Object.entries(directives)
      .map(([name, values]) => [name, ...values].join(' '))
      .join('; ');
  };
  /** @type {Record<string, string>} */
  const policies = Object.fromEntries(
    needs.map((n, i) => [
      pageAt(i),
      policyWith({ ...n, frames: n.resources.some((r) => r.directive === 'frame-src') }),
    ]),
  );
  return { policies, policyWith, problems };
}

/**
 * Whether a build is for a site served over https: a production build, whose
 * `NEXT_PUBLIC_SITE_URL` is set to an https origin. A local or test build (the site URL unset, or
 * a loopback `http:` address) is served over plain http, where `upgrade-insecure-requests` would
 * break it: WebKit upgrades requests to loopback addresses too, so every image, stylesheet,
 * script and the form would go to an https server that is not there.
 * @param {string | undefined} siteUrl `NEXT_PUBLIC_SITE_URL`
 */
export function servedOverHttps(siteUrl) {
  try {
    return new URL(siteUrl ?? '').protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The Subresource Integrity value of a file's bytes, as an `integrity` attribute wants it.
 * @param {import('node:crypto').BinaryLike} bytes
 */
export function integrity(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}
