// The deploy preflight (docs/decisions.md, "Nothing placeholder ships"; docs/deploying.md):
// `npm run deploy:preflight` reads the production settings, `.firebaserc`, the Cloud Function's
// `functions/.env*` and `content/site.ts`, with no build, and lists every problem at once, each
// naming the variable, or the file and field, and what to do. `npm run deploy` runs it first.
// `productionProblems` is the pure part; the command at the bottom loads the inputs.
import { functionAccounts } from '../../functions/deployment.js';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { leaves } from '../../lib/demonstration-marks.mjs';
import { insecureUrlReason } from '../../lib/secure-url.mjs';
import {
  isCommand,
  nextBuildEnv,
  placeholderFirebaseProject,
  root as projectRoot,
} from '../project.mjs';

/**
 * @typedef {{ where: string, problem: string, fix: string }} Problem
 * One refusal: `where` is the variable, or the file and field; `problem` says what is wrong with
 * it and `fix` what to do, completing "…; fix".
 */

/** @typedef {import('../../lib/demonstration-marks.mjs').DemonstrationMark} DemonstrationMark */

/**
 * @typedef {{ area: string, from: string, to: string }} DramaRange
 * A block of UK telephone numbers kept for fiction and never connected, `from` to `to` inclusive.
 */

/**
 * Source: Ofcom, "Telephone numbers for use in TV and radio drama programmes" (20,000 numbers:
 * 15,000 geographic in 15 areas, 1,000 in the 01632 area that exists nowhere, and 1,000 each for
 * mobile, freephone, premium rate and UK-wide numbers).
 * @type {readonly DramaRange[]}
 */
export const dramaRanges = [
  { area: 'Leeds', from: '0113 496 0000', to: '0113 496 0999' },
  { area: 'Sheffield', from: '0114 496 0000', to: '0114 496 0999' },
  { area: 'Nottingham', from: '0115 496 0000', to: '0115 496 0999' },
  { area: 'Leicester', from: '0116 496 0000', to: '0116 496 0999' },
  { area: 'Bristol', from: '0117 496 0000', to: '0117 496 0999' },
  { area: 'Reading', from: '0118 496 0000', to: '0118 496 0999' },
  { area: 'Birmingham', from: '0121 496 0000', to: '0121 496 0999' },
  { area: 'Edinburgh', from: '0131 496 0000', to: '0131 496 0999' },
  { area: 'Glasgow', from: '0141 496 0000', to: '0141 496 0999' },
  { area: 'Liverpool', from: '0151 496 0000', to: '0151 496 0999' },
  { area: 'Manchester', from: '0161 496 0000', to: '0161 496 0999' },
  { area: 'London', from: '020 7946 0000', to: '020 7946 0999' },
  { area: 'Tyneside, Durham and Sunderland', from: '0191 498 0000', to: '0191 498 0999' },
  { area: 'Northern Ireland', from: '028 9649 6000', to: '028 9649 6999' },
  { area: 'Cardiff', from: '029 2018 0000', to: '029 2018 0999' },
  { area: 'no area', from: '01632 960000', to: '01632 960999' },
  { area: 'mobile', from: '07700 900000', to: '07700 900999' },
  { area: 'freephone', from: '08081 570000', to: '08081 570999' },
  { area: 'premium rate', from: '0909 8790000', to: '0909 8790999' },
  { area: 'UK-wide', from: '03069 990000', to: '03069 990999' },
];

/** Second-level domains reserved for examples (RFC 2606 §3), with every name below them. */
const exampleDomains = ['example.com', 'example.net', 'example.org'];

/** Top-level domains that never resolve on the internet (RFC 2606 §2, RFC 6761 §6). */
const reservedTopLevelDomains = ['example', 'test', 'invalid', 'localhost'];

/**
 * Whether `id` can be a Firebase project ID: 6 to 30 lowercase letters, digits and hyphens,
 * starting with a letter and not ending with a hyphen.
 * @param {string} id
 */
export const isFirebaseProjectId = (id) => /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(id);

/** A phone number as written: `01632 960 123`, `+44 (0)1632 960123`, `tel:+441632960123`. */
const phonePattern = /(?:\+44[\s-]*(?:\(0\)[\s-]*)?|\(?0)\d(?:[\s\-()]*\d){8,10}/g;

/** The host of every URL (`https://host/…`) and email address (`name@host`) in a text. */
const hostPatterns = [
  /\b[a-z][a-z\d+.-]*:\/\/(?:[^\s/?#@]*@)?([^\s/?#:]+)/gi,
  /[\w.+-]+@([a-z\d-]+(?:\.[a-z\d-]+)*)/gi,
];

/** @param {string} phone */
const digitsOf = (phone) => phone.replace(/\D/g, '');

/**
 * The drama range a phone number written in `text` falls in, if any.
 * @param {string} text
 * @returns {{ number: string, range: DramaRange } | undefined}
 */
export function dramaNumberIn(text) {
  for (const [written] of text.matchAll(phonePattern)) {
    let digits = digitsOf(written);
    if (written.startsWith('+44')) digits = digits.slice(2).replace(/^(?!0)/, '0');
    const range = dramaRanges.find(({ from, to }) => {
      const [low, high] = [digitsOf(from), digitsOf(to)];
      return digits.length === low.length && digits >= low && digits <= high;
    });
    if (range) return { number: written.trim(), range };
  }
  return undefined;
}

/**
 * Why `host` is not a real production host, or undefined: a name reserved for examples and tests,
 * or the domain of the placeholder site address.
 * @param {string} host
 * @param {string} placeholderDomain e.g. `motas.org.uk`
 * @returns {string | undefined}
 */
export function placeholderHostReason(host, placeholderDomain) {
  const name = host.toLowerCase().replace(/\.$/, '');
  /** @param {string} domain */
  const within = (domain) => name === domain || name.endsWith(`.${domain}`);
  const example = exampleDomains.find(within);
  if (example) return `${example} is reserved for examples by RFC 2606`;
  const topLevel = reservedTopLevelDomains.find(within);
  if (topLevel) return `.${topLevel} is a top-level domain reserved by RFC 2606 and RFC 6761`;
  if (placeholderDomain && within(placeholderDomain))
    return `${placeholderDomain} is the domain of the placeholder site address in lib/config.ts`;
  return undefined;
}

/**
 * Why a text holds a placeholder host in a URL or email address, or undefined.
 * @param {string} text
 * @param {string} placeholderDomain
 */
function placeholderHostIn(text, placeholderDomain) {
  for (const pattern of hostPatterns) {
    for (const [, host = ''] of text.matchAll(pattern)) {
      const reason = placeholderHostReason(host, placeholderDomain);
      if (reason) return reason;
    }
  }
  return undefined;
}

/**
 * `www.motas.org.uk` → `motas.org.uk`: the domain whose addresses are placeholders too.
 * @param {string} url
 */
function domainOf(url) {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** @param {string} url */
const trimSlashes = (url) => url.replace(/\/+$/, '');

/** Optional settings that hold a URL: unset is fine; set, each must be https: and real. */
const optionalUrlSettings = [
  {
    name: 'NEXT_PUBLIC_CONTACT_FORM_ENDPOINT',
    fix: "set it to the form service's https:// submit address, or unset it for the default (https://api.web3forms.com/submit)",
  },
  {
    name: 'NEXT_PUBLIC_ASSET_BASE_URL',
    fix: 'set it to the https:// address the images are served from, or unset it to serve them from the site',
    consequence: 'so images would load insecurely or not at all',
  },
];

/**
 * What is wrong with a URL setting's value, or undefined: not https: (`consequence` replaces the
 * reason's own "so …" when given), on a placeholder host, or (`origin`) more than an origin.
 * @param {string} value
 * @param {string} placeholderDomain
 * @param {{ consequence?: string, origin?: boolean }} [options]
 * @returns {string | undefined}
 */
function urlProblem(value, placeholderDomain, { consequence, origin = false } = {}) {
  const insecure = insecureUrlReason(value);
  if (insecure) {
    const reason =
      consequence === undefined
        ? insecure
        : insecure.replace(/, so .*$/, consequence ? `, ${consequence}` : '');
    return `"${value}" ${reason}`;
  }
  const url = new URL(value);
  const host = placeholderHostReason(url.hostname, placeholderDomain);
  if (host) return `"${value}" is a placeholder: ${host}`;
  if (origin && (url.pathname !== '/' || url.search || url.hash))
    return `"${value}" has a path, query or fragment: it must be the origin alone`;
  return undefined;
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} placeholderSiteUrl
 * @returns {Problem[]}
 */
function settingProblems(env, placeholderSiteUrl) {
  const placeholderDomain = domainOf(placeholderSiteUrl);
  const problems = [];

  const siteUrl = env.NEXT_PUBLIC_SITE_URL?.trim();
  const siteUrlProblem = !siteUrl
    ? `is not set (the build would use the placeholder ${placeholderSiteUrl})`
    : trimSlashes(siteUrl).toLowerCase() === trimSlashes(placeholderSiteUrl).toLowerCase()
      ? `"${siteUrl}" is the placeholder (placeholderSiteUrl in lib/config.ts)`
      : urlProblem(siteUrl, placeholderDomain, { consequence: '', origin: true });
  if (siteUrlProblem)
    problems.push({
      where: 'NEXT_PUBLIC_SITE_URL',
      problem: siteUrlProblem,
      fix: "set it to the site's production address, an https:// origin such as https://www.your-domain.org.uk",
    });

  if (!env.NEXT_PUBLIC_CONTACT_FORM_ACCESS_KEY?.trim())
    problems.push({
      where: 'NEXT_PUBLIC_CONTACT_FORM_ACCESS_KEY',
      problem: 'is not set (the contact page would show no form)',
      fix: "set it to the form service's public access key for the scheme's inbox (web3forms.com)",
    });

  for (const { name, fix, consequence } of optionalUrlSettings) {
    const value = env[name]?.trim();
    const problem = value ? urlProblem(value, placeholderDomain, { consequence }) : undefined;
    if (problem) problems.push({ where: name, problem, fix });
  }
  return problems;
}

/**
 * @param {string | undefined} firebaserc the text of `.firebaserc`, undefined if it is missing
 * @returns {Problem[]}
 */
function firebaseProblems(firebaserc) {
  const projectId =
    'the ID of the Firebase project that hosts the site (Firebase console, Project settings)';
  const fileFix = `write { "projects": { "default": "<project ID>" } } with ${projectId}`;
  if (firebaserc === undefined)
    return [{ where: '.firebaserc', problem: 'is missing', fix: fileFix }];
  let project;
  try {
    project = JSON.parse(firebaserc)?.projects?.default;
  } catch (error) {
    return [
      {
        where: '.firebaserc',
        problem: `is not valid JSON (${/** @type {SyntaxError} */ (error).message})`,
        fix: fileFix,
      },
    ];
  }
  const where = '.firebaserc: projects.default';
  const fix = `set it to ${projectId}`;
  if (typeof project !== 'string' || !project) return [{ where, problem: 'is not set', fix }];
  if (project === placeholderFirebaseProject)
    return [{ where, problem: `"${project}" is the placeholder`, fix }];
  if (!isFirebaseProjectId(project))
    return [
      {
        where,
        problem: `"${project}" is not a Firebase project ID (6 to 30 lowercase letters, digits and hyphens, starting with a letter and not ending with a hyphen)`,
        fix,
      },
    ];
  return [];
}

/**
 * Settings the files `firebase deploy` gives the Cloud Functions must not hold, and why: one
 * would point the check at an emulator; the keys are Firebase secrets, every function's
 * (functions/deployment.js: the check's and the portal's), which a plain setting of the same name
 * would expose in the function's configuration.
 * @type {Record<string, { problem: string, fix: string }>}
 */
const refusedSettings = {
  FIRESTORE_EMULATOR_HOST: {
    problem: ", so the deployed check would read an emulator, not the project's Firestore",
    fix: 'remove the line (the emulator sets it for itself)',
  },
  ...Object.fromEntries(
    functionAccounts
      .flatMap(({ secrets }) => Object.values(secrets))
      .map((name) => [
        name,
        {
          problem: ' in plain text, where the function keeps it as a secret',
          fix: `remove the line and set the secret: npx firebase functions:secrets:set ${name}`,
        },
      ]),
  ),
};

/**
 * One problem per refused setting in the files `firebase deploy` gives the Cloud Function
 * (`functions/.env`, `functions/.env.<project>`).
 * @param {Record<string, string>} functionEnvFiles file name (from the project's folder) → text
 * @returns {Problem[]}
 */
function functionProblems(functionEnvFiles) {
  return Object.entries(functionEnvFiles).flatMap(([file, text]) =>
    text.split(/\r?\n/).flatMap((line, i) => {
      const name = line.match(/^\s*(?:export\s+)?([A-Z_][A-Z0-9_]*)\s*=/)?.[1];
      const refused =
        name && Object.hasOwn(refusedSettings, name) ? refusedSettings[name] : undefined;
      if (!refused) return [];
      return [
        {
          where: `${file}: line ${i + 1}`,
          problem: `sets ${name}${refused.problem}`,
          fix: refused.fix,
        },
      ];
    }),
  );
}

/**
 * One problem per field of `site` that is still a placeholder: marked in `demonstrationDetails`
 * and unchanged, or holding a drama-range phone number or a placeholder domain (caught even
 * unmarked, so a placeholder an editor types is refused too).
 * @param {unknown} site
 * @param {readonly DemonstrationMark[]} marks
 * @param {string} placeholderSiteUrl
 * @returns {Problem[]}
 */
function contentProblems(site, marks, placeholderSiteUrl) {
  const placeholderDomain = domainOf(placeholderSiteUrl);
  return leaves(site).flatMap(([field, value]) => {
    const mark = marks.find((m) => m.field === field && m.value === value);
    const text = String(value);
    const drama = dramaNumberIn(text);
    const host = placeholderHostIn(text, placeholderDomain);
    if (!mark && !drama && !host) return [];
    const reasons = [
      drama && `Ofcom's drama range ${drama.range.from} to ${drama.range.to}: never connected`,
      host,
    ].filter(Boolean);
    const fix = mark
      ? `replace it with ${mark.replaceWith}`
      : drama
        ? "replace it with the scheme's own phone number"
        : "replace it with an address on the scheme's own domain";
    return [
      {
        where: `content/site.ts: site.${field}`,
        problem: `"${text}" is a demonstration detail${reasons.length ? ` (${reasons.join('; ')})` : ''}`,
        fix,
      },
    ];
  });
}

/**
 * Every reason not to deploy, in one list: production settings first, then `.firebaserc`, then
 * the placeholder fields of `content/site.ts`. An empty list means ready.
 * @param {{
 *   env: Record<string, string | undefined>,
 *   site?: unknown,
 *   demonstrationDetails?: readonly DemonstrationMark[],
 *   firebaserc: string | undefined,
 *   functionEnvFiles?: Record<string, string>,
 *   placeholderSiteUrl: string,
 * }} inputs `site` undefined when content/site.ts could not be loaded
 * @returns {Problem[]}
 */
export function productionProblems({
  env,
  site,
  demonstrationDetails = [],
  firebaserc,
  functionEnvFiles = {},
  placeholderSiteUrl,
}) {
  return [
    ...settingProblems(env, placeholderSiteUrl),
    ...firebaseProblems(firebaserc),
    ...functionProblems(functionEnvFiles),
    ...(site === undefined ? [] : contentProblems(site, demonstrationDetails, placeholderSiteUrl)),
  ];
}

/**
 * @param {Problem} problem
 * @returns {string}
 */
export function formatProblem({ where, problem, fix }) {
  return `${where} ${problem}; ${fix}.`;
}

/**
 * A TypeScript module's exports, bundled by esbuild in memory (no build, no files written).
 * @param {string} root
 * @param {string} file relative to root
 */
async function importTypeScript(root, file) {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(root, file)],
    absWorkingDir: root,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
    banner: {
      js: `import { createRequire } from 'node:module'; const require = createRequire(${JSON.stringify(path.join(root, 'package.json'))});`,
    },
  });
  // One entry, bundled: one output file.
  const code = /** @type {import('esbuild').OutputFile} */ (result.outputFiles[0]).text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

if (isCommand(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? projectRoot);
  const env = nextBuildEnv(root);
  /** @type {Problem[]} */
  const loadProblems = [];
  /** @param {string} file */
  const load = (file) =>
    importTypeScript(root, file).catch((error) => {
      // esbuild's own first error, with its place, else the error's first line.
      const [first] = error.errors ?? [];
      const at = first?.location ? ` at line ${first.location.line}` : '';
      loadProblems.push({
        where: file,
        problem: `could not be loaded (${first ? `${first.text}${at}` : error.message.split('\n')[0]})`,
        fix: 'fix it (npm run typecheck shows where) and run the preflight again',
      });
      return {};
    });
  const [content, config] = await Promise.all([load('content/site.ts'), load('lib/config.ts')]);
  /**
   * @param {Record<string, unknown>} module
   * @param {string} file
   * @param {string} name
   */
  const missing = (module, file, name) =>
    loadProblems.some((problem) => problem.where === file) || module[name] !== undefined
      ? []
      : [{ where: file, problem: `exports no ${name}`, fix: `export it as ${name} again` }];
  const firebasercFile = path.join(root, '.firebaserc');
  const problems = [
    ...loadProblems,
    ...missing(content, 'content/site.ts', 'site'),
    ...missing(config, 'lib/config.ts', 'placeholderSiteUrl'),
    ...productionProblems({
      env,
      site: content.site,
      demonstrationDetails: content.demonstrationDetails,
      firebaserc: existsSync(firebasercFile) ? readFileSync(firebasercFile, 'utf8') : undefined,
      functionEnvFiles: Object.fromEntries(
        (existsSync(path.join(root, 'functions')) ? readdirSync(path.join(root, 'functions')) : [])
          .filter((name) => /^\.env(\..+)?$/.test(name) && name !== '.env.local')
          .map((name) => [
            `functions/${name}`,
            readFileSync(path.join(root, 'functions', name), 'utf8'),
          ]),
      ),
      placeholderSiteUrl: config.placeholderSiteUrl ?? '',
    }),
  ];
  if (problems.length > 0) {
    for (const problem of problems) console.error(`✖ ${formatProblem(problem)}`);
    console.error(
      `\nNot ready for production: ${problems.length} problem${problems.length === 1 ? '' : 's'} (docs/deploying.md).`,
    );
    process.exitCode = 1;
  } else {
    const project = JSON.parse(readFileSync(firebasercFile, 'utf8')).projects.default;
    console.log(
      `✔ Ready for production: ${env.NEXT_PUBLIC_SITE_URL} on Firebase project ${project}.`,
    );
  }
}
