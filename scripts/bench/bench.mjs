// `npm run bench`: Lighthouse (mobile, simulated throttling) on every route of the built site,
// served as production serves it (superstatic with firebase.json, behind HTTPS with HTTP/2 as
// Firebase Hosting answers: Lighthouse's simulation charges every extra HTTP/1.1 connection a
// round trip that production never pays; text compressed with Brotli, as Firebase Hosting serves
// it to browsers that take it, at scripts/build/served-size.mjs's BROTLI_QUALITY), beside two
// baselines measured in the same run: a bare Next.js App Router page (bench/bare-next, the
// framework) and a plain one-document HTML page (bench/plain, the physical limit: a heading and a
// paragraph, inline styles, no other request). The runs are interleaved (every page once, then
// every page again…), so a noisy spell on the machine falls on all pages alike. Prints the medians
// of the runs and each page's FCP and LCP as ratios to both baselines. With `--network slow-4g` or
// `--network poor-3g`, it measures the pages on a real throttled network instead
// (scripts/bench/network-bench.mjs). `--check` measures the operator check under concurrent load
// instead (scripts/bench/check-bench.mjs), and `--import` the operator import at the scheme's size
// (scripts/bench/import-bench.mjs), and `--registers` the register commands that read, at 10,000
// records and 100,000 trail entries (scripts/bench/registers-bench.mjs), and `--reminders` the
// holders' reminders' run over 10,000 operators (scripts/bench/reminders-bench.mjs).
// A route of `--only` that is no file of the build (a provider's page, /providers/ZZ0001) is the
// Cloud Function's: the site is then served as `npm run serve` serves it, on a Firestore emulator
// of its own with the demonstration records.
//   npm run bench [-- --runs 3] [--only /,/providers/ZZ0001] [--network poor-3g] [--check]
//     [--import [--records 10000]] [--registers [--entries 100000]] [--portal [--rate 20] [--file 500]]
//     [--reminders [--records 10000] [--due 300]]
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { BROTLI_QUALITY } from '../build/served-size.mjs';
import { addressOf, htmlFiles } from '../build/built-files.mjs';
import { ensureChromium, quietChromiumFlags } from '../test/chromium.mjs';
import { measureOnNetwork } from './network-bench.mjs';
import { root } from '../project.mjs';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const onlyArg = process.argv.indexOf('--only');
/** `--only /,/about`: just these routes (with both baselines). */
const only = onlyArg > 0 ? /** @type {string} */ (process.argv[onlyArg + 1]).split(',') : null;
/**
 * `--why`: list, per page, its long tasks (simulated, then as observed, with what they are made
 * of) and the requests that ended before its observed first and largest paints.
 */
const why = process.argv.includes('--why');
const networkArg = process.argv.indexOf('--network');
/** `--network poor-3g`: the pages on a real throttled network, not Lighthouse's simulation. */
const network = networkArg > 0 ? process.argv[networkArg + 1] : null;
if (process.argv.includes('--check')) {
  await import('./check-bench.mjs');
  process.exit(0);
}
if (process.argv.includes('--portal')) {
  await import('./portal-bench.mjs');
  process.exit(0);
}
if (process.argv.includes('--registers')) {
  await import('./registers-bench.mjs');
  process.exit(0);
}
if (process.argv.includes('--import')) {
  await import('./import-bench.mjs');
  process.exit(0);
}
if (process.argv.includes('--reminders')) {
  await import('./reminders-bench.mjs');
  process.exit(process.exitCode ?? 0);
}
const sitePort = 4300;
const barePort = 4301;
const plainPort = 4302;
const comparePort = 4303;
const compareArg = process.argv.indexOf('--compare');
/**
 * `--compare ../other-checkout`: another built checkout of the site (its `out/` and
 * `firebase.json`), measured interleaved with this one, route by route, to tell a change from the
 * machine's noise.
 */
const compare =
  compareArg > 0 ? path.resolve(/** @type {string} */ (process.argv[compareArg + 1])) : null;
/** The installed Lighthouse's version, for the table's heading. */
const lighthouseVersion = /** @type {{ version: string }} */ (
  createRequire(import.meta.url)('lighthouse/package.json')
).version;
/** Each server's HTTPS (HTTP/2) front, at this offset from its own port. */
const tlsOffset = 100;
/**
 * @param {number} port the server's own port
 * @param {string} [route]
 */
const httpsUrl = (port, route = '/') => `https://127.0.0.1:${port + tlsOffset}${route}`;

/**
 * Runs a command in the project, exiting as it does if it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Serves `folder` with superstatic and its configuration `config`; returns a function that stops it.
 * @param {string} folder
 * @param {string} config
 * @param {number} port
 * @param {string} [cwd] the checkout it serves from
 */
function serve(folder, config, port, cwd = root) {
  // This checkout's superstatic, wherever it serves from (a --compare checkout may not have one).
  const server = spawn(
    path.join(root, 'node_modules/.bin/superstatic'),
    ['serve', folder, '-c', config, '--port', String(port), '--host', '127.0.0.1', '--compression'],
    { cwd, stdio: 'ignore', detached: true },
  );
  return () => {
    try {
      // No pid if it could not start: then this throws too.
      process.kill(-(/** @type {number} */ (server.pid)));
    } catch {
      // It has already stopped (it could not start, say): the error that stopped the bench says why.
    }
  };
}

/**
 * Serves the site as `npm run serve` does, the Cloud Function's pages too (the provider pages, say),
 * on its own Firestore emulator with the demonstration records; returns a function that stops it.
 * @param {number} port
 */
function serveWithFunction(port) {
  const server = spawn(
    process.execPath,
    [
      'scripts/serve/serve.mjs',
      '.',
      '--config',
      'firebase.json',
      '--port',
      String(port),
      '--function-port',
      String(port + 50),
    ],
    {
      cwd: root,
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, FIRESTORE_EMULATOR_HOST: '' },
    },
  );
  return () => {
    try {
      process.kill(-(/** @type {number} */ (server.pid)));
    } catch {
      // It has already stopped: the error that stopped the bench says why.
    }
  };
}

/**
 * HTTPS with HTTP/2 in front of a local server, passing requests and responses through as they
 * are (a self-signed certificate, made with openssl; the bench's Chrome is told to accept it).
 * Each response is kept once answered and served from memory after that, compressed as it was,
 * as a CDN serves from its cache: compressing or reading files while a page loads would take CPU
 * from the browser on the bench's machine, which production never does. Returns a function that
 * stops it.
 * @param {number} port the local server's
 * @param {{ key: Buffer, cert: Buffer }} certificate
 */
function serveHttps(port, certificate) {
  /**
   * Answered responses by method, path and encoding: status, headers, body.
   * @type {Map<string, { status: number, headers: http.OutgoingHttpHeaders, body: Buffer }>}
   */
  const answered = new Map();
  const server = http2.createSecureServer({ ...certificate, allowHTTP1: true }, (req, res) => {
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => !name.startsWith(':') && name !== 'host'),
    );
    // Brotli where the browser takes it, as Firebase Hosting serves it (scripts/build/served-size.mjs,
    // `servedSize`): the file is fetched uncompressed and compressed here.
    const brotli = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (brotli) headers['accept-encoding'] = 'identity';
    const key = `${req.method} ${req.url} ${brotli ? 'br' : String(req.headers['accept-encoding'] ?? '')}`;
    const conditional = ['if-none-match', 'if-modified-since', 'range'].some((h) => h in headers);
    const kept = conditional ? undefined : answered.get(key);
    if (kept) {
      res.writeHead(kept.status, kept.headers);
      res.end(kept.body);
      return;
    }
    const upstream = http.request(
      { host: '127.0.0.1', port, path: req.url, method: req.method, headers },
      (response) => {
        const passed = Object.fromEntries(
          Object.entries(response.headers).filter(
            ([name]) => !['connection', 'keep-alive', 'transfer-encoding'].includes(name),
          ),
        );
        const compressible =
          /^(text\/|image\/svg|application\/(javascript|json|manifest|xml))/.test(
            String(response.headers['content-type'] ?? ''),
          );
        const compress = brotli && compressible && req.method !== 'HEAD';
        if (compress) {
          delete passed['content-length'];
          Object.assign(passed, { 'content-encoding': 'br', vary: 'Accept-Encoding' });
        }
        const status = response.statusCode ?? 502;
        res.writeHead(status, passed);
        const body = compress
          ? response.pipe(
              zlib.createBrotliCompress({
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
              }),
            )
          : response;
        if (!conditional) {
          /** @type {Buffer[]} */
          const chunks = [];
          body.on('data', (chunk) => chunks.push(chunk));
          body.on('end', () =>
            answered.set(key, { status, headers: passed, body: Buffer.concat(chunks) }),
          );
        }
        body.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  server.listen(port + tlsOffset, '127.0.0.1');
  return () => server.close();
}

function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
      ].concat(['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')]),
      { stdio: 'ignore' },
    );
  } catch {
    console.error(
      'npm run bench needs openssl for its local HTTPS server (apt-get install openssl).',
    );
    process.exit(1);
  }
  return {
    key: readFileSync(path.join(dir, 'key.pem')),
    cert: readFileSync(path.join(dir, 'cert.pem')),
  };
}

/**
 * Waits until `url` answers 200.
 * @param {string} url
 * @param {number} [seconds] how long it may take
 */
async function waitFor(url, seconds = 20) {
  for (let i = 0; i < seconds * 5; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  // The middle value, and the one below it (there when the count is even).
  const [below, middle] = /** @type {[number, number]} */ ([sorted[mid - 1], sorted[mid]]);
  return sorted.length % 2 ? middle : (below + middle) / 2;
};

/**
 * A page's figures from one Lighthouse run.
 * @typedef {ReturnType<typeof summarise>} Summary
 */

/**
 * The rows of Lighthouse's audit details that the bench reads, with the fields it reads.
 * @typedef {{ resourceType: string, transferSize: number }} ResourceSummaryRow `resource-summary`
 * @typedef {{ observedFirstContentfulPaint: number, observedLargestContentfulPaint: number }} MetricsItem `metrics`
 * @typedef {{ url: string, startTime: number, duration: number }} LongTaskRow `long-tasks`
 * @typedef {{ url: string, networkEndTime: number, priority: string, resourceType: string, transferSize: number }} NetworkRequestRow `network-requests`
 */

/** @param {import('lighthouse').Result} lhr */
function summarise(lhr) {
  const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  /**
   * A category's score out of 100 (null, a category that could not be scored, counts 0).
   * @param {string} id
   */
  const score = (id) => {
    const category = lhr.categories[id];
    if (!category) throw new Error(`Lighthouse gave no "${id}" category`);
    return (category.score ?? 0) * 100;
  };
  const resources = /** @type {{ items?: ResourceSummaryRow[] } | undefined} */ (
    lhr.audits['resource-summary']?.details
  );
  const scripts = resources?.items?.find((i) => i.resourceType === 'script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    jsBytes: scripts?.transferSize ?? NaN,
  };
}

/**
 * The tasks of 10 ms or more on the page's main thread as they were observed (Lighthouse's
 * simulation counts them four times as long), from the start of the navigation, each with the
 * trace events that took most of it (nested ones included): what the long tasks above are made
 * of. `LocalWindowProxy::Initialize` is the page's JavaScript context being made, `ParseHTML`
 * the parser, `UpdateLayoutTree` style, `Layout` layout, `v8.*` and `FunctionCall` script.
 * @param {string} url
 * @param {import('lighthouse').Trace | undefined} trace
 */
function observedTasks(url, trace) {
  const events = trace?.traceEvents ?? [];
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(url),
  );
  if (!parse) return;
  const thread = events
    .filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const start =
    events.find((e) => e.name === 'navigationStart' && e.pid === parse.pid)?.ts ??
    /** @type {import('lighthouse').TraceEvent} */ (thread[0]).ts;
  for (const task of thread.filter((e) => e.name === 'RunTask' && e.dur >= 10_000)) {
    /** @type {Map<string, number>} */
    const spent = new Map();
    for (const e of thread)
      if (e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur >= 500)
        spent.set(e.name, (spent.get(e.name) ?? 0) + e.dur);
    const most = [...spent]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, dur]) => `${name} ${(dur / 1000).toFixed(1)}`);
    console.log(
      `    observed task ${Math.round((task.ts - start) / 1000)} ms +${(task.dur / 1000).toFixed(1)} ms: ${most.join(', ')}`,
    );
  }
}

/**
 * What Lighthouse's simulation counts against a page's FCP and LCP: the requests that ended before
 * the paint was observed (for LCP every request but low-priority images; for FCP the
 * highest-priority ones, in practice stylesheets).
 * @param {string} url
 * @param {import('lighthouse').Result} lhr
 * @param {import('lighthouse').Trace | undefined} trace
 */
function explain(url, lhr, trace) {
  // None (NaN) when Lighthouse has no figures.
  const metrics = /** @type {{ items?: MetricsItem[] } | undefined} */ (lhr.audits.metrics?.details)
    ?.items?.[0] ?? { observedFirstContentfulPaint: NaN, observedLargestContentfulPaint: NaN };
  const requests =
    /** @type {{ items?: NetworkRequestRow[] } | undefined} */ (
      lhr.audits['network-requests']?.details
    )?.items ?? [];
  const longTasks =
    /** @type {{ items?: LongTaskRow[] } | undefined} */ (lhr.audits['long-tasks']?.details)
      ?.items ?? [];
  console.log(
    `  ${url}: observed FCP ${Math.round(metrics.observedFirstContentfulPaint)} ms, LCP ${Math.round(metrics.observedLargestContentfulPaint)} ms`,
  );
  for (const t of longTasks)
    console.log(
      `    long task ${Math.round(t.startTime)} ms +${Math.round(t.duration)} ms ${t.url}`,
    );
  observedTasks(url, trace);
  for (const r of requests) {
    const ended = r.networkEndTime;
    const mark =
      ended <= metrics.observedFirstContentfulPaint
        ? 'before FCP'
        : ended <= metrics.observedLargestContentfulPaint
          ? 'before LCP'
          : 'after';
    console.log(
      `    ${mark.padEnd(10)} ${String(Math.round(ended)).padStart(5)} ms ${r.priority.padEnd(8)} ${r.resourceType.padEnd(10)} ${(r.transferSize / 1024).toFixed(1).padStart(5)} KB ${r.url.replace(/^https:\/\/[^/]+/, '')}`,
    );
  }
}

/**
 * One Lighthouse run of a page; a run Lighthouse could not finish is tried again, twice.
 * @param {{ port: number }} chrome
 * @param {string} url
 */
async function measureOnce(chrome, url) {
  for (let attempt = 0; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    // Lighthouse gives nothing only when it is given no URL.
    if (!result) throw new Error(`${url}: Lighthouse returned no result`);
    const { lhr, artifacts } = result;
    if (why) explain(url, lhr, artifacts.Trace);
    if (!lhr.runtimeError || attempt === 2) return summarise(lhr);
    console.warn(`  ${url}: ${lhr.runtimeError.code} (${lhr.runtimeError.message}); running again`);
  }
}

/**
 * The medians of a page's runs, figure by figure.
 * @param {Summary[]} results at least one
 * @returns {Summary}
 */
const medians = (results) =>
  /** @type {Summary} */ (
    Object.fromEntries(
      /** @type {(keyof Summary)[]} */ (Object.keys(/** @type {Summary} */ (results[0]))).map(
        (key) => [key, median(results.map((r) => r[key]))],
      ),
    )
  );

/**
 * Lighthouse on every target, run after run of all of them, and the table of medians, with FCP
 * and LCP as ratios to the plain page (the limit) and to the bare Next.js page, and TBT to the bare
 * page (the plain page runs no script).
 * @param {{ port: number }} chrome
 * @param {[string, string][]} targets the plain page, the bare page, then the site's pages
 */
async function lighthouseRuns(chrome, targets) {
  // Each page's runs, at its index in `targets`.
  /** @type {Summary[][]} */
  const results = targets.map(() => []);
  for (let run = 1; run <= runs; run++) {
    console.log(`Lighthouse run ${run} of ${runs}: ${targets.length} pages…`);
    for (const [i, [, url]] of targets.entries())
      /** @type {Summary[]} */ (results[i]).push(await measureOnce(chrome, url));
  }
  /** @type {[name: string, medians: Summary][]} */
  const rows = targets.map(([name], i) => [name, medians(/** @type {Summary[]} */ (results[i]))]);
  // The targets begin with the plain page, then the bare one.
  const plain = /** @type {[string, Summary]} */ (rows[0])[1];
  const bare = /** @type {[string, Summary]} */ (rows[1])[1];
  /**
   * @param {number} value
   * @param {number} base
   */
  const ratio = (value, base) => (base ? (value / base).toFixed(2) : '–');
  const header = [
    'page',
    'perf',
    'a11y',
    'bp',
    'seo',
    'FCP ms',
    'FCP ×plain',
    'LCP ms',
    'LCP ×plain',
    'LCP ×bare',
    'TBT ms',
    'TBT ×bare',
    'CLS',
    'total KB',
    'JS KB',
  ];
  const lines = rows.map(([name, m]) => [
    name,
    m.performance,
    m.accessibility,
    m.bestPractices,
    m.seo,
    Math.round(m.fcp),
    ratio(m.fcp, plain.fcp),
    Math.round(m.lcp),
    ratio(m.lcp, plain.lcp),
    ratio(m.lcp, bare.lcp),
    Math.round(m.tbt),
    ratio(m.tbt, bare.tbt),
    m.cls.toFixed(3),
    (m.bytes / 1024).toFixed(0),
    ((m.jsBytes || 0) / 1024).toFixed(0),
  ]);
  const table = [header, ...lines].map((cells) => `| ${cells.join(' | ')} |`);
  table.splice(1, 0, `|${header.map(() => ' --- ').join('|')}|`);
  console.log(
    `\nLighthouse ${lighthouseVersion}, mobile, simulated throttling, HTTPS with HTTP/2; medians of ${runs} interleaved runs\n`,
  );
  console.log(table.join('\n'));
}

// 1. Build the site as production would (a form key so the contact form is there) and the bare page
// (`--no-build`: measure out/ and bench/bare-next/out as they are).
if (!process.argv.includes('--no-build')) {
  run('npm', ['run', 'build'], {
    NEXT_PUBLIC_SITE_URL: httpsUrl(sitePort).replace(/\/$/, ''),
    NEXT_PUBLIC_CONTACT_FORM_ACCESS_KEY: 'bench-access-key',
  });
  run('npx', ['next', 'build', 'bench/bare-next']);
}

// 2. Serve all three with compression, the site through its own hosting configuration, each
// behind HTTPS with HTTP/2.
const bareConfig = path.join(mkdtempSync(path.join(tmpdir(), 'bench-')), 'superstatic.json');
// An empty configuration: the folder as it is, not our firebase.json.
writeFileSync(bareConfig, '{}');
/** Routes of `--only` that are no file of the build: pages the Cloud Function answers. */
const functionRoutes = (only ?? []).filter(
  (route) => !existsSync(path.join(root, 'out', `${route.replace(/^\/$/, '/index')}.html`)),
);
const stops = [
  functionRoutes.length ? serveWithFunction(sitePort) : serve('.', 'firebase.json', sitePort),
  serve('bench/bare-next/out', bareConfig, barePort),
  serve('bench/plain', bareConfig, plainPort),
  ...(compare ? [serve('.', 'firebase.json', comparePort, compare)] : []),
];
const certificate = selfSignedCertificate();
for (const port of [sitePort, barePort, plainPort, ...(compare ? [comparePort] : [])])
  stops.push(serveHttps(port, certificate));
const chromePath = ensureChromium();
/** @type {import('chrome-launcher').LaunchedChrome | undefined} */
let chrome;
try {
  // The Cloud Function's pages wait for their Firestore emulator to start and be seeded.
  await waitFor(`http://127.0.0.1:${sitePort}${functionRoutes[0] ?? '/'}`, 120);
  await waitFor(`http://127.0.0.1:${barePort}/`);
  await waitFor(`http://127.0.0.1:${plainPort}/`);
  if (compare) await waitFor(`http://127.0.0.1:${comparePort}/`);
  if (!network)
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...quietChromiumFlags],
    });

  // 3. The two baselines and every route, measured interleaved: run after run of all pages.
  const routes = htmlFiles(path.join(root, 'out'))
    .filter((file) => file !== '404.html')
    .map(addressOf)
    .filter((route) => !only || only.includes(route))
    .concat(functionRoutes)
    .sort();
  /** @type {[name: string, url: string][]} */
  const targets = [
    ['plain HTML page', httpsUrl(plainPort)],
    ['bare Next.js page', httpsUrl(barePort)],
    ...routes.flatMap(
      (route) =>
        /** @type {[string, string][]} */ ([
          [route, httpsUrl(sitePort, route)],
          ...(compare
            ? [[`${route} (${path.basename(compare)})`, httpsUrl(comparePort, route)]]
            : []),
        ]),
    ),
  ];
  // Every page once before the runs, with everything it loads after it (the islands), so that the
  // HTTPS fronts answer every run from memory (`serveHttps`).
  const warm = await chromium.launch({
    executablePath: chromePath,
    args: ['--ignore-certificate-errors', ...quietChromiumFlags],
  });
  // As Lighthouse's phone shows them, so that the same image variants are asked for.
  const page = await warm.newPage({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  for (const [, url] of targets) {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
  }
  await warm.close();

  if (network)
    await measureOnNetwork({
      chromePath,
      targets: targets.filter(([name]) => name !== 'bare Next.js page'),
      profile: network,
      runs,
    });
  // Launched above when there is no --network.
  else
    await lighthouseRuns(/** @type {import('chrome-launcher').LaunchedChrome} */ (chrome), targets);
} finally {
  await chrome?.kill();
  for (const stop of stops) stop();
}
