// Build step: deletes every file in out/ that nothing refers to (scripts/build/built-files.mjs,
// `unusedFiles`), so only what a page uses is deployed: Next's build manifests and its own 404
// page, a copy of the icon, the header pictures the pages carry inline.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles, removeEmptyFolders, unusedFiles } from './built-files.mjs';
import { answerFolders } from './check-answers.mjs';
import { runIfCommand } from '../project.mjs';

/** @param {string} outDir */
export async function run(outDir) {
  // The function's answers (out/check/answers and out/providers/answers, until the last step
  // moves them into it) are pages nothing links to: the function serves them. They stay, and
  // what they use.
  const answerPages = answerFolders.flatMap((folder) => {
    const answers = path.join(outDir, folder);
    return (existsSync(answers) ? htmlFiles(answers) : []).map((page) =>
      readFileSync(path.join(answers, page), 'utf8'),
    );
  });
  const unused = unusedFiles(outDir, answerPages).filter(
    (file) => !answerFolders.some((folder) => file.startsWith(`${folder}/`)),
  );
  for (const file of unused) rmSync(path.join(outDir, file));
  removeEmptyFolders(outDir);
  return `${unused.length} files nothing refers to removed${unused.length ? ` (${unused.join(', ')})` : ''}`;
}

runIfCommand(import.meta.url, run);
