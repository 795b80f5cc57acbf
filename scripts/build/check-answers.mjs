// The build step that hands the operator check's answers to its Cloud Function. Next rendered
// each answer as a page of the site (app/check/answers/[kind]), so the steps before this one gave
// it short class names, its own inline CSS and a place in the site's one policy. This step moves
// them out of the site, which never serves them, into functions/generated/answers.json with the
// headers every page carries (the hosting step adds them), for functions/handler.js.
//   node scripts/build/check-answers.mjs [outDir]
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { removeEmptyFolders } from './built-files.mjs';
import { root, runIfCommand } from '../project.mjs';

/** Where the function finds the answers (gitignored: every build writes it anew). */
export const answersFile = path.join(root, 'functions/generated/answers.json');

const result = ['{{reference}}', '{{checkedAt}}', '{{registerUpdated}}', '{{checkedNumber}}'];
const match = [
  '{{fullName}}',
  '{{photo}}',
  '{{validUntil}}',
  '{{category}}',
  '{{registrationNumber}}',
  '{{reportNumber}}',
  ...result,
];
const report = ['{{reportNumber}}', '{{reportSeen}}', '{{reportWhere}}', '{{reportContact}}'];

/** The placeholders every answer page must hold, by kind; a page without one cannot be filled. */
const requiredPlaceholders = {
  'match-current': match,
  'match-ending': [...match, '{{endsIn}}'],
  'match-expired': match,
  'match-suspended': match,
  'invalid-number-format': ['{{number}}', '{{surname}}'],
  'invalid-surname-characters': ['{{number}}', '{{surname}}'],
  'no-match': ['{{number}}', '{{surname}}', '{{reportNumber}}', ...result],
  limited: ['{{retryAt}}'],
  'number-limited': ['{{retryAt}}'],
  'report-invalid-seen-missing': report,
  'report-invalid-contact-format': report,
  'report-received': ['{{reportReference}}'],
};

/**
 * The answers of a built site.
 * @param {string} outDir
 */
export function collectAnswers(outDir) {
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
  for (const [kind, placeholders] of Object.entries(requiredPlaceholders))
    for (const placeholder of placeholders)
      if (!pages[kind]?.includes(placeholder))
        throw new Error(
          `the answer page "${kind}" holds no ${placeholder} for the function to fill`,
        );
  return { pages, headers: {} };
}

/** The answers the last build wrote, or undefined. */
export function readAnswers() {
  return existsSync(answersFile) ? JSON.parse(readFileSync(answersFile, 'utf8')) : undefined;
}

/**
 * The answer pages, by kind, that the build of `outDir` moved out of it: the site's pages served
 * by its function, which refer to the site's files and need its policy. Only this project's own
 * `out/` has them (answersFile); another built folder has none.
 * @param {string} outDir
 * @returns {Record<string, string>}
 */
export function answerPagesOf(outDir) {
  if (path.resolve(outDir) !== path.join(root, 'out')) return {};
  return readAnswers()?.pages ?? {};
}

/**
 * The headers every page carries, given to the answers once the hosting step has made them (the
 * function sends them itself, as Firebase Hosting sends them with every page).
 * @param {Record<string, string>} headers
 */
export function writeAnswerHeaders(headers) {
  const answers = readAnswers();
  if (!answers) return;
  answers.headers = { ...headers, 'Cross-Origin-Resource-Policy': 'same-origin' };
  writeFileSync(answersFile, `${JSON.stringify(answers)}\n`);
}

/** The step. */
export async function run(outDir) {
  const answers = collectAnswers(outDir);
  mkdirSync(path.dirname(answersFile), { recursive: true });
  writeFileSync(answersFile, `${JSON.stringify(answers)}\n`);
  rmSync(path.join(outDir, 'check/answers'), { recursive: true, force: true });
  removeEmptyFolders(outDir);
  return `${Object.keys(answers.pages).length} answer pages in ${path.relative(root, answersFile)}`;
}

runIfCommand(import.meta.url, run);
