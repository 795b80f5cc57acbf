// The site's one Content-Security-Policy (DESIGN.md §6), built from what the built pages need,
// and the guard that fails the build when a page holds anything that policy would block.
//
// Scripts come from the site alone, but for one inline script: the boot script that
// scripts/islands.mjs writes into every page (components/islands/boot.ts), allowed by its hash; any
// other inline script fails the build. What varies between builds is collected from the pages:
// where forms post (the form service, and the site the service sends visitors back to), where
// images come from (the site, or the asset origin when NEXT_PUBLIC_ASSET_BASE_URL is set) and the
// hash of each `<style>` element a page inlines (scripts/inline-css.mjs puts each page's CSS there).
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

/** Script types that are data, not code: the browser never runs them, so CSP ignores them. */
const dataScriptTypes = new Set(['application/ld+json', 'application/json']);

/** Elements the policy blocks outright (`default-src 'none'`, `object-src 'none'`, `base-uri 'none'`). */
const blockedElements = {
  iframe: "frames are blocked (frame-src falls back to default-src 'none')",
  frame: 'frames are blocked',
  object: "plugins are blocked (object-src 'none')",
  embed: "plugins are blocked (object-src 'none')",
  applet: "plugins are blocked (object-src 'none')",
  base: "<base> is blocked (base-uri 'none')",
  audio: "media is blocked (default-src 'none')",
  video: "media is blocked (default-src 'none')",
  track: "media is blocked (default-src 'none')",
};

/** Which directive governs what a `<link rel>` fetches. */
function linkDirective(rel, as) {
  const rels = rel.toLowerCase().split(/\s+/);
  if (rels.includes('stylesheet')) return 'style-src';
  if (rels.includes('manifest')) return 'manifest-src';
  if (rels.includes('icon') || rels.includes('apple-touch-icon')) return 'img-src';
  if (rels.includes('preload') || rels.includes('modulepreload')) {
    const kind = rels.includes('modulepreload') ? 'script' : as;
    return { script: 'script-src', style: 'style-src', font: 'font-src', image: 'img-src' }[kind];
  }
  return undefined;
}

const sha = (algorithm, text) =>
  `'${algorithm}-${createHash(algorithm).update(text, 'utf8').digest('base64')}'`;

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
  /** @type {{ directive: string, url: string, element: string }[]} */
  const resources = [];
  /** @type {string[]} */
  const formTargets = [];
  /** @type {string[]} */
  const styleHashes = [];
  /** @type {string[]} */
  const styles = [];
  /** @type {string[]} */
  const scriptHashes = [];
  /** @type {string[]} */
  const problems = [];
  let script; // the open <script>: its attributes and text so far
  let style; // the open <style>: its text so far

  const describe = (name, attributes) => {
    const shown = ['id', 'name', 'class', 'src', 'href', 'type', 'action']
      .filter((key) => attributes[key] !== undefined)
      .map((key) => `${key}="${attributes[key].slice(0, 60)}"`);
    return `<${[name, ...shown].join(' ')}>`;
  };
  const fail = (element, why) => problems.push(`${page}: ${element}: ${why}`);

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element = describe(name, attributes);
        for (const [key, value] of Object.entries(attributes)) {
          if (/^on/i.test(key))
            fail(element, `the inline event handler ${key}="…" would be blocked (script-src)`);
          if (key === 'style')
            fail(element, 'the inline style attribute would be blocked (style-src); use a class');
          if (/^\s*javascript:/i.test(value))
            fail(element, `the javascript: URL in ${key} would be blocked (script-src)`);
        }
        if (name in blockedElements) fail(element, blockedElements[name]);
        const add = (directive, url) =>
          directive && url && resources.push({ directive, url, element });
        const addSrcset = (directive, srcset) =>
          srcset
            ?.split(',')
            .forEach((candidate) => add(directive, candidate.trim().split(/\s+/)[0]));
        switch (name) {
          case 'script':
            script = { attributes, element, text: '' };
            if (attributes.src) add('script-src', attributes.src);
            break;
          case 'style':
            style = '';
            break;
          case 'link':
            add(linkDirective(attributes.rel ?? '', attributes.as ?? ''), attributes.href);
            if (attributes.imagesrcset) addSrcset('img-src', attributes.imagesrcset);
            break;
          case 'img':
            add('img-src', attributes.src);
            addSrcset('img-src', attributes.srcset);
            break;
          case 'source':
            addSrcset('img-src', attributes.srcset);
            break;
          case 'image':
          case 'use':
            // SVG: an external reference is fetched as an image; a fragment (#id) is not.
            if (!(attributes.href ?? attributes['xlink:href'] ?? '#').startsWith('#'))
              add('img-src', attributes.href ?? attributes['xlink:href']);
            break;
          case 'form':
            if (attributes.action) formTargets.push(attributes.action);
            break;
          case 'button':
          case 'input':
            if (attributes.formaction) formTargets.push(attributes.formaction);
            // The form service sends the visitor on to this address after a submission, and
            // form-action governs that redirect too.
            if (name === 'input' && attributes.name === 'redirect' && attributes.value)
              formTargets.push(attributes.value);
            break;
        }
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
            scriptHashes.push(sha('sha256', script.text));
          else if (inline)
            fail(
              script.element,
              "an inline script would be blocked (script-src 'self'): load it from a file, as scripts/islands.mjs does",
            );
          script = undefined;
        }
        if (name === 'style' && style !== undefined) {
          styleHashes.push(sha('sha256', style));
          styles.push(style);
          style = undefined;
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: false },
  );
  parser.write(html);
  parser.end();
  return { resources, formTargets, styleHashes, styles, scriptHashes, problems };
}

/** The origin of an absolute http(s) URL, or undefined for a URL on the site itself. */
function originOf(url) {
  return /^https?:\/\//i.test(url) ? new URL(url).origin : undefined;
}

/**
 * The one policy for the whole site, from every built page's needs, and the problems that fail the
 * build: anything a page holds that the policy would block.
 * @param {{ page: string, html: string }[]} pages
 * @param {{ css?: { file: string, text: string }[], inlineScripts?: string[], https?: boolean }} [options]
 *   the site's stylesheets, whose `url()`s must come from the site too, the inline scripts it
 *   allows (the boot script), and whether the site is served over https (`servedOverHttps`):
 *   only then does the policy upgrade its requests to https
 */
export function sitePolicy(pages, { css = [], inlineScripts = [], https = false } = {}) {
  const needs = pages.map(({ page, html }) => pageNeeds(html, page, { inlineScripts }));
  const problems = needs.flatMap((n) => n.problems);
  const unique = (values) => [...new Set(values)].sort();

  // Images may come from another origin (a storage bucket); scripts, styles and fonts only from
  // the site, so that one policy with 'self' covers them.
  for (const [i, n] of needs.entries())
    for (const { directive, url, element } of n.resources) {
      const origin = originOf(url);
      if (/^data:/i.test(url) && directive !== 'img-src')
        problems.push(`${pages[i].page}: ${element}: a data: URL would be blocked (${directive})`);
      else if (origin && directive !== 'img-src')
        problems.push(
          `${pages[i].page}: ${element}: ${origin} would be blocked (${directive} 'self'); serve the file from the site`,
        );
    }
  const inlineCss = needs.flatMap((n, i) =>
    n.styles.map((text) => ({ file: `${pages[i].page}: <style>`, text })),
  );
  for (const { file, text } of [...css, ...inlineCss])
    for (const [, , raw] of text.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) {
      if (/^(https?:)?\/\//i.test(raw) || /^data:/i.test(raw))
        problems.push(
          `${file}: url(${raw.slice(0, 60)}) would be blocked (font-src and img-src allow the site only); serve the file from the site`,
        );
    }

  const imageOrigins = needs.flatMap((n) =>
    n.resources.filter((r) => r.directive === 'img-src').map((r) => originOf(r.url)),
  );
  const formOrigins = needs.flatMap((n) => n.formTargets.map(originOf));
  const directives = {
    'default-src': ["'none'"],
    'script-src': ["'self'", ...unique(needs.flatMap((n) => n.scriptHashes))],
    'style-src': ["'self'", ...unique(needs.flatMap((n) => n.styleHashes))],
    'img-src': ["'self'", ...unique(imageOrigins.filter(Boolean))],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'", ...unique(formOrigins.filter(Boolean))],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
  const policy = Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
  return { policy, problems };
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

/** The Subresource Integrity value of a file's bytes, as an `integrity` attribute wants it. */
export function integrity(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}
