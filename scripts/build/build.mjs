// `npm run build`: the whole build, step by step, each step's time printed. The site is in `out/`
// and its hosting configuration in `firebase.json` when it is done. A step that fails stops the
// build with its message (the step, what is wrong, and where).
//
// Each step after `next build` is a module of scripts/ with one job, run as `run(outDir)`; each
// also runs alone (`node scripts/build/islands.mjs`), on `out/` as the steps before it left it.
//   node scripts/build/build.mjs
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { isCommand, root } from '../project.mjs';

/**
 * @typedef {{ name: string, command: [string, ...string[]], module?: undefined }
 *   | { name: string, module: string, command?: undefined }} Step
 */

/**
 * The steps, in order: a command, or a module of scripts/ with a `run(outDir)`.
 * @type {Step[]}
 */
export const steps = [
  // Mistakes in content/ fail the build before anything is built, naming the file and the field.
  { name: 'content validation', module: './validate-content.mjs' },
  // The pages, rendered to HTML from content/, with Next's runtime, scripts and stylesheet.
  { name: 'next build', command: ['npx', 'next', 'build'] },
  // Short names for the site's classes, in the pages and the stylesheet.
  { name: 'class names', module: './class-names.mjs' },
  // The islands' one file and the boot script in place of Next's runtime.
  { name: 'islands', module: './islands.mjs' },
  // Each page's own rules in a <style> in it; the stylesheet goes.
  { name: 'inline CSS', module: './inline-css.mjs' },
  // Photographs in AVIF, WebP and their own format at several widths.
  { name: 'responsive images', module: './images.mjs' },
  { name: 'SVG', module: './minify-svg.mjs' },
  // Only what a page uses is deployed: every file nothing refers to goes.
  { name: 'unused files', module: './unused-files.mjs' },
  // firebase.json: the security policy from what the pages (the check's answers among them) need,
  // and the headers.
  { name: 'hosting', module: './hosting.mjs' },
  // The operator check's answer pages, with the headers every page carries, out of the site and
  // into its Cloud Function (functions/generated/answers.json): the one step that writes it.
  { name: 'check answers', module: './check-answers.mjs' },
  // The holders' emails' words into the function (functions/generated/emails.json).
  { name: 'holder emails', module: './holder-emails.mjs' },
];

/** Runs every step on `outDir`; stops the process with the failing step's message. */
export async function build(outDir = path.join(root, 'out')) {
  const started = Date.now();
  for (const step of steps) {
    const stepStarted = Date.now();
    console.log(`\n▶ ${step.name}`);
    let summary = '';
    if (step.command) {
      const [command, ...args] = step.command;
      const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
      if (result.status !== 0) {
        console.error(`\n✖ ${step.name} failed (exit ${result.status ?? result.signal}).`);
        process.exit(result.status || 1);
      }
    } else {
      try {
        const { run } = await import(step.module);
        summary = (await run(outDir)) ?? '';
      } catch (error) {
        console.error(`\n✖ ${step.name}: ${/** @type {Error} */ (error).message}`);
        process.exit(1);
      }
    }
    const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
    console.log(`✔ ${step.name} (${seconds} s)${summary ? `: ${summary}` : ''}`);
  }
  console.log(
    `\nBuilt ${path.relative(root, outDir)}/ in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
}

if (isCommand(import.meta.url)) await build();
