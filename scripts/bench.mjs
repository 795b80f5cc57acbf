// `npm run bench`: Lighthouse (mobile, simulated throttling) on every route of the built site,
// served as production serves it (superstatic with firebase.json, compression on), beside a bare
// Next.js App Router page built in the same run, so the numbers mean something on a noisy
// machine. Prints the medians of several runs per page and each page's ratio to the bare page.
//   npm run bench [-- --runs 3]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { htmlFiles } from './built-files.mjs';
import { ensureChromium, quietChromiumFlags } from './chromium.mjs';
import { routeOf } from './hosting.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const sitePort = 4300;
const barePort = 4301;

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function serve(folder, config, port) {
  const server = spawn(
    'npx',
    [
      'superstatic',
      'serve',
      folder,
      '-c',
      config,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--compression',
    ],
    { cwd: root, stdio: 'ignore', detached: true },
  );
  return () => process.kill(-server.pid);
}

async function waitFor(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (i) => i.resourceType === 'script',
  );
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    bestPractices: lhr.categories['best-practices'].score * 100,
    seo: lhr.categories.seo.score * 100,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    jsBytes: scripts?.transferSize ?? NaN,
  };
}

async function measure(chrome, url) {
  const results = [];
  for (let i = 0, failures = 0; i < runs;) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    // A run Lighthouse could not finish (it says why) is run again, up to twice per page.
    if (lhr.runtimeError && ++failures <= 2) {
      console.warn(
        `  ${url}: ${lhr.runtimeError.code} (${lhr.runtimeError.message}); running again`,
      );
      continue;
    }
    results.push(summarise(lhr));
    i++;
  }
  return Object.fromEntries(
    Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]),
  );
}

// 1. Build the site as production would (a form key so the contact form is there) and the bare page.
run('npm', ['run', 'build'], {
  NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${sitePort}`,
  NEXT_PUBLIC_CONTACT_FORM_ACCESS_KEY: 'bench-access-key',
});
run('npx', ['next', 'build', 'bench/bare-next']);

// 2. Serve both with compression, the site through its own hosting configuration.
const bareConfig = path.join(mkdtempSync(path.join(tmpdir(), 'bench-')), 'superstatic.json');
// An empty configuration: the folder as it is, not our firebase.json.
writeFileSync(bareConfig, '{}');
const stops = [
  serve('.', 'firebase.json', sitePort),
  serve('bench/bare-next/out', bareConfig, barePort),
];
const chromePath = ensureChromium();
let chrome;
try {
  await waitFor(`http://127.0.0.1:${sitePort}/`);
  await waitFor(`http://127.0.0.1:${barePort}/`);
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...quietChromiumFlags],
  });

  // 3. Lighthouse on the bare page and every route.
  const routes = htmlFiles(path.join(root, 'out'))
    .filter((file) => !['404.html', '_not-found.html'].includes(file))
    .map(routeOf)
    .sort();
  const rows = [['bare Next.js page', await measure(chrome, `http://127.0.0.1:${barePort}/`)]];
  for (const route of routes) {
    console.log(`Lighthouse: ${route} (${runs} runs)…`);
    rows.push([route, await measure(chrome, `http://127.0.0.1:${sitePort}${route}`)]);
  }

  // 4. The table of medians, with LCP and TBT as ratios to the bare page.
  const bare = rows[0][1];
  const header = [
    'page',
    'perf',
    'a11y',
    'bp',
    'seo',
    'FCP ms',
    'LCP ms',
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
    Math.round(m.lcp),
    (m.lcp / bare.lcp).toFixed(2),
    Math.round(m.tbt),
    bare.tbt ? (m.tbt / bare.tbt).toFixed(2) : '–',
    m.cls.toFixed(3),
    (m.bytes / 1024).toFixed(0),
    (m.jsBytes / 1024).toFixed(0),
  ]);
  const table = [header, ...lines].map((cells) => `| ${cells.join(' | ')} |`);
  table.splice(1, 0, `|${header.map(() => ' --- ').join('|')}|`);
  console.log(
    `\nLighthouse ${lighthouse.version ?? 12}, mobile, simulated throttling; medians of ${runs} runs\n`,
  );
  console.log(table.join('\n'));
} finally {
  await chrome?.kill();
  for (const stop of stops) stop();
}
