// The files of a built site (`out/`), as the build steps, the budgets and the hosting
// configuration walk them: every file below a folder, and its HTML pages.
import { readdirSync, statSync } from 'node:fs';
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
