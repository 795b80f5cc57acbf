// Writes firebase.json, the Firebase Hosting configuration, from the built site in `out/`
// (docs/decisions.md, "Hosting on Firebase"). It runs after the build because each page's
// Content-Security-Policy is built from what the pages need
// (scripts/build/content-security-policy.mjs), and it fails the build, naming the page and the
// element, when a page holds anything its policy would block.
//
// Every header is set by exactly one rule for any request path. Firebase Hosting does not document
// which rule wins when two rules that match a path set the same header, so no two may: one rule
// for every path carries the security headers every response shares; one rule for each page
// carries its own policy (its own inline style's hash: one policy with every page's hashes made
// Home and About miss the first round trip), one rule for every other path (files, unknown paths
// and the 404 page) the 404 page's, and none the function's paths, whose answers carry their own;
// and one rule for each kind of file, told apart by the path's extension, carries its caching and
// its Cross-Origin-Resource-Policy. The patterns of each set cannot overlap, and a unit test walks
// a built site with superstatic's own matcher to prove it.
//   node scripts/build/hosting.mjs [outDir] [configFile]
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { addressOf, filesBelow, htmlFiles, readIslandsManifest } from './built-files.mjs';
import { answerFolders } from './check-answers.mjs';
import { servedOverHttps, sitePolicy } from './content-security-policy.mjs';
import { root, runIfCommand } from '../project.mjs';
import {
  activityDatabase,
  registersDatabase,
  requestFunctions,
} from '../../functions/deployment.js';
import {
  finderPaths,
  functionOf,
  privatePaths,
  privatePrefixes,
  rewriteSources,
  rewrites,
  routes,
} from '../../functions/vocabulary/paths.js';
import { redirects } from '../../lib/redirects.mjs';

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
  // Older browsers' version of frame-ancestors 'none': the site is never framed.
  'X-Frame-Options': 'DENY',
  // Not sent: Cross-Origin-Opener-Policy. With `same-origin`, a page opened from a page of
  // another origin (about:blank included) needs a browsing context group of its own, and Chromium
  // starts a new renderer process for it instead of using the tab's. Lighthouse opens every page
  // that way: the process start-up alone gave the plain one-document page a median 24 ms of Total
  // Blocking Time (0 without the header), and most of our pages' (/core-values: 52 ms, 6 without).
  // What the header guards, a window handle between this site and a page that opened it or that
  // it opens, protects nothing here: no cookies, no sign-in, no state; links out already carry
  // rel="noopener"; framing is refused by the policy and X-Frame-Options.
};

export const cacheControl = {
  /** Content-hashed build output: a new name for every change, so cache it for good. */
  immutable: `public, max-age=${year}, immutable`,
  /** Images keep their names when they change: cache them for a day. */
  images: 'public, max-age=86400',
  /** Pages, robots.txt, sitemap.xml, the manifest: always revalidate. */
  revalidate: 'no-cache',
};

/**
 * One character as a pattern outside a class, read alike by RE2 and by RegExp with the `u` flag.
 * @param {string} c
 */
const escapeChar = (c) => (/[\\^$.|?*+()[\]{}/]/.test(c) ? `\\${c}` : c);

/** @param {string} c a character in a class `[…]`, escaped where it would mean something there */
const classChar = (c) => (c === '-' || c === '\\' || c === ']' || c === '^' ? `\\${c}` : c);

/**
 * The pattern of a path whose last segment has no dot (a clean URL: a page, or an unknown path
 * that gets the 404 page), except the exact `paths` given and every path that begins with one of
 * `prefixes`: written out letter by letter, since RE2 (Firebase Hosting's engine) has no lookahead
 * to say "not these". At each letter of the excluded paths, a path may end there (if that is not
 * itself excluded), go on along an excluded path (unless a prefix ends with that letter), or leave
 * them all, after which only "the last segment has no dot" is asked of it.
 * @param {readonly string[]} paths extension-less paths, none with a dot
 * @param {readonly string[]} [prefixes] beginnings of paths, none with a dot
 */
export function cleanUrlsExcept(paths, prefixes = []) {
  for (const excluded of [...paths, ...prefixes])
    if (excluded.includes('.')) throw new Error(`${excluded}: an excluded path has no dot`);
  const anyLastSegment = '(?:.*/)?[^./]*$';
  return patternExcept(paths, prefixes, (next) => [
    `[^${next.map(classChar).join('')}./]${anyLastSegment}`,
    ...(next.includes('/') ? [] : [`/${anyLastSegment}`]),
    // A dot: the segment it is in is not the last, so a slash comes later.
    '\\..*/[^./]*$',
  ]);
}

/**
 * The pattern of every path but the exact `paths` given and every path that begins with one of
 * `prefixes`, letter by letter as cleanUrlsExcept writes it (RE2 has no lookahead): at each letter
 * of the excluded paths, a path may end there (if that is not itself excluded), go on along an
 * excluded path (unless a prefix ends with that letter), or leave them all with any other letter.
 * @param {readonly string[]} paths
 * @param {readonly string[]} [prefixes]
 */
export function pathsExcept(paths, prefixes = []) {
  return patternExcept(paths, prefixes, (next) => [
    next.length ? `[^${next.map(classChar).join('')}].*$` : '.+$',
  ]);
}

/**
 * What cleanUrlsExcept and pathsExcept share: the excluded paths as a trie, letter by letter, and
 * the pattern that walks it. At each letter a path may end (unless one excluded ends there), go on
 * along an excluded path (unless an excluded prefix ends with that letter), or leave them all: how
 * it may leave, and what it must then be, is `leave`'s to say, given the letters that go on.
 * @param {readonly string[]} paths
 * @param {readonly string[]} prefixes
 * @param {(next: string[]) => string[]} leave
 */
function patternExcept(paths, prefixes, leave) {
  /** @typedef {{ [c: string]: Trie | true }} Trie the paths letter by letter; `''`: one ends here, `'*'`: all from here */
  /** @type {Trie} */
  const trie = {};
  /**
   * @param {string} excluded
   * @param {'' | '*'} end `''`: the path ends here; `'*'`: everything from here is excluded
   */
  const add = (excluded, end) => {
    let node = trie;
    // A letter is never '' or '*' (no path holds a '*'), so never the `true` of an end.
    for (const c of excluded) node = /** @type {Trie} */ (node[c] ??= {});
    node[end] = true;
  };
  for (const excluded of paths) add(excluded, '');
  for (const excluded of prefixes) add(excluded, '*');
  /**
   * @param {Trie} node
   * @returns {string}
   */
  const at = (node) => {
    const next = Object.keys(node).filter((key) => key !== '' && key !== '*');
    const alternatives = [
      ...(node[''] ? [] : ['$']),
      // Past the end of an excluded prefix, nothing may follow.
      ...next
        .filter((c) => !(/** @type {Trie} */ (node[c])['*']))
        .map((c) => `${escapeChar(c)}${at(/** @type {Trie} */ (node[c]))}`),
      ...leave(next),
    ];
    return `(?:${alternatives.join('|')})`;
  };
  return `^${at(trie)}`;
}

/**
 * The request paths a page is served at: its clean URL (`addressOf`), which is all Hosting
 * answers with the page itself, and the addresses it redirects from there (with `.html`, with a
 * trailing slash, and `/index` for Home), so that no response of the page goes without its policy.
 * @param {string} address a page's clean URL: `/`, `/about`
 */
export const pagePaths = (address) =>
  address === '/' ? ['/', '/index', '/index.html'] : [address, `${address}.html`, `${address}/`];

/**
 * The pattern of exactly these paths.
 * @param {readonly string[]} paths
 */
export const exactly = (paths) =>
  `^(?:${paths.map((p) => [...p].map(escapeChar).join('')).join('|')})$`;

/**
 * The paths the function answers (functions/vocabulary/paths.js), as exact paths (with and without a
 * trailing slash) and as beginnings of paths: its answers carry their own policy
 * (scripts/build/check-answers.mjs), so no rule here sets one.
 */
export const answeredPaths = {
  exact: rewriteSources()
    .filter((source) => !source.endsWith('/**'))
    .flatMap((source) => [source, `${source}/`]),
  prefixes: rewriteSources()
    .filter((source) => source.endsWith('/**'))
    .map((source) => source.slice(0, -2)),
};

/**
 * The pages the provider finder's answers and the providers' pages are at (the function answers
 * every path below `/providers/`): the function says how long each may be kept and whether it may
 * be indexed, so only what every such answer shares is set here.
 */
export const finderRule = {
  kind: 'the provider finder (the check’s function)',
  regex: `^${[...finderPaths.provider].map(escapeChar).join('')}`,
  headers: { 'Cross-Origin-Resource-Policy': 'same-origin' },
};

/**
 * The paths of the function's answers about a person (`private` in functions/vocabulary/paths.js):
 * never cached, with or without a trailing slash (Hosting's rewrites take both to the function,
 * and its router answers both), and every path below a wider private route's beginning.
 */
export const functionRule = {
  kind: 'the functions’ answers about a person',
  regex: `^(?:(?:${privatePaths.map((p) => [...p].map(escapeChar).join('')).join('|')})/?$|${privatePrefixes.map((p) => [...p].map(escapeChar).join('')).join('|')})`,
  headers: {
    // Hosting's header rules replace a function's own headers: these are the function's own.
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
    'Cross-Origin-Resource-Policy': 'same-origin',
  },
};

/**
 * The kinds of file the site serves, each with the headers only it carries. A kind is a pattern
 * on the request path (RE2 syntax, as Firebase Hosting reads `regex`): the documents' paths end
 * in a segment without a dot (clean URLs, and so every unknown path that gets the 404 page;
 * never the function's paths, which have a rule of their own) or in a document extension; every
 * other kind is a set of extensions. So no path is of two kinds.
 */
export const fileKinds = [
  {
    kind: 'documents',
    regex: `${cleanUrlsExcept(
      privatePaths.flatMap((p) => [p, `${p}/`]),
      [finderPaths.provider, ...privatePrefixes],
    )}|\\.(?:html|txt|xml|webmanifest)$`,
    headers: {
      'Cache-Control': cacheControl.revalidate,
      'Cross-Origin-Resource-Policy': 'same-origin',
    },
  },
  {
    // Only the build writes these, all under /_next/static/ with content-hashed names.
    kind: 'scripts, styles and fonts',
    regex: String.raw`\.(?:js|css|woff2)$`,
    headers: {
      'Cache-Control': cacheControl.immutable,
      'Cross-Origin-Resource-Policy': 'same-origin',
    },
  },
  {
    // Other sites show the social cards and icons in link previews, so they may load them.
    kind: 'images',
    regex: String.raw`\.(?:svg|png|jpe?g|webp|avif|gif|ico)$`,
    headers: {
      'Cache-Control': cacheControl.images,
      'Cross-Origin-Resource-Policy': 'cross-origin',
    },
  },
];

/** @param {Record<string, string>} values */
const headers = (values) => Object.entries(values).map(([key, value]) => ({ key, value }));

/**
 * Why RE2 (Firebase Hosting) and JavaScript's RegExp (superstatic here, without its optional re2
 * module: docs/hosting.md, "RE2 and superstatic") could read a `regex` differently, or undefined where they read
 * it alike: lookaround and backreferences are JavaScript's alone, `(?P<name>…)` RE2's, and both
 * read named groups and `\C`, `\z` and the like differently.
 * @param {string} regex
 */
export function re2Difference(regex) {
  if (/\(\?<?[=!]/.test(regex)) return 'lookaround, which RE2 does not have';
  if (/\\[1-9]|\\k</.test(regex)) return 'a backreference, which RE2 does not have';
  if (/\(\?P?</.test(regex)) return 'a named group, which RE2 and RegExp write differently';
  if (/\\[CzAQE]/.test(regex)) return 'an escape (\\C, \\z, \\A, \\Q…) that only RE2 reads';
  return undefined;
}

/** @typedef {{ source?: string, regex?: string, headers: { key: string, value: string }[] }} HeaderRule */

/** The page that unknown paths get, whose policy every path that is no page carries. */
export const notFoundPage = '404.html';

/**
 * Each built page's Content-Security-Policy, by its file in `outDir` (or its name in
 * `servedElsewhere`). Throws, listing every page and element, if a page holds anything its policy
 * would block.
 * @param {string} outDir
 * @param {{ https?: boolean, servedElsewhere?: Record<string, string> }} [options] `https`:
 *   whether the site is served over https (a production build: `servedOverHttps`);
 *   `servedElsewhere`: pages of the site that are no longer in `outDir`, by name (the operator
 *   check's answers, once the build has moved them into its function), which the policies cover too
 * @returns {{ policies: Record<string, string>, otherPaths: string }} `otherPaths`: the policy of
 *   every response that is no page of its own (the 404 page's)
 */
export function pagePolicies(
  outDir,
  { https = servedOverHttps(process.env.NEXT_PUBLIC_SITE_URL), servedElsewhere = {} } = {},
) {
  const pages = htmlFiles(outDir).map((page) => ({
    page: page.split(path.sep).join('/'),
    html: readFileSync(path.join(outDir, page), 'utf8'),
  }));
  for (const [page, html] of Object.entries(servedElsewhere)) pages.push({ page, html });
  const css = filesBelow(outDir, '.css').map((file) => ({
    file,
    text: readFileSync(path.join(outDir, file), 'utf8'),
  }));
  const boot = readIslandsManifest(outDir)?.boot;
  const inlineScripts = boot ? [boot] : [];
  const { policies, policyWith, problems } = sitePolicy(pages, { css, inlineScripts, https });
  if (problems.length > 0)
    throw new Error(
      `The site's Content-Security-Policy would block what these pages hold:\n  ${problems.join('\n  ')}`,
    );
  return { policies, otherPaths: policies[notFoundPage] ?? policyWith({}) };
}

/**
 * The site's own pages in `outDir` (not the function's answers, which the build moves into it),
 * by file, each with its clean URL; the 404 page is no page of its own here.
 * @param {string} outDir
 */
export const servedPages = (outDir) =>
  htmlFiles(outDir)
    .map((file) => file.split(path.sep).join('/'))
    .filter(
      (file) =>
        file !== notFoundPage && !answerFolders.some((folder) => file.startsWith(`${folder}/`)),
    )
    .map((file) => ({ file, address: addressOf(file) }));

/**
 * The Cloud Function (functions/deployment.js) a route names.
 * @param {string} name
 */
function functionNamed(name) {
  const named = requestFunctions.find((declared) => declared.name === name);
  if (!named) throw new Error(`functions/vocabulary/paths.js: no function is named ${name}`);
  return named;
}

/**
 * The whole Firebase Hosting configuration for the built site in `outDir`. Throws, listing every
 * page and element, if a page holds anything its policy would block.
 * @param {string} outDir
 * @param {{ https?: boolean, servedElsewhere?: Record<string, string> }} [options] as `pagePolicies`
 * @returns {{ hosting: { public: string, cleanUrls: boolean, trailingSlash: boolean, ignore: string[], redirects: { source: string, destination: string, type: number }[], rewrites: { source: string, function: { functionId: string, region: string } }[], headers: HeaderRule[] }, functions: object[], firestore: { database: string, rules: string, indexes: string }[] }}
 */
export function hostingConfig(outDir, options = {}) {
  for (const { kind, regex } of [...fileKinds, functionRule, finderRule]) {
    const difference = re2Difference(regex);
    if (difference)
      throw new Error(
        `scripts/build/hosting.mjs: the regex of ${kind} has ${difference}; Firebase Hosting would read it otherwise`,
      );
  }
  const { policies, otherPaths } = pagePolicies(outDir, options);
  const pages = servedPages(outDir);
  /** @param {string} policy */
  const csp = (policy) => headers({ 'Content-Security-Policy': policy });
  return {
    hosting: {
      public: 'out',
      cleanUrls: true,
      trailingSlash: false,
      ignore: ['firebase.json', '**/.*'],
      redirects: redirects.map((redirect) => ({ ...redirect, type: 301 })),
      // Each route (functions/vocabulary/paths.js) goes to the function that serves it
      // (functions/index.js), in London: the portal's to the portal's, the others to the check's.
      rewrites: rewrites().map(({ source, function: name }) => ({
        source,
        function: { functionId: name, region: functionNamed(name).region },
      })),
      headers: [
        // Every response, the 404 page that unknown paths get included.
        { source: '**', headers: headers(securityHeaders) },
        // Each page's own policy, at its clean URL and the addresses that redirect to it.
        ...pages.map(({ file, address }) => ({
          regex: exactly(pagePaths(address)),
          headers: csp(/** @type {string} */ (policies[file])),
        })),
        // Every other path but the function's: files, unknown paths and the 404 page.
        {
          regex: pathsExcept(
            [...pages.flatMap(({ address }) => pagePaths(address)), ...answeredPaths.exact],
            answeredPaths.prefixes,
          ),
          headers: csp(otherPaths),
        },
        ...[...fileKinds, functionRule, finderRule].map(({ regex, headers: values }) => ({
          regex,
          headers: headers(values),
        })),
      ],
    },
    // `npm run deploy` deploys the function and the rules with the site, in one command.
    functions: [
      {
        source: 'functions',
        codebase: 'default',
        // The tests' own modules (testing/) stay behind with the tests.
        ignore: ['node_modules', '*.test.*', 'testing', '.secret.local', '.env.local'],
      },
    ],
    // The registers, which the function reads, and its own `activity` database, which it writes
    // (functions/deployment.js). The same rules for both: no browser reads or writes either.
    firestore: [
      { database: registersDatabase, rules: 'firestore.rules', indexes: 'firestore.indexes.json' },
      {
        database: activityDatabase,
        rules: 'firestore.rules',
        indexes: 'firestore.activity.indexes.json',
      },
    ],
  };
}

// Superstatic (the Firebase Hosting emulator's engine, which `npm start` and the tests serve with)
// decides which header rules apply to a request with these two functions.
const require = createRequire(import.meta.url);
const { configMatcher } = require('superstatic/lib/utils/patterns.js');
/** glob-slasher has no typings: it gives a path or glob one leading slash (after a `!`), normalized. */
const slasher = /** @type {(glob: string) => string} */ (require('glob-slasher'));

/** Paths no file answers: they get the 404 page, and its headers. */
export const unknownPaths = ['/no-such-page', '/services/no-such-service', '/no-such-file.pdf'];

/**
 * The header rules of a configuration that apply to a request path, matched as superstatic (the
 * Firebase Hosting emulator's engine) matches them.
 * @param {{ hosting: { headers: HeaderRule[] } }} config
 * @param {string} requestPath
 * @returns {HeaderRule[]}
 */
export function rulesFor(config, requestPath) {
  return config.hosting.headers.filter((rule) =>
    configMatcher(
      slasher(requestPath),
      rule.source ? { ...rule, source: slasher(rule.source) } : rule,
    ),
  );
}

/**
 * Every request path the built site answers (each page's clean URL, every other file's own path)
 * and a few it does not, checked against the configuration's header rules with superstatic's own
 * matcher: a header key that two matching rules set, a file that no kind of file matches, a file
 * cached as immutable whose name is not content-hashed, a path of the site without a policy or a
 * path of the function's with one from here. Empty when all is well.
 * @param {string} outDir
 * @param {{ hosting: { headers: HeaderRule[] } }} config
 */
export function headerConflicts(outDir, config) {
  // The function's answer pages are in out/ only until the build's last step moves them into the
  // function: never served from there.
  const files = filesBelow(outDir, '')
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !answerFolders.some((folder) => file.startsWith(`${folder}/`)));
  /** @type {{ file?: string, path: string, function?: string }[]} */
  const requests = [
    ...files.map((file) => ({
      file,
      path: addressOf(file),
    })),
    ...unknownPaths.map((unknown) => ({ file: undefined, path: unknown })),
    // Each of the functions' routes, a provider's number where its path takes any.
    ...Object.values(routes).map((route) => ({
      file: undefined,
      path: route.path.replace(/\*$/, 'TP1042'),
      function: functionOf(route),
    })),
  ];
  return requests.flatMap(({ file, path: requestPath, function: answered }) => {
    const where = file
      ? `out/${file} (${requestPath})`
      : answered
        ? `${requestPath} (the ${answered}'s function)`
        : `${requestPath} (no such file: the 404 page)`;
    /** @type {Map<string, HeaderRule[]>} */
    const setters = new Map();
    for (const rule of rulesFor(config, requestPath))
      for (const { key } of rule.headers)
        setters.set(key.toLowerCase(), [...(setters.get(key.toLowerCase()) ?? []), rule]);
    const problems = [...setters]
      .filter(([, by]) => by.length > 1)
      .map(
        ([key, by]) =>
          `${where}: ${key} is set by ${by.length} rules (${by.map((rule) => rule.source ?? rule.regex).join(', ')})`,
      );
    const cache = setters
      .get('cache-control')?.[0]
      ?.headers.find((h) => h.key.toLowerCase() === 'cache-control');
    if (file && !path.posix.extname(file))
      problems.push(
        `${where}: a file without an extension is served as a document and untyped; give it one (a route handler named like app/opengraph-image.png/route.tsx)`,
      );
    else if (file && !cache)
      problems.push(
        `${where}: no kind of file matches it, so it has no Cache-Control; add its extension to fileKinds in scripts/build/hosting.mjs`,
      );
    const policySetters = setters.get('content-security-policy')?.length ?? 0;
    if (answered && policySetters > 0)
      problems.push(
        `${where}: Content-Security-Policy is set here, but the function's answers carry their own page's`,
      );
    else if (!answered && policySetters === 0)
      problems.push(`${where}: no rule sets its Content-Security-Policy`);
    if (file && cache?.value === cacheControl.immutable && !file.startsWith('_next/static/'))
      problems.push(
        `${where}: cached as immutable, but only the build’s content-hashed files under _next/static/ may be`,
      );
    return problems;
  });
}

/**
 * The step: firebase.json from the built pages, refused if a page holds what the policy would
 * block, or if a header is set by two rules or a file matches no kind.
 * @param {string} outDir
 * @param {string} [configFile]
 */
export async function run(outDir, configFile = path.join(root, 'firebase.json')) {
  const config = hostingConfig(outDir);
  const conflicts = headerConflicts(outDir, config);
  if (conflicts.length > 0)
    throw new Error(`Header rules that overlap or miss a file:\n  ${conflicts.join('\n  ')}`);
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  return `${path.relative(root, configFile)}: a Content-Security-Policy for each of ${servedPages(outDir).length} pages and one for every other path, headers for ${fileKinds.length} kinds of file`;
}

runIfCommand(import.meta.url, run);
