// Checks every built page (`out/**/*.html`, the 404 page included) with the W3C Nu Html Checker
// (vnu.jar, from the `vnu-jar` package) and fails on any error, naming the file, line and column:
// `out/about.html:1:7415: message`. Run it after a build; `npm test` runs it after its build.
// `node scripts/test/validate-html.mjs other-dir` checks another folder instead of `out/`.
// vnu.jar needs Java 17 or later: `JAVA_HOME`'s, else `java` on the PATH; as root on Debian or
// Ubuntu it installs the `default-jre-headless` package itself, and otherwise stops with a
// one-line instruction.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { answerKindNames, createRenderer } from '../../functions/answers.js';
import { htmlFiles } from '../build/built-files.mjs';
import { sampleAnswerData, sampleEmailData } from '../../functions/testing/answer-pages.js';
import { holderEmailKindNames } from '../../functions/holders/email-kinds.js';
import { renderEmail } from '../../functions/holders/emails.js';
import { findOrInstall } from './debian-package.mjs';
import { root } from '../project.mjs';

const outDir = path.resolve(root, process.argv[2] ?? 'out');
const outName = path.relative(root, outDir) || '.';
const minimumJava = 17;

/**
 * The major version of a Java executable (8 for "1.8.0"), or undefined if it does not run.
 * @param {string} java
 * @returns {number | undefined}
 */
function javaVersion(java) {
  const result = spawnSync(java, ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return undefined;
  const match = `${result.stderr}${result.stdout}`.match(/version "(\d+)(?:\.(\d+))?/);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** A Java to run vnu.jar with: `JAVA_HOME`'s if set, else `java` on the PATH; or undefined. */
function findJava() {
  const candidates = /** @type {string[]} */ (
    [process.env.JAVA_HOME && path.join(process.env.JAVA_HOME, 'bin', 'java'), 'java'].filter(
      Boolean,
    )
  );
  return candidates.find((java) => (javaVersion(java) ?? 0) >= minimumJava);
}

/** Finds Java, installing Debian's `default-jre-headless` when running as root with apt; else exits with advice. */
function ensureJava() {
  return findOrInstall(findJava, {
    debianPackage: 'default-jre-headless',
    label: 'Java',
    advice: `The HTML check needs Java ${minimumJava} or later: install it (Debian/Ubuntu: \`sudo apt-get install -y default-jre-headless\`) or set JAVA_HOME.`,
  });
}

if (!existsSync(outDir)) {
  console.error(
    `No built site in ${outName}/: run \`npm run build:e2e\` (or \`npm run build\`) first.`,
  );
  process.exit(1);
}
const pages = htmlFiles(outDir)
  .map((file) => path.join(outName, file))
  .sort();
if (pages.length === 0) {
  console.error(
    `No HTML pages in ${outName}/: run \`npm run build:e2e\` (or \`npm run build\`) first.`,
  );
  process.exit(1);
}

// The operator check's answers too (functions/generated/answers.json), each filled as the Cloud
// Function fills it, every value and list with text that needs escaping.
const answersPath = path.join(root, 'functions/generated/answers.json');
if (outName === 'out' && existsSync(answersPath)) {
  const { pages: answerPages } = JSON.parse(readFileSync(answersPath, 'utf8'));
  const dir = path.join(root, '.test-reports/answers');
  mkdirSync(dir, { recursive: true });
  const photo = await sharp({
    create: { width: 300, height: 375, channels: 3, background: '#889' },
  })
    .jpeg()
    .toBuffer();
  const render = createRenderer(answerPages);
  for (const kind of answerKindNames) {
    const file = path.join(dir, `${kind}.html`);
    writeFileSync(file, render(kind, sampleAnswerData(kind, photo.toString('base64'))));
    pages.push(path.relative(root, file));
  }
}

// The holders' emails' HTML too (functions/generated/emails.json), each filled as the function
// fills it, with values that need escaping.
const emailsPath = path.join(root, 'functions/generated/emails.json');
if (outName === 'out' && existsSync(emailsPath)) {
  const dir = path.join(root, '.test-reports/emails');
  mkdirSync(dir, { recursive: true });
  for (const kind of holderEmailKindNames) {
    const file = path.join(dir, `${kind}.html`);
    writeFileSync(file, renderEmail(kind, /** @type {any} */ (sampleEmailData(kind))).html);
    pages.push(path.relative(root, file));
  }
}

const java = ensureJava();
/** The path of vnu.jar: the `vnu-jar` package's main export. */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const result = spawnSync(
  java,
  ['-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', '--exit-zero-always', ...pages],
  { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
if (result.error || result.status !== 0) {
  console.error(
    `The Nu Html Checker did not run (${result.error?.message ?? `exit ${result.status ?? result.signal}`}).`,
  );
  if (result.stderr) console.error(result.stderr.trim());
  process.exit(1);
}

/**
 * One message of the checker's JSON output.
 * @typedef {{ type: string; subType?: string; url?: string; message: string; firstLine?: number; lastLine?: number; firstColumn?: number; lastColumn?: number }} VnuMessage
 */
/** @type {{ messages: VnuMessage[] }} */
let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  console.error(`The Nu Html Checker's output is not JSON:\n${result.stdout}${result.stderr}`);
  process.exit(1);
}

/**
 * A message's page as it was named to the checker (`out/about.html`).
 * @param {string | undefined} url
 */
const pageOf = (url) =>
  url?.startsWith('file:') ? path.relative(root, fileURLToPath(url)) : (url ?? '(unknown)');

// With --errors-only every message is an error; a page vnu could not read is a
// "non-document-error", and fails the check too. Messages about the CSS inside a page's <style>
// (scripts/build/inline-css.mjs puts Tailwind's output there) are left out: the checker's CSS grammar
// predates what Tailwind writes for current browsers (`@property`, `margin-trim`, custom
// properties in `transition-property`), and the same rules in the linked stylesheet were never
// the HTML checker's to judge.
const isCssMessage = (/** @type {VnuMessage} */ message) => message.message.startsWith('CSS: ');
const cssMessages = report.messages.filter(isCssMessage).length;
const errors = report.messages.filter(
  (message) => message.type !== 'info' && !isCssMessage(message),
);
for (const message of errors) {
  const line = message.firstLine ?? message.lastLine;
  const column = message.firstColumn ?? message.lastColumn;
  const where = [pageOf(message.url), line, column].filter((part) => part !== undefined).join(':');
  console.error(`${where}: ${message.message}`);
}
if (errors.length > 0) {
  const failing = new Set(errors.map((message) => pageOf(message.url))).size;
  console.error(
    `\n✖ HTML: ${errors.length} error${errors.length === 1 ? '' : 's'} in ${failing} of ${pages.length} pages (W3C Nu Html Checker).`,
  );
  process.exit(1);
}
console.log(
  `✔ HTML valid: ${pages.length} pages checked by the W3C Nu Html Checker, 0 errors` +
    (cssMessages ? ` (${cssMessages} messages on the inline CSS's syntax left out).` : '.'),
);
