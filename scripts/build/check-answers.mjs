// The build step that hands the operator check's answers to its Cloud Function, and the one that
// writes functions/generated/answers.json. Next rendered each answer as a page of the site
// (app/check/answers/[kind]), so the steps before this one gave it short class names, its own
// inline CSS and a place in the site's one policy (the hosting step read it in out/ like any page).
// This step checks that each page shows exactly its kind's values (functions/answers.js, naming any
// other), then moves the pages out of the site, which never serves them, into the function's file
// with the headers firebase.json gives every page, for functions/handler.js.
//   node scripts/build/check-answers.mjs [outDir]
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { removeEmptyFolders } from './built-files.mjs';
import { answerProblems } from '../../functions/answers.js';
import { answersFileUrl } from '../../functions/answers-file.js';
import { root, runIfCommand } from '../project.mjs';

/** Where the function finds the answers (gitignored: every build writes it anew). */
export const answersFile = fileURLToPath(answersFileUrl);

/**
 * @typedef {{ pages: Record<string, string>, headers: Record<string, string> }} Answers
 * The answer pages by kind, and the headers the function sends with each.
 */

/**
 * The answer pages of a built site, by kind; throws, naming every problem, unless each kind has
 * a page that shows exactly its values.
 * @param {string} outDir
 * @returns {Record<string, string>}
 */
export function collectAnswerPages(outDir) {
  const dir = path.join(outDir, 'check/answers');
  if (!existsSync(dir))
    throw new Error(
      `${path.relative(root, dir)} is missing: app/check/answers/[kind] built no pages`,
    );
  const pages = Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.html'))
      .map((name) => [name.replace(/\.html$/, ''), readFileSync(path.join(dir, name), 'utf8')]),
  );
  const problems = answerProblems(pages);
  if (problems.length)
    throw new Error(
      `The check's answer pages do not match functions/answers.js:\n  ${problems.join('\n  ')}`,
    );
  return pages;
}

/**
 * The headers firebase.json gives every path (the hosting step wrote it), which the function
 * sends with each answer as Hosting sends them with each page, and its own resource policy.
 * @param {string} configFile
 * @returns {Record<string, string>}
 */
export function answerHeaders(configFile) {
  /** @type {{ hosting: { headers: { source?: string, headers: { key: string, value: string }[] }[] } }} */
  const config = JSON.parse(readFileSync(configFile, 'utf8'));
  const everyPath = config.hosting.headers.find((rule) => rule.source === '**');
  if (!everyPath)
    throw new Error(`${path.relative(root, configFile)}: no header rule for every path`);
  return {
    ...Object.fromEntries(everyPath.headers.map(({ key, value }) => [key, value])),
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/**
 * The answers the last build wrote, or undefined.
 * @returns {Answers | undefined}
 */
export function readAnswers() {
  return existsSync(answersFile) ? JSON.parse(readFileSync(answersFile, 'utf8')) : undefined;
}

/**
 * The step.
 * @param {string} outDir
 * @param {string} [configFile]
 */
export async function run(outDir, configFile = path.join(root, 'firebase.json')) {
  /** @type {Answers} */
  const answers = { pages: collectAnswerPages(outDir), headers: answerHeaders(configFile) };
  mkdirSync(path.dirname(answersFile), { recursive: true });
  writeFileSync(answersFile, `${JSON.stringify(answers)}\n`);
  rmSync(path.join(outDir, 'check/answers'), { recursive: true, force: true });
  removeEmptyFolders(outDir);
  return `${Object.keys(answers.pages).length} answer pages in ${path.relative(root, answersFile)}`;
}

runIfCommand(import.meta.url, run);
