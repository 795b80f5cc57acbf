// The build step that hands the operator check's answers to its Cloud Function, and the one that
// writes functions/generated/answers.json. Next rendered each answer as a page of the site
// (app/check/answers/[kind]), so the steps before this one gave it short class names, its own
// inline CSS, and its own policy as every page has (scripts/build/hosting.mjs, `pagePolicies`).
// This step checks that each page shows exactly its kind's values (functions/answers.js, naming any
// other), then moves the pages out of the site, which never serves them, into the function's file
// with the headers firebase.json gives every path and each page's own policy, for
// functions/handler.js.
//   node scripts/build/check-answers.mjs [outDir]
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { removeEmptyFolders } from './built-files.mjs';
import { answerProblems } from '../../functions/answers.js';
import { answersFileUrl } from '../../functions/answers-file.js';
import { pagePolicies } from './hosting.mjs';
import { root, runIfCommand } from '../project.mjs';

/**
 * Where Next writes the answer pages: the operator check's, the instructor check's, the
 * provider finder's and providers', the verify page's, the providers' portal's and the staff
 * console's.
 */
export const answerFolders = [
  'check/answers',
  'check/crew/answers',
  'instructors/check/answers',
  'providers/answers',
  'verify/answers',
  'portal/answers',
  'console/answers',
  'emails/answers',
  'card/answers',
];

/** Where the function finds the answers (gitignored: every build writes it anew). */
export const answersFile = fileURLToPath(answersFileUrl);

/**
 * @typedef {{ pages: Record<string, string>, headers: Record<string, string>, policies: Record<string, string>, siteUrl: string }} Answers
 * The answer pages by kind, the headers the function sends with each, each kind's own
 * Content-Security-Policy (its own inline style's hash), and the site's origin.
 */

/**
 * A page with the slots Next wrote into an address (a provider's canonical URL:
 * `/providers/%7B%7BproviderNumber%7D%7D`) written as slots again, for Handlebars to fill.
 * @param {string} page
 */
export const unencodedSlots = (page) => page.replace(/%7B%7B(\w+)%7D%7D/g, '{{$1}}');

/**
 * The answer pages of a built site, by kind; throws, naming every problem, unless each kind has
 * a page that shows exactly its values.
 * @param {string} outDir
 * @returns {Record<string, string>}
 */
export function collectAnswerPages(outDir) {
  /** @type {Record<string, string>} */
  const pages = {};
  for (const folder of answerFolders) {
    const dir = path.join(outDir, folder);
    if (!existsSync(dir))
      throw new Error(
        `${path.relative(root, dir)} is missing: app/${folder}/[kind] built no pages`,
      );
    for (const name of readdirSync(dir).filter((file) => file.endsWith('.html')))
      pages[name.replace(/\.html$/, '')] = unencodedSlots(
        readFileSync(path.join(dir, name), 'utf8'),
      );
  }
  const problems = answerProblems(pages);
  if (problems.length)
    throw new Error(
      `The check's answer pages do not match functions/answers.js:\n  ${problems.join('\n  ')}`,
    );
  return pages;
}

/**
 * Each answer page's Content-Security-Policy, by kind, as the hosting step gives each page of the
 * site its own (`pagePolicies`): the site's policy with only that page's inline style and script.
 * @param {string} outDir the built site, the answer pages still in it
 * @returns {Record<string, string>}
 */
export function answerPolicies(outDir) {
  const { policies } = pagePolicies(outDir);
  return Object.fromEntries(
    Object.entries(policies).flatMap(([page, policy]) =>
      answerFolders.some((folder) => page.startsWith(`${folder}/`))
        ? [[path.posix.basename(page, '.html'), policy]]
        : [],
    ),
  );
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
 * The site's origin as the build wrote it into robots.txt (the site's sitemap is on it): the
 * function writes the providers' sitemap with it.
 * @param {string} outDir
 */
export function builtSiteUrl(outDir) {
  const robots = readFileSync(path.join(outDir, 'robots.txt'), 'utf8');
  const sitemap = /^Sitemap:\s*(\S+)/im.exec(robots)?.[1];
  if (!sitemap) throw new Error("out/robots.txt names no sitemap: the site's origin is unknown");
  return new URL(sitemap).origin;
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
  const answers = {
    pages: collectAnswerPages(outDir),
    headers: answerHeaders(configFile),
    policies: answerPolicies(outDir),
    siteUrl: builtSiteUrl(outDir),
  };
  mkdirSync(path.dirname(answersFile), { recursive: true });
  writeFileSync(answersFile, `${JSON.stringify(answers)}\n`);
  for (const folder of answerFolders)
    rmSync(path.join(outDir, folder), { recursive: true, force: true });
  removeEmptyFolders(outDir);
  return `${Object.keys(answers.pages).length} answer pages in ${path.relative(root, answersFile)}`;
}

runIfCommand(import.meta.url, run);
