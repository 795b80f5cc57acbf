// Runs the production build (`npm run build`: the site in `out/` and its firebase.json) with the
// end-to-end settings of e2e/build-env.json, so the contact form posts to the local capture
// server and the operator check hands numbers to it. Before that, the same build without the
// operator check (NEXT_PUBLIC_OPERATOR_CHECK_URL unset), kept in `.e2e-without-check/` with its
// own firebase.json, for the tests of the identity-check block as it is without a portal.
// `npm run build:e2e`, then `npm run test:e2e`; `npm test` does both.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const e2eBuildEnv = JSON.parse(
  readFileSync(new URL('../e2e/build-env.json', import.meta.url), 'utf8'),
);

/** Where the build without the operator check is kept, served by the tests on its own port. */
export const withoutCheckDir = '.e2e-without-check';

function build(env) {
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const aside = path.join(root, withoutCheckDir);
  build({
    ...e2eBuildEnv,
    NEXT_PUBLIC_OPERATOR_CHECK_URL: '',
    NEXT_PUBLIC_OPERATOR_CHECK_PARAMETER: '',
  });
  rmSync(aside, { recursive: true, force: true });
  mkdirSync(aside);
  renameSync(path.join(root, 'out'), path.join(aside, 'out'));
  copyFileSync(path.join(root, 'firebase.json'), path.join(aside, 'firebase.json'));
  build(e2eBuildEnv);
}
