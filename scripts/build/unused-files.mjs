// Build step: deletes every file in out/ that nothing refers to (scripts/build/built-files.mjs,
// `unusedFiles`), so only what a page uses is deployed: Next's build manifests and its own 404
// page, a copy of the icon, the header pictures the pages carry inline.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { answerPagesOf } from './check-answers.mjs';
import { removeEmptyFolders, unusedFiles } from './built-files.mjs';
import { runIfCommand } from '../project.mjs';

/** @param {string} outDir */
export async function run(outDir) {
  // The operator check's answers (moved out of out/ by the step before) are pages of the site too.
  const unused = unusedFiles(outDir, Object.values(answerPagesOf(outDir)));
  for (const file of unused) rmSync(path.join(outDir, file));
  removeEmptyFolders(outDir);
  return `${unused.length} files nothing refers to removed${unused.length ? ` (${unused.join(', ')})` : ''}`;
}

runIfCommand(import.meta.url, run);
