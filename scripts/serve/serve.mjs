// `npm run serve`: the built site as Firebase Hosting serves it, through superstatic (the engine of
// the Firebase Hosting emulator) with the build's own firebase.json, compressed. It reads the
// files from disk on every request and firebase.json again whenever a build writes it anew, so it
// always serves the latest build, its pages and its policy together, without a restart (each
// build's policy allows that build's inline script and CSS by their hashes).
//
// The operator check answers where firebase.json's rewrites point, from the Cloud Function's own
// handler on the Firestore emulator: the one FIRESTORE_EMULATOR_HOST names, or one it starts
// itself, with the demonstration records loaded (docs/local.md). Its users sign in on the Auth
// emulator: the one FIREBASE_AUTH_EMULATOR_HOST (or `--auth`) names, or one it starts itself (on
// 9099 when that is free), which the function finds through FIREBASE_AUTH_EMULATOR_HOST as
// firebase-admin does. Its answers pass through
// firebase.json's header rules, as Firebase Hosting passes a function's. The function also
// answers on a port of its own (`--function-port`, default the next one), as its own public
// address (run.app) does in production: no Hosting, no header rules, only Google's front end.
//   node scripts/serve/serve.mjs [folder] [--config firebase.json] [--port 3000] [--host 127.0.0.1]
//     [--function-port 3001] [--firestore 127.0.0.1:8085] [--seed] [--auth 127.0.0.1:9099]
//     [--smtp smtp://127.0.0.1:2525] [--mail-folder .mail]
// The holders' emails go to the SMTP server `--smtp` (or SMTP_URL) names, or to one it starts
// itself on loopback (functions/testing/mail-server.js, on 2525 when that is free), which keeps each
// message in `--mail-folder` (docs/local.md, "The holders' emails").
// For the end-to-end tests only: `--limits JSON` puts other limits in place of production's, and
// `--visitor-header NAME` lets a request stand for the visitor whose address that header names (so
// each test is a visitor of its own, as if from another machine).
import { existsSync, readFileSync, watchFile } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import superstaticModule from 'superstatic';
import { checkLimits } from '../../functions/vocabulary/limits.js';
import { rulesFor } from '../build/hosting.mjs';
import { forwarded } from '../../functions/testing/front-end.js';
import { localCheckHandler } from './check-server.mjs';
import { rewriteSources } from '../../functions/vocabulary/paths.js';
import { startFirestoreEmulator } from './firestore-emulator.mjs';
import { authAnswers, defaultAuthPort, freePortOr, startAuthEmulator } from './auth-emulator.mjs';
import { answers, withFirestore } from '../registers/firestore.mjs';
import { startMailServer } from '../../functions/testing/mail-server.js';
import { localMailPort, localProjectId } from '../project.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    config: { type: 'string', short: 'c', default: 'firebase.json' },
    port: { type: 'string', short: 'p', default: '3000' },
    host: { type: 'string', default: '127.0.0.1' },
    'function-port': { type: 'string' },
    firestore: { type: 'string', default: process.env.FIRESTORE_EMULATOR_HOST },
    seed: { type: 'boolean', default: false },
    auth: { type: 'string', default: process.env.FIREBASE_AUTH_EMULATOR_HOST },
    limits: { type: 'string' },
    'visitor-header': { type: 'string' },
    smtp: { type: 'string', default: process.env.SMTP_URL },
    'mail-folder': { type: 'string', default: '.mail' },
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

/**
 * superstatic's request handler for the configuration as it is now on disk: connect middleware,
 * `(request, response, next)`. Node's default import of this CommonJS module is its whole
 * `exports`, whose `default` is superstatic (TypeScript takes the default import for that `default`).
 * @returns {import('connect').NextHandleFunction}
 */
const handlerFor = () => {
  const { default: superstatic } = /** @type {typeof import('superstatic')} */ (
    /** @type {unknown} */ (superstaticModule)
  );
  return /** @type {import('connect').NextHandleFunction} */ (
    superstatic({ config, cwd: folder, compression: true, fallthrough: false })
  );
};

const readConfig = () => JSON.parse(readFileSync(config, 'utf8'));
let handle = handlerFor();
let hosting = readConfig();
watchFile(config, { interval: 300 }, (now, before) => {
  if (now.mtimeMs === before.mtimeMs || !existsSync(config)) return;
  handle = handlerFor();
  hosting = readConfig();
  console.log(`${path.basename(config)} changed: serving the new build with its headers.`);
});

/** Where an emulator's address came from: its option, else its variable. */
const from = (/** @type {string} */ option, /** @type {string} */ variable) =>
  process.argv.includes(option) ? option : variable;
// The emulators not given are started side by side, for as long as this server runs. Stopped
// with it, even when it is stopped while they start: then once they have.
const starting = Promise.allSettled([
  values.firestore ? undefined : startFirestoreEmulator(),
  values.auth ? undefined : freePortOr(defaultAuthPort).then((port) => startAuthEmulator({ port })),
]);
const stopOwn = async () => {
  for (const result of await starting)
    if (result.status === 'fulfilled') await result.value?.stop();
};
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => stopOwn().then(() => process.exit(0)));
const [firestoreStart, authStart] = await starting;
for (const start of [firestoreStart, authStart])
  if (start.status === 'rejected') {
    await stopOwn();
    throw start.reason;
  }
const ownFirestore = firestoreStart.status === 'fulfilled' ? firestoreStart.value : undefined;
const ownAuth = authStart.status === 'fulfilled' ? authStart.value : undefined;
let firestore = values.firestore;
if (firestore)
  console.log(
    `Reading the Firestore emulator at ${firestore}, from ${from('--firestore', 'FIRESTORE_EMULATOR_HOST')}${values.seed ? ', with the demonstration records added' : ': its records as they are'}.`,
  );
else {
  // No emulator given: one of its own, with the demonstration records.
  const emulator = /** @type {NonNullable<typeof ownFirestore>} */ (ownFirestore);
  console.log(
    `Reading a Firestore emulator of its own (${emulator.how}) on ${emulator.host}, with only the demonstration records; it goes when this server stops (docs/local.md, "Your own records on your own machine").`,
  );
  firestore = emulator.host;
  values.seed = true;
}
let auth = values.auth;
if (auth)
  console.log(
    `Signing in on the Auth emulator at ${auth}, from ${from('--auth', 'FIREBASE_AUTH_EMULATOR_HOST')}.`,
  );
else {
  auth = /** @type {NonNullable<typeof ownAuth>} */ (ownAuth).host;
  console.log(
    `Signing in on an Auth emulator of its own on ${auth} (FIREBASE_AUTH_EMULATOR_HOST=${auth}); its sign-in links: http://${auth}/emulator/v1/projects/${localProjectId}/oobCodes; it goes when this server stops (docs/local.md, "Signing in locally").`,
  );
}
// Wait for the emulators `npm test` or Playwright may still be starting (the Firestore emulator
// answers in seconds, the Auth emulator in 10 to 15).
for (const [host, answering, what] of /** @type {const} */ ([
  [firestore, answers, 'Firestore emulator'],
  [auth, authAnswers, 'Auth emulator'],
]))
  for (let waited = 0; !(await answering(host)); waited += 250) {
    if (waited > 120_000) throw new Error(`No ${what} answers on ${host}.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
if (values.smtp) console.log(`Sending the holders' emails to ${values.smtp}.`);
else {
  const mail = await startMailServer({
    port: await freePortOr(localMailPort),
    folder: values['mail-folder'],
    onMessage: (arrival) => console.log(`Mail to ${arrival.to.join(', ')}: ${arrival.subject}`),
  });
  process.on('exit', () => void mail.stop());
  console.log(
    `Sending the holders' emails to an SMTP server of its own on ${mail.url}, which keeps each in ${values['mail-folder']}/ (docs/local.md, "The holders' emails").`,
  );
  values.smtp = mail.url;
}
// The function's mail transport finds the server through the environment, as in the cloud.
process.env.SMTP_URL = values.smtp;
// The holders' emails link to this site (functions/holders/unsubscribe.js, `mailSettings`).
process.env.SITE_URL ??= `http://${['0.0.0.0', '::'].includes(values.host) ? 'localhost' : values.host}:${values.port}`;
// The Admin SDK finds the Auth emulator through the environment: the seed invites the
// demonstration providers' people on it, and the function signs them in.
process.env.FIREBASE_AUTH_EMULATOR_HOST = auth;
if (values.seed) {
  const { seedDemonstrationRecords } = await import('../operators/demo.mjs');
  console.log(await seedDemonstrationRecords(firestore));
  // The holders' reminders' run once, as the daily schedule would: Kim Sample's registration ends
  // in 60 days, so she is told (docs/local.md, "The holders' emails").
  const [{ ensureHolderEmails }, { remindHolders, remindersText }] = await Promise.all([
    import('../build/holder-emails.mjs'),
    import('../../functions/holders/reminders.js'),
  ]);
  await ensureHolderEmails();
  const reminded = await withFirestore(
    { projectId: localProjectId, emulatorHost: firestore },
    (db) => remindHolders(db),
  ).catch((/** @type {Error} */ error) => error);
  console.log(
    reminded instanceof Error
      ? `The holders' reminders did not run: ${reminded.message}`
      : `The holders' reminders: ${remindersText(reminded, false).replaceAll('\n', '; ')}`,
  );
}
/** Production's limits, with any the end-to-end tests put in their place. */
const given = values.limits ? JSON.parse(values.limits) : {};
const limits = /** @type {typeof checkLimits} */ (
  Object.fromEntries(
    Object.entries(checkLimits).map(([name, rule]) => [name, { ...rule, ...given[name] }]),
  )
);
// The watchlists' notices every minute, as the function's schedule sends them every five.
const check = localCheckHandler(firestore, {
  authHost: auth,
  limits: values.limits ? limits : undefined,
  noticesEveryMs: 60_000,
});
const visitorHeader = values['visitor-header']?.toLowerCase();

/**
 * The function's answer, as it reaches the caller: Google's front end appends to X-Forwarded-For
 * (scripts/serve/check-server.mjs, `forwarded`) and, through Hosting, firebase.json's header rules
 * replace the function's own headers of the same names.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {{ throughHosting: boolean }} how
 */
function callFunction(request, response, { throughHosting }) {
  const visitor = visitorHeader && request.headers[visitorHeader];
  request.headers['x-forwarded-for'] = forwarded(request, {
    throughHosting,
    visitor: typeof visitor === 'string' ? visitor : undefined,
  });
  if (throughHosting) {
    const pathname = request.url?.split('?')[0] ?? '/';
    const rules = rulesFor(hosting, pathname).flatMap((rule) => rule.headers);
    const writeHead = response.writeHead.bind(response);
    // As the function calls it: a status and its headers (not a status message, nor raw headers).
    response.writeHead = /** @type {typeof response.writeHead} */ (
      /**
       * @param {number} status
       * @param {import('node:http').OutgoingHttpHeaders} [headers]
       */
      (status, headers = {}) => {
        const merged = Object.fromEntries(
          Object.entries(headers).filter(
            ([key]) => !rules.some((rule) => rule.key.toLowerCase() === key.toLowerCase()),
          ),
        );
        for (const { key, value } of rules) merged[key] = value;
        return writeHead(status, merged);
      }
    );
  }
  return check(request, response);
}

/**
 * Whether firebase.json rewrites the request to the function: a path of the function's route
 * table (functions/vocabulary/paths.js), as the build writes the rewrites from it.
 * @param {import('node:http').IncomingMessage} request
 */
const isFunctionPath = (request) => {
  const requestPath = request.url?.split('?')[0] ?? '';
  // As Hosting (and superstatic) match a rewrite's source: a trailing slash too.
  return rewriteSources().some((source) =>
    source.endsWith('/**')
      ? requestPath.startsWith(source.slice(0, -2))
      : requestPath === source || requestPath === `${source}/`,
  );
};

/**
 * A plain refusal of a request no server could read.
 * @param {import('node:http').ServerResponse} response
 */
function badRequest(response) {
  if (!response.headersSent)
    response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
  response.end('Bad request.\n');
}

/**
 * Whether a request's path can be decoded: superstatic decodes every path to match its
 * redirects, and an undecodable one (`/%%%`) would throw where nothing catches it and stop the
 * server for everyone.
 * @param {import('node:http').IncomingMessage} request
 */
const decodable = (request) => {
  try {
    decodeURI(request.url ?? '/');
    return true;
  } catch {
    return false;
  }
};

/**
 * A server that answers 400 to a request it cannot parse or decode, and a 500 to one whose
 * handler fails, and goes on serving: one caller's bad request must not stop it.
 * @param {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => unknown} answer
 */
function robustServer(answer) {
  const server = http.createServer((request, response) => {
    if (!decodable(request)) return badRequest(response);
    Promise.resolve()
      .then(() => answer(request, response))
      .catch((error) => {
        console.error(error);
        if (!response.headersSent) response.writeHead(500, { Connection: 'close' });
        response.end();
      });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable)
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  return server;
}

robustServer((request, response) => {
  if (isFunctionPath(request)) return callFunction(request, response, { throughHosting: true });
  handle(request, response, () => {
    response.statusCode = 404;
    response.end();
  });
}).listen(Number(values.port), values.host, () => {
  const site = path.relative(process.cwd(), path.join(folder, hosting.hosting?.public ?? '.'));
  console.log(
    `Serving ${site || '.'}/ as Firebase Hosting would, with the operator check, on http://${values.host}:${values.port}`,
  );
});

// The function's own address, as run.app answers it: every path reaches the function.
const functionPort = Number(values['function-port'] ?? Number(values.port) + 1);
if (functionPort)
  robustServer((request, response) =>
    callFunction(request, response, { throughHosting: false }),
  ).listen(functionPort, values.host, () =>
    console.log(
      `The check's function answers on its own address too, as run.app would: http://${values.host}:${functionPort}`,
    ),
  );
