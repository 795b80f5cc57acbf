// `npm run serve`: the built site as Firebase Hosting serves it, through superstatic (the engine of
// the Firebase Hosting emulator) with the build's own firebase.json, compressed. It reads the
// files from disk on every request and firebase.json again whenever a build writes it anew, so it
// always serves the latest build, its pages and its policy together, without a restart (each
// build's policy allows that build's inline script and CSS by their hashes).
//
// The operator check answers where firebase.json's rewrite points, from the Cloud Function's own
// handler on the Firestore emulator: the one FIRESTORE_EMULATOR_HOST names, or one it starts
// itself, with the demonstration records loaded (README, "The operator check").
//   node scripts/serve/serve.mjs [folder] [--config firebase.json] [--port 3000] [--host 127.0.0.1]
//     [--firestore 127.0.0.1:8085] [--seed]
import { existsSync, readFileSync, watchFile } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import superstaticModule from 'superstatic';
import { checkPath, localCheckHandler } from './check-server.mjs';
import { answers, startFirestoreEmulator } from './firestore-emulator.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    config: { type: 'string', short: 'c', default: 'firebase.json' },
    port: { type: 'string', short: 'p', default: '3000' },
    host: { type: 'string', default: '127.0.0.1' },
    firestore: { type: 'string', default: process.env.FIRESTORE_EMULATOR_HOST },
    seed: { type: 'boolean', default: false },
  },
});
const folder = path.resolve(positionals[0] ?? '.');
const config = path.resolve(values.config);
if (!existsSync(config)) {
  console.error(
    `✖ ${path.relative(process.cwd(), config)} does not exist: run \`npm run build\` first.`,
  );
  process.exit(1);
}

/** superstatic's request handler for the configuration as it is now on disk. */
const handlerFor = () =>
  superstaticModule.default({ config, cwd: folder, compression: true, fallthrough: false });

let handle = handlerFor();
watchFile(config, { interval: 300 }, (now, before) => {
  if (now.mtimeMs === before.mtimeMs || !existsSync(config)) return;
  handle = handlerFor();
  console.log(`${path.basename(config)} changed: serving the new build with its headers.`);
});

let firestore = values.firestore;
if (!firestore) {
  // No emulator given: start one for as long as this server runs, with the demonstration records.
  const emulator = await startFirestoreEmulator();
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => emulator.stop().then(() => process.exit(0)));
  console.log(`Firestore emulator (${emulator.how}) on ${emulator.host}.`);
  firestore = emulator.host;
  values.seed = true;
}
// Wait for the emulator `npm test` or Playwright may still be starting (it answers in seconds).
for (let waited = 0; !(await answers(firestore)); waited += 250) {
  if (waited > 120_000) throw new Error(`No Firestore emulator answers on ${firestore}.`);
  await new Promise((resolve) => setTimeout(resolve, 250));
}
if (values.seed) {
  const { seedDemonstrationRecords } = await import('../operators/demo.mjs');
  console.log(await seedDemonstrationRecords(firestore));
}
const check = localCheckHandler(firestore);

http
  .createServer((request, response) => {
    if (request.url?.split('?')[0] === checkPath) return check(request, response);
    handle(request, response, () => {
      response.statusCode = 404;
      response.end();
    });
  })
  .listen(Number(values.port), values.host, () => {
    const site = path.relative(
      process.cwd(),
      path.join(folder, JSON.parse(readFileSync(config, 'utf8')).hosting?.public ?? '.'),
    );
    console.log(
      `Serving ${site || '.'}/ as Firebase Hosting would, with the operator check, on http://${values.host}:${values.port}`,
    );
  });
