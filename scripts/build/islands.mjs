// Replaces Next.js's client runtime in the exported pages with the four client islands alone
// (docs/decisions.md, "Static pages, four islands": only four islands may hydrate). `next build`
// writes each page with React's whole-page hydration: ~150 KB of scripts plus the page's tree again
// as inline payload, all of which a static page with four small interactive parts does not need.
// This step
//   1. bundles components/islands/entry.ts (React, the islands, Embla) with esbuild into one file
//      in out/_next/static/islands/ (one file: see entry.ts), renaming the class names in the
//      islands' source as scripts/build/class-names.mjs renamed them in the pages;
//   2. takes Next's scripts, script preloads and inline payload out of every page and writes the
//      boot script (components/islands/boot.ts) into it instead, which adds the islands' file once
//      the page has painted;
//   3. deletes the files only that runtime used: its scripts and the route payloads (*.txt).
// Anything it does not recognise fails the build, naming the file.
//   node scripts/build/islands.mjs [outDir]
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import {
  filesBelow,
  htmlFiles,
  islandsManifestPath,
  readClassNames,
  removeEmptyFolders,
} from './built-files.mjs';
import { islandsEntry, nextBuildEnv, root, runIfCommand } from '../project.mjs';
import { integrity } from './content-security-policy.mjs';
import { renameClassLiterals } from './short-classes.mjs';

export const islandsPath = '/_next/static/islands';
/**
 * The islands, as the one list names them (`islandLabels` in components/islands/registry.ts, a
 * module of plain data and types): each is the module `components/islands/<name>.tsx`.
 * @returns {Promise<string[]>}
 */
export async function islandNames() {
  const registry = readFileSync(path.join(root, 'components/islands/registry.ts'), 'utf8');
  const { code } = await esbuild.transform(registry, { loader: 'ts', format: 'esm' });
  const { islandLabels } = await import(
    `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
  );
  return Object.keys(islandLabels);
}

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
        `${page}: unknown script ${element.slice(0, 120)}…; scripts/build/islands.mjs knows only Next's runtime and JSON-LD`,
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
 * <head>: it adds the islands' file once the page has painted.
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
 * browser refuses the entry if its bytes are not the ones built).
 * @param {string} entrySrc
 * @param {string} entryIntegrity
 */
export async function buildBoot(entrySrc, entryIntegrity) {
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
    },
  });
  // One entry, bundled: one output file.
  return /** @type {esbuild.OutputFile} */ (result.outputFiles[0]).text.trim();
}

/**
 * The NEXT_PUBLIC_ variables the islands' code reads, to inline as Next inlines them into the
 * pages: from the same settings, loaded from the same `.env*` files in the same order.
 * @param {Record<string, string | undefined>} [env] the settings (default: what `next build` sees)
 * @returns {Record<string, string>}
 */
export function publicEnvDefines(env = nextBuildEnv()) {
  /** @type {Record<string, string>} */
  const define = { 'process.env.NODE_ENV': '"production"' };
  for (const dir of ['components', 'content', 'lib'])
    for (const file of filesBelow(path.join(root, dir), '')) {
      if (!/\.(m?js|tsx?)$/.test(file)) continue;
      const text = readFileSync(path.join(root, dir, file), 'utf8');
      for (const [, name = ''] of text.matchAll(/process\.env\.(NEXT_PUBLIC_\w+)/g)) {
        const value = env[name];
        define[`process.env.${name}`] = value === undefined ? 'undefined' : JSON.stringify(value);
      }
    }
  return define;
}

const ownSource = /\.(tsx?|m?js)$/;
/** @param {string} file */
const isOwn = (file) => !file.split(path.sep).includes('node_modules');

/**
 * The islands' one file: the entry with React and every island, their class names renamed
 * (scripts/build/short-classes.mjs). Returns its path and, for each island, the source it can render
 * from (its own module and the site's modules it imports, renamed), for the CSS step: a page
 * needs the rules of the islands it carries, not of those it does not.
 * @param {string} outdir
 * @param {Map<string, string | null>} names
 * @param {Record<string, string>} define
 * @returns {Promise<{ file: string, islandSource: Record<string, string> }>}
 */
export async function bundleIslands(outdir, names, define) {
  /**
   * Each of the site's own modules in the bundle, as it went in.
   * @type {Map<string, string>}
   */
  const sources = new Map();
  const result = await esbuild.build({
    entryPoints: { islands: islandsEntry },
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
    // V8's explicit compile hint (Chrome 136 and later; other engines read a comment): compile
    // every function of the file up front, on the thread that streams it in, instead of on the
    // main thread the first time each is called. Nearly all of React's and Embla's code runs as
    // the islands hydrate, so this moves work off the main thread rather than adding it.
    banner: { js: '//# allFunctionsCalledOnLoad' },
    plugins: [
      {
        name: 'short-classes',
        setup(build) {
          build.onLoad({ filter: ownSource }, (args) => {
            if (!isOwn(args.path)) return undefined;
            const extension = path.extname(args.path).slice(1);
            const contents = renameClassLiterals(readFileSync(args.path, 'utf8'), args.path, names);
            sources.set(path.relative(root, args.path).split(path.sep).join('/'), contents);
            // `ownSource`'s extensions: ts, tsx, js, mjs.
            return {
              contents,
              loader: /** @type {esbuild.Loader} */ (extension === 'mjs' ? 'js' : extension),
            };
          });
        },
      },
    ],
  });
  const [file, ...more] = Object.keys(result.metafile.outputs);
  if (file === undefined)
    throw new Error('the islands must bundle to one file; esbuild wrote none');
  // Nothing to fetch after it: a cut-off request can be asked for again under a new URL only if
  // the file imports nothing (entry.ts).
  const imports = /** @type {esbuild.Metafile['outputs'][string]} */ (
    result.metafile.outputs[file]
  ).imports.map((i) => i.path);
  if (more.length > 0 || imports.length > 0)
    throw new Error(
      `the islands must bundle to one file that imports nothing; esbuild wrote ${[file, ...more].join(', ')}${imports.length ? `, importing ${imports.join(', ')}` : ''}`,
    );
  const { inputs } = result.metafile;
  /**
   * A module and the site's own modules it imports, however deep.
   * @param {string} input
   * @param {Set<string>} [seen]
   * @returns {Set<string>}
   */
  const closure = (input, seen = new Set()) => {
    if (seen.has(input) || !sources.has(input)) return seen;
    seen.add(input);
    for (const i of inputs[input]?.imports ?? []) closure(i.path, seen);
    return seen;
  };
  const islandSource = Object.fromEntries(
    (await islandNames()).map((name) => [
      name,
      [...closure(`components/islands/${name}.tsx`)].map((input) => sources.get(input)).join('\n'),
    ]),
  );
  return { file, islandSource };
}

/**
 * Deletes Next's scripts and route payloads, which nothing loads once the runtime is gone.
 * @param {string} outDir
 */
export function deleteRuntimeFiles(outDir) {
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

/**
 * The step: the islands' one file, built with the site's short class names (recorded by
 * scripts/build/class-names.mjs), written into every page in place of Next's runtime, and the manifest.
 * @param {string} outDir
 */
export async function run(outDir) {
  const outdir = path.join(outDir, islandsPath);
  rmSync(outdir, { recursive: true, force: true });
  const { file, islandSource } = await bundleIslands(
    outdir,
    readClassNames(outDir),
    publicEnvDefines(),
  );
  const entry = `/${path.relative(outDir, path.resolve(root, file)).split(path.sep).join('/')}`;
  const boot = await buildBoot(entry, integrity(readFileSync(path.join(outDir, entry))));
  const pages = htmlFiles(outDir);
  for (const page of pages) {
    const full = path.join(outDir, page);
    const html = stripNextRuntime(readFileSync(full, 'utf8'), page);
    writeFileSync(full, addBoot(compactProps(html), boot));
  }
  deleteRuntimeFiles(outDir);
  // For the budgets: the file a page with islands loads. For the CSS step: what each island can
  // render. For the security policy: the one inline script it allows.
  writeFileSync(
    path.join(outDir, islandsManifestPath),
    JSON.stringify({ entry, islandSource, boot }, null, 2),
  );
  return `${entry}, Next's runtime removed from ${pages.length} pages`;
}

runIfCommand(import.meta.url, run);
