// Replaces Next.js's client runtime in the exported pages with the four client islands alone
// (DESIGN.md "Shape": only four islands may hydrate). `next build` writes each page with React's
// whole-page hydration: ~150 KB of scripts plus the page's tree again as inline payload, all of
// which a static page with four small interactive parts does not need. This step
//   1. bundles components/islands/entry.ts (React, the islands, Embla) with esbuild into
//      out/_next/static/islands/, split so each page fetches only the islands it carries;
//   2. takes Next's scripts, script preloads and inline payload out of every page and writes the
//      boot script (components/islands/boot.ts) into it instead, which adds the islands entry once
//      the page has painted;
//   3. deletes the files only that runtime used: its scripts and the route payloads (*.txt).
// Anything it does not recognise fails the build, naming the file.
//   node scripts/islands.mjs [outDir]
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { filesBelow, htmlFiles, islandsManifestPath, removeEmptyFolders } from './built-files.mjs';
import { integrity } from './content-security-policy.mjs';
import {
  classLiterals,
  classNames,
  renameClassLiterals,
  renameSite,
  siteClasses,
} from './short-classes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const islandsPath = '/_next/static/islands';
/** The island modules in components/islands/, as `data-island` names them (components/islands/registry.ts). */
const islandNames = ['slide-carousel', 'logo-carousel', 'mobile-menu', 'scroll-to-top'];

// Next's scripts, and this step's own entry (so that it can run again over its own output).
const nextChunk = /^\/_next\/static\/(chunks|islands)\/[^"]+\.js$/;
/** This step's own boot script (again, so that it can run over its own output). */
const bootAttributes = ' id="boot"';
// Inline scripts of Next's runtime: the flight payload and the bundler's chunk list.
const nextInline = [/^\(?self\.__next_f\b/, /^\(globalThis\["TURBOPACK"\]/, /^\$R[CSX]\b/];

/**
 * A page without Next's runtime: its script elements and script preloads removed. JSON-LD and
 * other data blocks stay. Throws, naming the page, on a script it does not recognise.
 * @param {string} html
 * @param {string} page the page's file, for messages
 */
export function stripNextRuntime(html, page) {
  const withoutScripts = html.replace(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
    (element, attributes, body) => {
      if (/\btype="application\/(ld\+)?json"/.test(attributes)) return element;
      if (attributes === bootAttributes) return '';
      const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
      if (src ? nextChunk.test(src) : nextInline.some((pattern) => pattern.test(body.trim())))
        return '';
      throw new Error(
        `${page}: unknown script ${element.slice(0, 120)}…; scripts/islands.mjs knows only Next's runtime and JSON-LD`,
      );
    },
  );
  const withoutPreloads = withoutScripts.replace(
    /<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*>/g,
    (element) => (/\bas="script"|modulepreload/.test(element) ? '' : element),
  );
  const left = /\/_next\/static\/chunks\/[^"']+\.js/.exec(withoutPreloads);
  if (left) throw new Error(`${page}: still refers to Next's script ${left[0]} after stripping`);
  return withoutPreloads;
}

/**
 * The page with its boot script (components/islands/boot.ts, built by buildBoot) inline in its
 * <head>: it fetches the font and adds the islands entry once the page has painted.
 * @param {string} html
 * @param {string} boot the built boot script
 */
export function addBoot(html, boot) {
  if (boot.includes('</')) throw new Error('the boot script must not contain "</"');
  return html.replace('</head>', `<script${bootAttributes}>${boot}</script></head>`);
}

/**
 * Each island's props in single quotes, so the JSON's double quotes need no `&quot;` (six bytes
 * each, a third of the props' size). The value is the same to the browser: `&amp;`, `&lt;` and
 * `&gt;` stay as React wrote them, and a `'` in the props is written `&#x27;`.
 * @param {string} html
 */
export function compactProps(html) {
  return html.replace(
    /(\sdata-props=)"([^"]*)"/g,
    (_, name, value) => `${name}'${value.replace(/'/g, '&#x27;').replace(/&quot;/g, '"')}'`,
  );
}

/**
 * The boot script, minified, with the islands entry's URL and Subresource Integrity value (so the
 * browser refuses the entry if its bytes are not the ones built) and the web font files it puts
 * in the cache for the next page.
 * @param {string} entrySrc
 * @param {string} entryIntegrity
 * @param {string[]} fontUrls
 */
export async function buildBoot(entrySrc, entryIntegrity, fontUrls = []) {
  const result = await esbuild.build({
    entryPoints: [path.join(root, 'components/islands/boot.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    platform: 'browser',
    legalComments: 'none',
    write: false,
    logLevel: 'warning',
    define: {
      __ISLANDS_ENTRY__: JSON.stringify(entrySrc),
      __ISLANDS_ENTRY_INTEGRITY__: JSON.stringify(entryIntegrity),
      __FONT_URLS__: JSON.stringify(fontUrls),
    },
  });
  return result.outputFiles[0].text.trim();
}

/**
 * Builds the islands bundle. Returns the entry's URL and, for the budgets, the files each island
 * and the shared runtime load.
 * @param {string} outDir
 */
export async function buildIslands(outDir) {
  const outdir = path.join(outDir, islandsPath);
  rmSync(outdir, { recursive: true, force: true });
  // The NEXT_PUBLIC_ variables the code reads, inlined as Next inlines them (unset: undefined).
  const define = { 'process.env.NODE_ENV': '"production"' };
  for (const dir of ['components', 'content', 'lib']) {
    for (const file of filesBelow(path.join(root, dir), '')) {
      if (!/\.(m?js|tsx?)$/.test(file)) continue;
      const text = readFileSync(path.join(root, dir, file), 'utf8');
      for (const [, name] of text.matchAll(/process\.env\.(NEXT_PUBLIC_\w+)/g)) {
        const value = process.env[name];
        define[`process.env.${name}`] = value === undefined ? 'undefined' : JSON.stringify(value);
      }
    }
  }
  const common = {
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2020',
    jsx: 'automatic',
    outdir,
    entryNames: '[name]-[hash]',
    define,
    platform: 'browser',
    legalComments: 'none',
    metafile: true,
    absWorkingDir: root,
    logLevel: 'warning',
  };
  // 1. React and each island, split so that shared code is fetched once, with the site's short
  // class names (scripts/short-classes.mjs). A first pass reads the islands' own source: a class
  // name that appears in it other than as a class (`group` in `role="group"`) keeps its name.
  const modules = ['island-runtime', ...islandNames];
  const entryPoints = Object.fromEntries(
    modules.map((name) => [name, path.join(root, `components/islands/${name}.tsx`)]),
  );
  const ownSource = /\.(tsx?|m?js)$/;
  const isOwn = (file) => !file.split(path.sep).includes('node_modules');
  const site = siteClasses(outDir);
  const kept = new Set(site.props);
  await esbuild.build({
    ...common,
    entryPoints,
    splitting: true,
    write: false,
    plugins: [
      {
        name: 'class-literals',
        setup(build) {
          build.onLoad({ filter: ownSource }, (args) => {
            if (!isOwn(args.path)) return undefined;
            const { classes, others } = classLiterals(readFileSync(args.path, 'utf8'), args.path);
            for (const { text } of classes)
              for (const name of text.split(/\s+/)) if (!site.styled.has(name)) kept.add(name);
            for (const text of others)
              for (const name of text.split(/\s+/)) if (site.styled.has(name)) kept.add(name);
            return undefined;
          });
        },
      },
    ],
  });
  const names = classNames({ uses: site.uses, styled: site.styled, kept });
  const split = await esbuild.build({
    ...common,
    entryPoints,
    plugins: [
      {
        name: 'short-classes',
        setup(build) {
          build.onLoad({ filter: ownSource }, (args) => {
            if (!isOwn(args.path)) return undefined;
            const extension = path.extname(args.path).slice(1);
            return {
              contents: renameClassLiterals(readFileSync(args.path, 'utf8'), args.path, names),
              loader: extension === 'mjs' ? 'js' : extension,
            };
          });
        },
      },
    ],
    splitting: true,
    chunkNames: '[name]-[hash]',
    // V8's explicit compile hint (Chrome 136 and later; other engines read a comment): compile
    // every function of these files up front, on the thread that streams the file in, instead of
    // on the main thread the first time each is called. Nearly all of React's and Embla's code
    // runs as the islands hydrate, so this moves work off the main thread rather than adding it.
    banner: { js: '//# allFunctionsCalledOnLoad' },
  });
  const outputs = split.metafile.outputs;
  const url = (file) =>
    `/${path.relative(outDir, path.resolve(root, file)).split(path.sep).join('/')}`;
  const outputOf = (name) =>
    Object.keys(outputs).find((file) =>
      outputs[file].entryPoint?.endsWith(`components/islands/${name}.tsx`),
    );
  /** A file with everything it imports statically. */
  const closure = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const i of outputs[file].imports) if (i.kind === 'import-statement') closure(i.path, seen);
    return seen;
  };
  const files = (name) => [...closure(outputOf(name))].map(url);

  // 2. The entry on its own, with no static imports: its dynamic imports of the modules above
  // point at their built files. A static import would be fetched at high priority before the
  // page's first paint.
  const entry = await esbuild.build({
    ...common,
    entryPoints: { islands: path.join(root, 'components/islands/entry.ts') },
    plugins: [
      {
        name: 'built-islands',
        setup(build) {
          build.onResolve({ filter: /^\.\/[a-z-]+$/ }, (args) => {
            const name = args.path.slice(2);
            if (args.kind !== 'dynamic-import' || !modules.includes(name)) return undefined;
            return { path: `./${path.basename(outputOf(name))}`, external: true };
          });
        },
      },
    ],
  });
  const entryFile = Object.keys(entry.metafile.outputs)[0];
  const staticImports = entry.metafile.outputs[entryFile].imports.filter(
    (i) => i.kind === 'import-statement',
  );
  if (staticImports.length > 0)
    throw new Error(`the islands entry must not import statically: ${staticImports[0].path}`);
  return {
    names,
    entry: url(entryFile),
    entryFiles: [url(entryFile)],
    runtime: files('island-runtime'),
    islands: Object.fromEntries(islandNames.map((name) => [name, files(name)])),
  };
}

/** Deletes Next's scripts and route payloads, which nothing loads once the runtime is gone. */
function deleteRuntimeFiles(outDir) {
  for (const file of filesBelow(path.join(outDir, '_next/static/chunks'), '.js'))
    rmSync(path.join(outDir, '_next/static/chunks', file));
  const pages = new Set(htmlFiles(outDir).map((file) => file.replace(/\.html$/, '')));
  for (const file of filesBelow(outDir, '.txt')) {
    const name = path.basename(file);
    if (name.startsWith('__next.') || pages.has(file.replace(/\.txt$/, '')))
      rmSync(path.join(outDir, file));
  }
  removeEmptyFolders(outDir);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = path.resolve(process.argv[2] ?? path.join(root, 'out'));
  const { names, ...manifest } = await buildIslands(outDir);
  // The web fonts next/font wrote (the subset of Public Sans).
  const fontUrls = filesBelow(path.join(outDir, '_next/static/media'), '.woff2').map(
    (file) => `/_next/static/media/${file.split(path.sep).join('/')}`,
  );
  const boot = await buildBoot(
    manifest.entry,
    integrity(readFileSync(path.join(outDir, manifest.entry))),
    fontUrls,
  );
  for (const page of htmlFiles(outDir)) {
    const file = path.join(outDir, page);
    const html = stripNextRuntime(readFileSync(file, 'utf8'), page);
    writeFileSync(file, addBoot(compactProps(html), boot));
  }
  renameSite(outDir, names);
  deleteRuntimeFiles(outDir);
  // For the budgets: the files the entry, the runtime and each island load.
  // For the security policy: the one inline script it allows.
  writeFileSync(
    path.join(outDir, islandsManifestPath),
    JSON.stringify({ ...manifest, boot }, null, 2),
  );
  console.log(
    `Islands: ${manifest.entry}, Next's runtime removed from ${htmlFiles(outDir).length} pages; ${[...names.values()].filter(Boolean).length} class names shortened in the pages, stylesheets and islands, ${[...names.values()].filter((v) => v === null).length} unstyled ones dropped from the pages.`,
  );
}
