// The feeds of the providers suspended or withdrawn (finderPaths.atomFeed, in Atom, and
// finderPaths.jsonFeed, in JSON Feed 1.1; feed-documents.js makes them), from the function's
// copy of the providers' register: no read of Firestore of their own, and public for as long as
// the finder's answers, so a suspension is in them within five minutes, as on its page.
import { inTime, unavailable } from '../../answering.js';
import { demonstrationIssuer } from '../../receipts.js';
import { ukToday } from '../../vocabulary/dates.js';
import { contextOf } from '../context.js';
import { publicCache } from './caching.js';
import { atomDocument, feedOf, jsonFeedDocument } from './feed-documents.js';
import { shown } from './pages.js';
import { registerUnavailable } from './sitemap.js';

/** Each feed's format: its media type, and its document. */
const formats = {
  atom: { type: 'application/atom+xml; charset=utf-8', document: atomDocument },
  json: { type: 'application/feed+json; charset=utf-8', document: jsonFeedDocument },
};

/**
 * The answer to a feed, in `format`.
 * @param {keyof typeof formats} format
 * @returns {(c: import('hono').Context<any>) => Promise<Response>}
 */
export const answerFeed = (format) => async (c) => {
  const { catalogues, answers, now, log } = contextOf(c);
  const register = await inTime(c, catalogues.providers.get());
  if (register === unavailable) return registerUnavailable();
  const at = now();
  const feed = feedOf(
    [...register.records.values()].filter((provider) => shown(c, provider.number)),
    {
      // A feed's addresses are whole (its ids too): the site's, as the build read it.
      siteUrl: answers.siteUrl || demonstrationIssuer,
      today: ukToday(at),
      registerUpdated: register.updatedAt,
      now: at,
    },
  );
  log({ answer: `providers-feed-${format}`, status: 200 });
  return new Response(formats[format].document(feed), {
    status: 200,
    headers: {
      'Content-Type': formats[format].type,
      'Cache-Control': publicCache,
      // News of the scheme's for those who follow it, not a page to be found by a search.
      'X-Robots-Tag': 'noindex',
      // Another scheme's page may read it in the browser: it is public, and no one's in particular.
      'Access-Control-Allow-Origin': '*',
    },
  });
};
