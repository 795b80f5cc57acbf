// The whole test suite, as the README's test command: lint, format check, type check, unit
// tests, a build with the end-to-end settings, then the end-to-end tests against `out/`.
import { spawnSync } from 'node:child_process';
import { e2eBuildEnv } from './build-e2e.mjs';
import { ensureChromium } from './chromium.mjs';

const steps = [
  ['Lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ['Format check', 'npx', ['prettier', '--check', '.']],
  ['Type check', 'npx', ['tsc', '--noEmit']],
  ['Unit tests', 'npx', ['vitest', 'run']],
  ['Build (end-to-end settings)', 'npx', ['next', 'build'], e2eBuildEnv],
  ['End-to-end tests', 'npx', ['playwright', 'test']],
];

const chromiumPath = ensureChromium();
const started = Date.now();
const timings = [];
for (const [name, command, args, env = {}] of steps) {
  console.log(`\n▶ ${name}`);
  const stepStart = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      PLAYWRIGHT_CHROMIUM: chromiumPath,
      ...env,
    },
  });
  timings.push(`${name}: ${((Date.now() - stepStart) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}
console.log(
  `\n✔ All checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s\n  ${timings.join('\n  ')}`,
);
