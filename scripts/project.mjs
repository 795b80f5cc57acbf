// Where the build steps find the project, and how each runs as a command of its own
// (`node scripts/build/islands.mjs [outDir]`), as scripts/build/build.mjs runs it in the build: the step's
// `run(outDir)`, its summary printed, and a failure printed as one message with exit code 1.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** The project's folder. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The Firebase project the local site and its tests use: a `demo-` project never reaches Google. */
export const localProjectId = 'demo-motas';

/**
 * The keys the local check signs its counters and references with, and derives the webhooks'
 * secrets from (the register commands on the emulator too). Not secrets: only the emulator's
 * demonstration data is ever behind them (production's are Firebase secrets).
 */
export const localKeys = {
  counterKey: 'local-check-counter-key',
  referenceKey: 'local-check-reference-key',
  webhookSigningKey: 'local-webhook-signing-key',
};

/**
 * The port of the mail server `npm start` runs on loopback (scripts/serve/serve.mjs, when it is
 * free), which the register commands on its emulator send the holders' emails to.
 */
export const localMailPort = 2525;

/** The project `.firebaserc` names until the scheme's own is set (the deploy preflight refuses it). */
export const placeholderFirebaseProject = 'replace-with-your-project-id';

/**
 * firebase-tools as package.json pins it (`firebase-tools@15.34.2`): what starts the Firestore
 * emulator where the machine has none of its own.
 */
export const firebaseTools = `firebase-tools@${String(
  createRequire(import.meta.url)('../package.json').devDependencies['firebase-tools'],
).replace(/^[\^~]/, '')}`;

/**
 * The settings `next build` sees in `dir`: the environment, then what `.env.production.local`,
 * `.env.local`, `.env.production` and `.env` add, in that order, read by Next's own loader
 * (`@next/env`), so the islands, the deploy preflight and the pages agree on every setting.
 * @param {string} [dir]
 * @returns {Record<string, string | undefined>}
 */
export function nextBuildEnv(dir = root) {
  const { loadEnvConfig } = createRequire(
    createRequire(import.meta.url).resolve('next/package.json'),
  )('@next/env');
  // The loader writes what it reads into process.env: read it, then leave process.env as it was.
  const before = { ...process.env };
  // Next picks the files by NODE_ENV: a build is "production" (a test runner sets "test").
  // (NODE_ENV is read-only in Next's typings of process.env, not in Node.)
  /** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV = 'production';
  try {
    return { ...loadEnvConfig(dir, false, { info() {}, error: console.error }, true).combinedEnv };
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in before)) delete process.env[key];
    Object.assign(process.env, before);
  }
}

/** The islands' entry: the islands' source is what esbuild finds from it. */
export const islandsEntry = path.join(root, 'components/islands/entry.ts');

/**
 * Whether the module at `moduleUrl` is the script node was started with (`node scripts/x.mjs`),
 * rather than imported.
 * @param {string} moduleUrl the module's `import.meta.url`
 */
export const isCommand = (moduleUrl) => process.argv[1] === fileURLToPath(moduleUrl);

/**
 * Runs `run` with the built folder named on the command line (default `out/`) when `moduleUrl`
 * is the script node was started with.
 * @param {string} moduleUrl the step's `import.meta.url`
 * @param {(outDir: string) => Promise<string | void>} run
 */
export function runIfCommand(moduleUrl, run) {
  if (!isCommand(moduleUrl)) return;
  const outDir = path.resolve(process.argv[2] ?? path.join(root, 'out'));
  run(outDir).then(
    (summary) => summary && console.log(summary),
    (error) => {
      console.error(`✖ ${error.message}`);
      process.exit(1);
    },
  );
}

/**
 * A command's arguments read by node's `parseArgs` (positionals allowed, and `--help`/`-h`), or
 * an error with `exitCode` 2 that says what is wrong and how to use the command.
 * @template {import('node:util').ParseArgsConfig['options']} O
 * @param {string[]} args
 * @param {O} options
 * @param {string} usage
 */
export function parseCommand(args, options, usage) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    throw commandMistake(optionMistake(/** @type {Error} */ (error).message, options ?? {}), usage);
  }
}

/**
 * What `parseArgs` says of a mistake, in one sentence (it goes on about positionals and `--`),
 * with the option meant when one is a letter or two from what was typed.
 * @param {string} message
 * @param {Record<string, unknown>} options
 */
function optionMistake(message, options) {
  const sentence = `${message.split(/\.(\s|$)/)[0]}.`;
  const typed = /Unknown option '--([^']+)'/.exec(message)?.[1];
  if (!typed) return sentence;
  /** How many letters to change, add or drop to make `a` into `b` (Levenshtein). */
  const distance = (/** @type {string} */ a, /** @type {string} */ b) => {
    let row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (const [i, letter] of [...a].entries()) {
      const next = [i + 1];
      for (const [j, other] of [...b].entries())
        next.push(
          Math.min(
            Number(next[j]) + 1,
            Number(row[j + 1]) + 1,
            Number(row[j]) + (letter === other ? 0 : 1),
          ),
        );
      row = next;
    }
    return Number(row[b.length]);
  };
  const near = Object.keys(options).find((name) => distance(typed, name) <= 2);
  return near ? `${sentence} Did you mean --${near}?` : sentence;
}

/**
 * A mistake in a command, as its error: what is wrong, then how to use it; exit code 2.
 * @param {string} text
 * @param {string} usage
 */
export const commandMistake = (text, usage) =>
  Object.assign(new Error(text ? `${text}\n${usage}` : usage), { exitCode: 2 });

/**
 * Runs a command of the registers (`npm run operators -- import …`) when `moduleUrl` is the script
 * node was started with: `command` takes the arguments after the script's name and gives what to
 * print, or throws an error whose `exitCode` says how it ended (1 unless it says otherwise: 2 is
 * a mistake in the command). Its message is printed as one line (`✖ …`), never a stack trace.
 * Each command's own function is what its tests call; this is all that runs only as a command.
 * @param {string} moduleUrl the command's `import.meta.url`
 * @param {(args: string[]) => string | Promise<string>} command
 */
export function runCommand(moduleUrl, command) {
  if (!isCommand(moduleUrl)) return;
  Promise.resolve()
    .then(() => command(process.argv.slice(2)))
    .then(
      (output) => console.log(output),
      (error) => {
        console.error(`✖ ${error.message}`);
        process.exitCode = error.exitCode ?? 1;
      },
    );
}
