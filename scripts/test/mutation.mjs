// `npm run test:mutation`: StrykerJS (stryker.config.mjs) with the Firestore emulator its tests need,
// started once for the whole run, as `npm test` starts one.
import { spawnSync } from 'node:child_process';
import { startFirestoreEmulator } from '../serve/firestore-emulator.mjs';

const emulator = await startFirestoreEmulator();
console.log(`Firestore emulator (${emulator.how}) on ${emulator.host}.`);
const result = spawnSync('npx', ['stryker', 'run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, FIRESTORE_EMULATOR_HOST: emulator.host },
});
await emulator.stop();
process.exit(result.status ?? 1);
