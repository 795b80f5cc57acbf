// The files of a built site (`out/`), as the build steps, the budgets and the hosting
// configuration walk them: every file below a folder, and its HTML pages.
import { readFileSync, readdirSync, rmdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file below a folder whose name ends with `extension`, as paths relative to it.
 * @param {string} dir
 * @param {string} extension
 * @param {string} [prefix]
 * @returns {string[]}
 */
export function filesBelow(dir, extension, prefix = '') {
  return readdirSync(path.join(dir, prefix)).flatMap((name) => {
    const relative = path.join(prefix, name);
    if (statSync(path.join(dir, relative)).isDirectory())
      return filesBelow(dir, extension, relative);
    return name.endsWith(extension) ? [relative] : [];
  });
}

/**
 * Every `.html` file below a folder, as paths relative to it.
 * @param {string} dir
 * @returns {string[]}
 */
export function htmlFiles(dir) {
  return filesBelow(dir, '.html');
}

/** Where scripts/islands.mjs records which files each island loads, from the built folder. */
export const islandsManifestPath = '../.next/islands-manifest.json';

/** The islands manifest beside a built folder, if there is one. */
export function readIslandsManifest(dir) {
  try {
    return JSON.parse(readFileSync(path.join(dir, islandsManifestPath), 'utf8'));
  } catch {
    return undefined;
  }
}

/** Deletes the folders below `dir` that hold no file, however deep. */
export function removeEmptyFolders(dir, top = dir) {
  for (const name of readdirSync(dir)) {
    const sub = path.join(dir, name);
    if (statSync(sub).isDirectory()) removeEmptyFolders(sub, top);
  }
  if (dir !== top && readdirSync(dir).length === 0) rmdirSync(dir);
}
