// Runs the production build (`npm run build`: the site in `out/` and its firebase.json) with the
// end-to-end settings beside it (e2e-build-env.json), so the contact form posts to the local
// capture server. `npm run build:e2e`, then `npm run test:e2e`; `npm test` does both.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { isCommand } from '../project.mjs';

export const e2eBuildEnv = JSON.parse(
  readFileSync(new URL('./e2e-build-env.json', import.meta.url), 'utf8'),
);

if (isCommand(import.meta.url)) {
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...e2eBuildEnv },
  });
  process.exit(result.status ?? 1);
}
