// Every path the site's forms post to and the function answers, in one table: the surfaces
// (functions/surfaces/) register their routes from it on the router (functions/handler.js refuses
// to start unless each route is answered), the build writes firebase.json's rewrites from it
// (scripts/build/hosting.mjs), so a route added here reaches the function through Hosting and a
// rewrite can point nowhere else, and the site's forms take their actions from it. Each route names
// the Cloud Function that answers it (functions/deployment.js): the build points its rewrite
// there, and that function alone mounts its surface. Pure data: the site and the build import it
// without the function's dependencies.
import { checkFunction, portalFunction } from '../deployment.js';

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
  people: '/portal/people',
  invite: '/portal/people/invite',
  remove: '/portal/people/remove',
};

/**
 * The staff console (functions/surfaces/console/, docs/console.md): its landing page `/console` is
 * the site's own (the sign-in form), every path below it the function's. A record's page and its
 * question name the register and the number in the query (`?register=operators&number=MO100001`).
 */
export const consolePaths = {
  landing: '/console',
  signIn: '/console/sign-in',
  link: '/console/link',
  signOut: '/console/sign-out',
  secondFactor: '/console/second-factor',
  home: '/console/search',
  record: '/console/record',
  change: '/console/record/change',
  trail: '/console/trail',
  trailCsv: '/console/trail/csv',
  staff: '/console/staff',
  invite: '/console/staff/invite',
  remove: '/console/staff/remove',
  import: '/console/import',
  importWrite: '/console/import/write',
  // Providers' provisional results, and the question before a keeper confirms or refuses some.
  provisional: '/console/provisional',
  settle: '/console/provisional/settle',
  reports: '/console/reports',
  handleReport: '/console/reports/handle',
  runs: '/console/runs',
  undo: '/console/runs/undo',
  // An administrator's employer accounts: the list, an account, and the question before each
  // change of its keys or its webhook (`?number=…&action=…`).
  employers: '/console/employers',
  employer: '/console/employers/account',
  employerChange: '/console/employers/change',
};

/**
 * The holders' emails (functions/holders/, docs/holders.md): the site's page that says what they
 * are, `/emails`, and the one-click address that stops them, the portal function's.
 */
export const emailsPaths = {
  landing: '/emails',
  unsubscribe: '/emails/unsubscribe',
};

/**
 * The holder's own card (functions/surfaces/card/, docs/holders.md): its landing page `/card` is the
 * site's own (the sign-in form), every path below it the function's: the sign-in link, the
 * holder's record, the card and its live code.
 */
export const cardPaths = {
  landing: '/card',
  signIn: '/card/sign-in',
  link: '/card/link',
  signOut: '/card/sign-out',
  record: '/card/record',
  card: '/card/show',
  code: '/card/code',
};

/**
 * The routes, each by name: its path on the router (a `*` stands for the rest of the path, any
 * number of segments), the surface that answers it and, where it is not the check's, the function
 * that surface runs in (`function`). `private` answers are about a person: never stored and never
 * indexed, whatever the function sends (Hosting's header rule says so too); the others say
 * themselves how long they may be kept.
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
  // The providers' portal: a signed-in person's pages, never stored or indexed. A function of its
  // own, whose account may write the registers (docs/decisions.md, "The portal, a function of its
  // own").
  portal: { path: '/portal/*', surface: 'portal', private: true, function: portalFunction.name },
  // The scheme's staff console: a member of staff's pages, never stored or indexed. In the
  // portal's function, whose account writes the registers (docs/decisions.md, "The staff console").
  console: { path: '/console/*', surface: 'console', private: true, function: portalFunction.name },
  // A holder's one-click unsubscribe (RFC 8058): it names a number, so never stored or indexed.
  // In the portal's function, whose account writes the holders' contacts.
  unsubscribe: {
    path: emailsPaths.unsubscribe,
    surface: 'emails',
    private: true,
    function: portalFunction.name,
  },
  // The holder's own card: a holder's record and card, never stored or indexed. In the portal's
  // function, which keeps the holders' contacts and sessions (docs/holders.md).
  card: { path: '/card/*', surface: 'card', private: true, function: portalFunction.name },
});

/** @typedef {keyof typeof routes} RouteName */

/**
 * @typedef {{ path: string, surface?: string, function?: import('../deployment.js').FunctionName }} Route
 */

/**
 * The name of the Cloud Function that answers `route`: the check's unless it names another.
 * @param {Route} route
 * @returns {import('../deployment.js').FunctionName}
 */
export const functionOf = (route) => route.function ?? checkFunction.name;

/**
 * The routes the function named `serves` answers (every route, for `all`: `npm start` and the
 * tests, where one handler stands in for both functions).
 * @param {import('../deployment.js').FunctionName | 'all'} serves
 * @param {Record<string, Route>} [table]
 * @returns {Route[]}
 */
export const routesOf = (serves, table = routes) =>
  Object.values(table).filter((route) => serves === 'all' || functionOf(route) === serves);

/**
 * Firebase Hosting's rewrites for the routes, in the table's order: a route's path, its `*`
 * written as Hosting's `**`, and the function that answers it; a path that a wider route's source
 * already covers is left out. A path below a wider route of another function would reach the
 * wrong function (Hosting takes the first rewrite that matches): refused.
 * @param {Record<string, Route>} [table]
 * @returns {{ source: string, function: import('../deployment.js').FunctionName }[]}
 */
export function rewrites(table = routes) {
  const all = Object.values(table).map((route) => ({
    source: route.path.replace(/\*$/, '**'),
    function: functionOf(route),
  }));
  const wide = all.filter(({ source }) => source.endsWith('/**'));
  return all.filter((rewrite) => {
    if (rewrite.source.endsWith('/**')) return true;
    const within = wide.find(({ source }) => rewrite.source.startsWith(source.slice(0, -2)));
    if (within && within.function !== rewrite.function)
      throw new Error(
        `${rewrite.source} is the ${rewrite.function} function’s, below ${within.source}, the ${within.function} function’s`,
      );
    return !within;
  });
}

/**
 * Firebase Hosting's rewrite sources for the routes (`rewrites`, without their functions).
 * @param {Record<string, Route>} [table]
 * @returns {string[]}
 */
export const rewriteSources = (table = routes) => rewrites(table).map(({ source }) => source);

/** The exact paths of the routes whose answers are about a person. */
export const privatePaths = Object.values(routes)
  .filter((route) => route.private && !route.path.endsWith('*'))
  .map((route) => route.path);

/** The beginnings of the paths below which every answer is about a person. */
export const privatePrefixes = Object.values(routes)
  .filter((route) => route.private && route.path.endsWith('*'))
  .map((route) => route.path.slice(0, -1));
