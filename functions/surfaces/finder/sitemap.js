// The providers' sitemap (`/providers/sitemap`): the page of every accredited provider, at the
// site's own address.
import { inTime, unavailable } from '../../answering.js';
import { providerStanding } from '../../providers.js';
import { ukToday } from '../../vocabulary/dates.js';
import { finderPaths } from '../../vocabulary/paths.js';
import { contextOf } from '../context.js';
import { publicCache } from './caching.js';
import { shown } from './pages.js';

/**
 * What the sitemap and the feeds answer when the register cannot be read in time: a plain
 * refusal, to be read again in a minute (a crawler or a feed reader reads no page).
 */
export const registerUnavailable = () =>
  new Response('The register is unavailable: try again in a minute.\n', {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
  });

/**
 * The answer to the sitemap.
 * @param {import('hono').Context<any>} c
 * @returns {Promise<Response>}
 */
export async function answerSitemap(c) {
  const { catalogues, answers, now, log } = contextOf(c);
  const register = await inTime(c, catalogues.providers.get());
  if (register === unavailable) return registerUnavailable();
  const today = ukToday(now());
  const siteUrl = answers.siteUrl ?? '';
  const urls = [...register.records.values()]
    .filter((p) => shown(c, p.number) && providerStanding(p, today) === 'accredited')
    .sort((a, b) => a.number.localeCompare(b.number))
    .map((p) => `  <url><loc>${siteUrl}${finderPaths.provider}${p.number}</loc></url>`);
  log({ answer: 'providers-sitemap', status: 200 });
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
    {
      status: 200,
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': publicCache },
    },
  );
}
