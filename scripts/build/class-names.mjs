// The build step that gives the site its short class names (scripts/build/short-classes.mjs): it reads
// every class the pages use and the stylesheets mention, leaves alone the names the islands' own
// source holds other than as a class, renames the pages and the stylesheets they link, and records
// the names (`.next/class-names.json`) for scripts/build/islands.mjs, which renames the islands' source
// as it bundles it. Names no stylesheet mentions (lucide's `lucide-*`) are dropped from the pages.
//   node scripts/build/class-names.mjs [outDir]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { htmlFiles, linkedStylesheets, writeClassNames } from './built-files.mjs';
import { islandsEntry, root, runIfCommand } from '../project.mjs';
import {
  classCandidates,
  classLiterals,
  classNames,
  classUses,
  renameInCss,
  renameInHtml,
  stylesheetClasses,
} from './short-classes.mjs';

/**
 * The site's class names as the pages and stylesheets of `outDir` have them: how often each is
 * used, those the stylesheets mention, and the tokens of the islands' props in the pages.
 * @param {string} outDir
 */
export function siteClasses(outDir) {
  /** @param {string} url */
  const read = (url) =>
    readFileSync(path.join(outDir, /** @type {string} */ (url.split(/[?#]/)[0])), 'utf8');
  const files = htmlFiles(outDir);
  const pages = files.map((page) => read(page));
  const stylesheets = [...new Set(pages.flatMap(linkedStylesheets))];
  // The shortest names go to the classes the public's pages use most: the portal's and the
  // console's pages, for signed-in people, count only after them (a class of theirs alone gets a name all the same),
  // so that a page of the portal never costs a public page a round trip (budgets.json).
  const forSignedIn = (/** @type {string} */ file) =>
    file.startsWith('portal/answers/') ||
    file.startsWith('console/answers/') ||
    file.startsWith('card/answers/');
  const uses = classUses(pages.filter((_, i) => !forSignedIn(/** @type {string} */ (files[i]))));
  for (const [name, count] of classUses(pages.filter((_, i) => forSignedIn(String(files[i])))))
    uses.set(name, (uses.get(name) ?? 0) + count / 1e6);
  return {
    uses,
    styled: new Set(stylesheets.flatMap((href) => [...stylesheetClasses(read(href))])),
    props: new Set(
      pages.flatMap((text) =>
        [...text.matchAll(/\sdata-props=(?:"([^"]*)"|'([^']*)')/g)].flatMap((m) =>
          // One of the two groups always matches.
          classCandidates(/** @type {string} */ (m[1] ?? m[2])),
        ),
      ),
    ),
  };
}

/**
 * The class names that must keep their names: those in the pages' island props, and those the
 * islands' own source (not node_modules) holds as a class but no stylesheet mentions, or holds
 * other than as a class (`group` in `role="group"`), where renaming would change its meaning.
 * @param {ReturnType<typeof siteClasses>} site
 * @param {string} [entry] the islands' entry, whose imports are followed
 */
export async function classNamesToKeep(site, entry = islandsEntry) {
  const kept = new Set(site.props);
  await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    absWorkingDir: root,
    logLevel: 'warning',
    plugins: [
      {
        name: 'class-literals',
        setup(build) {
          build.onLoad({ filter: /\.(tsx?|m?js)$/ }, (args) => {
            if (args.path.split(path.sep).includes('node_modules')) return undefined;
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
  return kept;
}

/**
 * Renames the class names of every page of `outDir` and of the stylesheets they link.
 * @param {string} outDir
 * @param {Map<string, string | null>} names
 */
export function renameSite(outDir, names) {
  const pages = htmlFiles(outDir);
  const html = new Map(pages.map((page) => [page, readFileSync(path.join(outDir, page), 'utf8')]));
  for (const href of new Set([...html.values()].flatMap(linkedStylesheets))) {
    const file = path.join(outDir, /** @type {string} */ (href.split(/[?#]/)[0]));
    writeFileSync(file, renameInCss(readFileSync(file, 'utf8'), names));
  }
  for (const [page, text] of html)
    writeFileSync(path.join(outDir, page), renameInHtml(text, names));
}

/**
 * The step: short names for the site's classes, in its pages and stylesheets.
 * @param {string} outDir
 */
export async function run(outDir) {
  const site = siteClasses(outDir);
  const names = classNames({
    uses: site.uses,
    styled: site.styled,
    kept: await classNamesToKeep(site),
  });
  renameSite(outDir, names);
  writeClassNames(outDir, names);
  const values = [...names.values()];
  return `${values.filter(Boolean).length} class names shortened, ${values.filter((v) => v === null).length} unstyled ones dropped from the pages`;
}

runIfCommand(import.meta.url, run);
