// Where the build steps find the project, and how each runs as a command of its own
// (`node scripts/islands.mjs [outDir]`), as scripts/build.mjs runs it in the build: the step's
// `run(outDir)`, its summary printed, and a failure printed as one message with exit code 1.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's folder. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The islands' entry: the islands' source is what esbuild finds from it. */
export const islandsEntry = path.join(root, 'components/islands/entry.ts');

/**
 * Runs `run` with the built folder named on the command line (default `out/`) when `moduleUrl`
 * is the script node was started with.
 * @param {string} moduleUrl the step's `import.meta.url`
 * @param {(outDir: string) => Promise<string | void>} run
 */
export function runIfCommand(moduleUrl, run) {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  const outDir = path.resolve(process.argv[2] ?? path.join(root, 'out'));
  run(outDir).then(
    (summary) => summary && console.log(summary),
    (error) => {
      console.error(`✖ ${error.message}`);
      process.exit(1);
    },
  );
}
