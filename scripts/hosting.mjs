// Writes firebase.json, the Firebase Hosting configuration, from the built site in `out/`
// (DESIGN.md §6). It runs after `next build` because each page's Content-Security-Policy lists
// the sha256 hashes of that page's inline scripts, which change with every build.
//   node scripts/hosting.mjs [outDir] [configFile]
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesBelow, htmlFiles } from './built-files.mjs';

const year = 60 * 60 * 24 * 365;

/** Headers every response carries. */
export const securityHeaders = {
  // Browsers only ever use HTTPS for the site, for a year, subdomains included.
  'Strict-Transport-Security': `max-age=${year}; includeSubDomains`,
  // Files are used as the type the server says, never sniffed.
  'X-Content-Type-Options': 'nosniff',
  // Other sites see only our origin, never the page a visitor came from.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The site needs none of these powerful features, so no script may ask for them.
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  // No other window can keep a handle on ours.
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Older browsers' version of frame-ancestors 'none': the site is never framed.
  'X-Frame-Options': 'DENY',
};

export const cacheControl = {
  /** Content-hashed build output: a new name for every change, so cache it for good. */
  immutable: `public, max-age=${year}, immutable`,
  /** Images keep their names when they change: cache them for a day. */
  images: 'public, max-age=86400',
  /** Pages, robots.txt, sitemap.xml: always revalidate. */
  revalidate: 'no-cache',
};

/** The inline scripts a page runs (not data blocks such as JSON-LD), as CSP hash sources. */
export function inlineScriptHashes(html) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) =>
      !/\bsrc=/.test(attributes) && !/\btype="(application\/(ld\+)?json)"/.test(attributes),
  );
  const hashes = scripts.map(
    ([, , body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

/** The origins of the absolute URLs a page uses in one attribute of one element. */
function origins(html, element, attribute) {
  const pattern = new RegExp(`<${element}\\b[^>]*\\b${attribute}="(https?://[^"]+)"`, 'g');
  return [...new Set([...html.matchAll(pattern)].map((m) => new URL(m[1]).origin))];
}

/** Where the page's forms post, and where the form service sends the visitor back to. */
function formOrigins(html) {
  const redirects = [...html.matchAll(/<input\b[^>]*\bname="redirect"[^>]*>/g)]
    .map((m) => /\bvalue="(https?:\/\/[^"]+)"/.exec(m[0])?.[1])
    .filter(Boolean)
    .map((url) => new URL(url).origin);
  return [...new Set([...origins(html, 'form', 'action'), ...redirects])];
}

/** The Content-Security-Policy for one built page: exactly what that page needs. */
export function contentSecurityPolicy(html) {
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(html)],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', ...origins(html, 'img', 'src')],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'", ...formOrigins(html)],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': [],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** The request path a built HTML file answers under clean URLs: `about.html` → `/about`. */
export function routeOf(htmlFile) {
  const route = `/${htmlFile
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '')}`;
  return route === '/index' ? '/' : route;
}

/**
 * Generated images without an extension (Next writes `opengraph-image` and `apple-icon` so), which
 * a static host could not type by name, as routes with their content type.
 * @param {string} dir
 * @returns {{ route: string, type: string }[]}
 */
export function extensionlessImages(dir) {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return filesBelow(dir, '')
    .filter((file) => !path.extname(file))
    .filter((file) => readFileSync(path.join(dir, file)).subarray(0, 8).equals(png))
    .map((file) => ({ route: `/${file.split(path.sep).join('/')}`, type: 'image/png' }));
}

const headers = (values) => Object.entries(values).map(([key, value]) => ({ key, value }));

/** The whole Firebase Hosting configuration for the built site in `outDir`. */
export function hostingConfig(outDir) {
  const pages = htmlFiles(outDir)
    .filter((file) => !['404.html', '_not-found.html'].includes(file))
    .sort()
    .map((file) => ({ file, route: routeOf(file) }));
  const policy = (file) => contentSecurityPolicy(readFileSync(path.join(outDir, file), 'utf8'));
  return {
    hosting: {
      public: 'out',
      cleanUrls: true,
      trailingSlash: false,
      ignore: ['firebase.json', '**/.*'],
      // Later rules win where two set the same header: the specific ones come last.
      headers: [
        {
          // Everything, including the 404 page that unknown paths get.
          source: '**',
          headers: headers({
            ...securityHeaders,
            'Cache-Control': cacheControl.revalidate,
            'Content-Security-Policy': policy('404.html'),
          }),
        },
        {
          source: '/_next/static/**',
          headers: headers({ 'Cache-Control': cacheControl.immutable }),
        },
        { source: '/images/**', headers: headers({ 'Cache-Control': cacheControl.images }) },
        ...extensionlessImages(outDir).map(({ route, type }) => ({
          source: route,
          headers: headers({ 'Content-Type': type, 'Cache-Control': cacheControl.images }),
        })),
        ...pages.map(({ file, route }) => ({
          source: route,
          headers: headers({ 'Content-Security-Policy': policy(file) }),
        })),
      ],
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const [outDir = path.join(root, 'out'), configFile = path.join(root, 'firebase.json')] =
    process.argv.slice(2);
  const config = hostingConfig(outDir);
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  const policies = config.hosting.headers.filter((rule) =>
    rule.headers.some((h) => h.key === 'Content-Security-Policy'),
  ).length;
  console.log(
    `Wrote ${path.relative(root, configFile)}: security policies for ${policies - 1} pages and the 404 page.`,
  );
}
