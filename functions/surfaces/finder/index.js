// The provider finder's answers and the providers' own pages: GET requests the function answers
// behind firebase.json's rewrite of every path below /providers/ (the route table,
// functions/vocabulary/paths.js): the results of a search, a search by name, each provider's page
// (/providers/{number}), the providers' sitemap and the feeds of those suspended or withdrawn
// (Atom and JSON Feed). Pages of the site the build rendered (functions/answers.js), filled with
// the providers functions/providers.js finds near the place functions/places.js reads.
//
// What it promises: public answers Hosting's CDN may keep for at most five minutes
// (`publicCache`), so with the function's own copy of the register (functions/catalogue.js,
// checked every 30 s) a suspension shows within five minutes; one address for each answer
// (addresses.js); each client's pages in a window limited, apart from its checks; a provider's
// page may be indexed, a search may not; a suspended or withdrawn provider is never found by a
// search; bad input gets the form again with the input kept and one message; a Firestore that is
// down or slow gets the "unavailable" page with status 503 within the deadline.
import { page } from '../../answering.js';
import { clientOf } from '../../client-address.js';
import { Tally } from '../../counting/tally.js';
import { windowOf } from '../../counting/windows.js';
import { ukClock } from '../../vocabulary/dates.js';
import { finderPaths, routes } from '../../vocabulary/paths.js';
import { contextOf } from '../context.js';
import { createRouter } from '../router.js';
import { canonicalQuery, maxQueryLength } from './addresses.js';
import { publicCache } from './caching.js';
import { answerFeed } from './feeds.js';
import { answerNamed } from './named.js';
import { answerProvider } from './provider-page.js';
import { answerSearch } from './search.js';
import { answerSitemap } from './sitemap.js';

/** @typedef {import('hono').MiddlewareHandler<import('../context.js').SurfaceEnv>} Middleware */

/** Every answer of the finder is to a GET (or a HEAD). @type {Middleware} */
const getOnly = async (c, next) =>
  c.req.method === 'GET' || c.req.method === 'HEAD'
    ? next()
    : new Response('Use GET.\n', {
        status: 405,
        headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
      });

/**
 * Each client's pages in a window, apart from its checks: a caller that misses the CDN on purpose
 * is held to what a person browsing could read. Counted in the instance only (`tally`): a page
 * costs no Firestore read of its own (the catalogue is the function's copy), so a count in
 * Firestore would cost more than what it guards.
 * @param {Tally} tally
 * @returns {Middleware}
 */
const pagesLimited = (tally) => async (c, next) => {
  const { now, limits } = contextOf(c);
  const at = now();
  const window = windowOf(at, limits.pages.windowMinutes);
  if (tally.add(`${window.index}:${clientOf(c.env.incoming)}`, window.endsAt) <= limits.pages.tries)
    return next();
  const seconds = Math.max(1, Math.ceil((window.endsAt.getTime() - at.getTime()) / 1000));
  return page(
    c,
    429,
    'limited',
    { number: '', surname: '', retryAt: ukClock.format(window.endsAt) },
    { headers: { 'Retry-After': String(seconds) } },
  );
};

/**
 * One address for each answer: parameters no answer reads, or the same in another order, or a
 * trailing slash, are sent to it (and the redirect may be kept), so they cannot make the CDN keep a
 * copy of each, nor make every request miss it. Read no further than `maxQueryLength`.
 * @type {Middleware}
 */
const oneAddress = async (c, next) => {
  const asked = new URL(c.req.url);
  const url = new URL(`${asked.pathname}${asked.search}`.slice(0, maxQueryLength), asked.origin);
  const pathname = url.pathname.replace(/(.)\/+$/, '$1');
  const canonical = canonicalQuery(pathname, url.searchParams);
  if (url.search.slice(1) === canonical && pathname === url.pathname && url.href === asked.href)
    return next();
  return new Response('Moved.\n', {
    status: 301,
    headers: {
      Location: `${pathname}${canonical ? `?${canonical}` : ''}`,
      'Cache-Control': publicCache,
      'Content-Type': 'text/plain; charset=utf-8',
    },
  });
};

/**
 * The finder's routes (`finderResults`, `finderNamed`, `providersSitemap`, the feeds, `provider`),
 * each path with a name of its own before the providers' pages, which would read it as a number.
 */
export function finderSurface() {
  const finder = createRouter();
  finder.use(`${finderPaths.provider}*`, getOnly, pagesLimited(new Tally()), oneAddress);
  finder.get(routes.finderResults.path, answerSearch);
  finder.get(routes.finderNamed.path, answerNamed);
  finder.get(routes.providersSitemap.path, answerSitemap);
  finder.get(routes.providersAtomFeed.path, answerFeed('atom'));
  finder.get(routes.providersJsonFeed.path, answerFeed('json'));
  finder.get(routes.provider.path, answerProvider);
  return finder;
}

export { publicCache, registerCheckMs } from './caching.js';
export { isSearchQuery } from './addresses.js';
export { finderPaths };
