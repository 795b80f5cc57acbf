// Every path the site's forms post to and the function answers, in one table: the surfaces
// (functions/surfaces/) register their routes from it on the router (functions/handler.js refuses
// to start unless each route is answered), the build writes firebase.json's rewrites from it
// (scripts/build/hosting.mjs), so a route added here reaches the function through Hosting and a
// rewrite can point nowhere else, and the site's forms take their actions from it. Pure data: the
// site and the build import it without the function's dependencies.

/** Where the answers are posted: the form's action and firebase.json's rewrite. */
export const checkPath = '/check/result';

/** Where a report of a suspected fake card is posted, from a check's answer. */
export const reportPath = '/check/report';

/** Where the instructor check's form is posted: an instructor verified by number and surname. */
export const instructorCheckPath = '/instructors/check/result';

/** Where the crew check's form is posted (functions/surfaces/crew/). */
export const crewCheckPath = '/check/crew/result';

/**
 * The addresses the site's forms post to, each answered by the function with a page of the site
 * (`routes`, below, has every route).
 */
export const functionPaths = [checkPath, reportPath, crewCheckPath, instructorCheckPath];

/** Where the receipts' public keys are published: the address OpenID providers use for theirs. */
export const jwksPath = '/.well-known/jwks.json';

/** Where the finder's form sends a search, and where each provider's page is. */
export const finderPaths = {
  results: '/providers/results',
  // A provider found by its name or number (no number has letters after its two).
  named: '/providers/named',
  provider: '/providers/',
  // No extension: every path below /providers/ is the function's, and Hosting's rules tell the
  // site's own files apart by their extensions (scripts/build/hosting.mjs).
  sitemap: '/providers/sitemap',
  // The feeds of the providers suspended or withdrawn, in Atom and in JSON Feed: with extensions,
  // so that a feed saved from a browser is named for what it is. Not `.xml`, which Hosting's rules
  // take for a document of the site's (no-cache: scripts/build/hosting.mjs, `fileKinds`); no kind
  // of file has `.atom` or `.json`, so these get the finder's headers only, and the build's check
  // of every route's headers (`headerConflicts`) fails if a kind ever takes either.
  atomFeed: '/providers/suspended-or-withdrawn.atom',
  jsonFeed: '/providers/suspended-or-withdrawn.json',
};

/**
 * The employers' API's paths (functions/surfaces/api/): every path below `api` is the API's, so
 * a path it does not know is answered by it too (a problem, never the site's 404 page).
 */
export const apiPaths = {
  api: '/api/v1/',
  checks: '/api/v1/checks',
  watchlist: '/api/v1/watchlist',
  deliveries: '/api/v1/deliveries',
  webhookTest: '/api/v1/webhook/test',
  document: '/api/v1/openapi.json',
};

/**
 * The providers' portal (functions/surfaces/portal/, docs/portal.md): its landing page `/portal`
 * is the site's own (the sign-in form), every path below it the function's.
 */
export const portalPaths = {
  landing: '/portal',
  signIn: '/portal/sign-in',
  link: '/portal/link',
  signOut: '/portal/sign-out',
  secondFactor: '/portal/second-factor',
  home: '/portal/results',
  newResult: '/portal/results/new',
  file: '/portal/results/file',
  approve: '/portal/results/approve',
  withdraw: '/portal/results/withdraw',
  correct: '/portal/results/correct',
  operators: '/portal/operators',
  operatorsCsv: '/portal/operators/csv',
  invite: '/portal/people/invite',
  remove: '/portal/people/remove',
};

/**
 * The routes, each by name: its path on the router (a `*` stands for the rest of the path, any
 * number of segments) and the surface that answers it. `private` answers are about a person:
 * never stored and never indexed, whatever the function sends (Hosting's header rule says so
 * too); the others say themselves how long they may be kept.
 */
export const routes = /** @type {const} */ ({
  check: { path: checkPath, surface: 'checks', private: true },
  report: { path: reportPath, surface: 'checks', private: true },
  crewCheck: { path: crewCheckPath, surface: 'crew', private: true },
  instructorCheck: { path: instructorCheckPath, surface: 'checks', private: true },
  finderResults: { path: finderPaths.results, surface: 'finder', private: false },
  finderNamed: { path: finderPaths.named, surface: 'finder', private: false },
  providersSitemap: { path: finderPaths.sitemap, surface: 'finder', private: false },
  providersAtomFeed: { path: finderPaths.atomFeed, surface: 'finder', private: false },
  providersJsonFeed: { path: finderPaths.jsonFeed, surface: 'finder', private: false },
  provider: { path: `${finderPaths.provider}*`, surface: 'finder', private: false },
  // The employers' API: its answers are about people (the document aside, which is small).
  api: { path: `${apiPaths.api}*`, surface: 'api', private: true },
  jwks: { path: jwksPath, surface: 'receipts', private: false },
  // A receipt verified (a GET: a printed record's QR code links here); it names a number.
  verify: { path: '/verify/result', surface: 'receipts', private: true },
  // The providers' portal: a signed-in person's pages, never stored or indexed.
  portal: { path: '/portal/*', surface: 'portal', private: true },
});

/** @typedef {keyof typeof routes} RouteName */

/**
 * Firebase Hosting's rewrite sources for the routes, in the table's order: a route's path, its
 * `*` written as Hosting's `**`; a path that a wider route's source already covers is left out.
 * @param {Record<string, { path: string }>} [table]
 * @returns {string[]}
 */
export function rewriteSources(table = routes) {
  const sources = Object.values(table).map(({ path }) => path.replace(/\*$/, '**'));
  const wide = sources.filter((source) => source.endsWith('/**')).map((s) => s.slice(0, -2));
  return sources.filter(
    (source) => source.endsWith('/**') || !wide.some((prefix) => source.startsWith(prefix)),
  );
}

/** The exact paths of the routes whose answers are about a person. */
export const privatePaths = Object.values(routes)
  .filter((route) => route.private && !route.path.endsWith('*'))
  .map((route) => route.path);

/** The beginnings of the paths below which every answer is about a person. */
export const privatePrefixes = Object.values(routes)
  .filter((route) => route.private && route.path.endsWith('*'))
  .map((route) => route.path.slice(0, -1));
