// Build step: deletes every file in out/ that nothing refers to (scripts/build/built-files.mjs,
// `unusedFiles`), so only what a page uses is deployed: Next's build manifests and its own 404
// page, a copy of the icon, the header pictures the pages carry inline.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles, removeEmptyFolders, unusedFiles } from './built-files.mjs';
import { runIfCommand } from '../project.mjs';

/** @param {string} outDir */
export async function run(outDir) {
  // The operator check's answers (out/check/answers, until the last step moves them into its
  // function) are pages nothing links to: the function serves them. They stay, and what they use.
  const answers = path.join(outDir, 'check/answers');
  const answerPages = (existsSync(answers) ? htmlFiles(answers) : []).map((page) =>
    readFileSync(path.join(answers, page), 'utf8'),
  );
  const unused = unusedFiles(outDir, answerPages).filter(
    (file) => !file.startsWith('check/answers/'),
  );
  for (const file of unused) rmSync(path.join(outDir, file));
  removeEmptyFolders(outDir);
  return `${unused.length} files nothing refers to removed${unused.length ? ` (${unused.join(', ')})` : ''}`;
}

runIfCommand(import.meta.url, run);
