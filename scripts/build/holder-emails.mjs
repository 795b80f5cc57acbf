// The build step that writes the holders' emails' templates (docs/holders.md, "Told in time"):
// every word is in content/holders.ts, laid out by components/holders/email.tsx (React, rendered
// to static HTML, and the plain text beside it), each kind checked against its values
// (functions/holders/email-kinds.js, `emailTemplateProblems`) and written to
// functions/generated/emails.json, which the function reads as it reads the answer pages. The
// command line and the tests make the same templates in memory (`holderEmailTemplatesOf`): they
// run without a build. The content is TypeScript: esbuild bundles it for Node, as the content's
// validation does.
//   node scripts/build/holder-emails.mjs
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { projectAlias } from './project-alias.mjs';
import { emailTemplateProblems, emailsFileUrl } from '../../functions/holders/emails.js';
import { root, runIfCommand } from '../project.mjs';

/** Where the function finds the templates (gitignored: every build writes it anew). */
export const emailsFile = fileURLToPath(emailsFileUrl);

/**
 * The templates, made from the project's content; throws, naming every problem, unless each kind
 * shows exactly its values.
 * @param {string} [dir] the project
 * @returns {Promise<import('../../functions/holders/emails.js').EmailTemplates>}
 */
export async function holderEmailTemplatesOf(dir = root) {
  const bundle = await esbuild.build({
    stdin: {
      contents: `export { holderEmailTemplates } from './components/holders/email.tsx';`,
      resolveDir: dir,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    packages: 'external',
    plugins: [projectAlias(dir)],
    write: false,
    absWorkingDir: dir,
    logLevel: 'error',
  });
  // Inside the project, so the bundle's packages (`packages: 'external'`) resolve from its node_modules.
  const cache = path.join(dir, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const temporary = mkdtempSync(path.join(cache, 'holder-emails-'));
  try {
    const file = path.join(temporary, 'emails.mjs');
    writeFileSync(file, /** @type {esbuild.OutputFile} */ (bundle.outputFiles[0]).text);
    const { holderEmailTemplates } = await import(pathToFileURL(file).href);
    const templates = holderEmailTemplates();
    const problems = emailTemplateProblems(templates);
    if (problems.length)
      throw new Error(
        `The holders' emails do not match functions/holders/email-kinds.js:\n  ${problems.join('\n  ')}`,
      );
    return templates;
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
}

/**
 * Writes the templates to functions/generated/emails.json, whole or not at all (a build and a
 * test run may write it at once).
 * @param {string} [file]
 */
export async function writeHolderEmails(file = emailsFile) {
  const templates = await holderEmailTemplatesOf();
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, `${JSON.stringify(templates)}\n`);
  renameSync(partial, file);
  return templates;
}

/** What the templates are made from: a file newer than the templates makes them again. */
export const emailSources = [
  'content/holders.ts',
  'content/site.ts',
  'components/holders/email.tsx',
  'functions/holders/email-kinds.js',
];

/**
 * Writes the templates unless functions/generated/emails.json is newer than everything they are
 * made from: what the command line and the Firestore tests, which run without a build, call first.
 * @param {string} [file]
 */
export async function ensureHolderEmails(file = emailsFile) {
  const made = existsSync(file) ? statSync(file).mtimeMs : -Infinity;
  const changed = emailSources.some((source) => statSync(path.join(root, source)).mtimeMs > made);
  if (changed) await writeHolderEmails(file);
}

/** The build step. */
export async function run() {
  const templates = await writeHolderEmails();
  return `${Object.keys(templates.kinds).length} kinds of email in ${path.relative(root, emailsFile)}`;
}

runIfCommand(import.meta.url, run);
