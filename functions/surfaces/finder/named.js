// A provider looked for by name or number (`/providers/named?name=…`): a number of a provider
// shown goes straight to its page; anything else lists the providers whose names hold every word
// typed, whatever their standing, each with it.
import { inTime, unavailable } from '../../answering.js';
import { defaultRadius, findByName, maxNameLength } from '../../providers.js';
import { ukToday } from '../../vocabulary/dates.js';
import { finderPaths } from '../../vocabulary/paths.js';
import { normaliseNumber, providerNumberPattern } from '../../vocabulary/registration-numbers.js';
import { contextOf } from '../context.js';
import { publicCache } from './caching.js';
import { choicesOf, finderPage, shown, standingText } from './pages.js';

/** How many providers a search by name lists at most: more asks for more of the name. */
export const namedShown = 20;

/**
 * The answer to a search by name or number.
 * @param {import('hono').Context<any>} c
 * @returns {Promise<Response>}
 */
export async function answerNamed(c) {
  const { catalogues, now, log } = contextOf(c);
  const typed = (new URL(c.req.url).searchParams.get('name') ?? '').slice(0, maxNameLength * 2);
  const name = typed.normalize('NFKC').trim();
  const form = { where: '', ...choicesOf([], defaultRadius), name: typed };
  if (name === '') return finderPage(c, 400, 'finder-invalid-name-missing', form);
  if (name.length > maxNameLength) return finderPage(c, 400, 'finder-invalid-name-tooLong', form);
  const register = await inTime(c, catalogues.providers.get());
  if (register === unavailable)
    return finderPage(c, 503, 'finder-unavailable', form, { cached: false });
  const number = normaliseNumber(name);
  if (providerNumberPattern.test(number) && shown(c, number) && register.records.has(number)) {
    log({ answer: 'finder-named-number', status: 303 });
    return new Response('See the provider’s page.\n', {
      status: 303,
      headers: {
        Location: `${finderPaths.provider}${number}`,
        'Cache-Control': publicCache,
        'Content-Type': 'text/plain; charset=utf-8',
      },
    });
  }
  const today = ukToday(now());
  const found = findByName(
    [...register.records.values()].filter((provider) => shown(c, provider.number)),
    name,
    today,
  );
  if (!found.length) return finderPage(c, 200, 'finder-named-none', form);
  const count = `${found.length} ${found.length === 1 ? 'provider' : 'providers'} found`;
  return finderPage(c, 200, 'finder-named', {
    ...form,
    namedFound:
      found.length > namedShown
        ? `${count}: the first ${namedShown} are shown. Type more of the name to find fewer.`
        : count,
    named: found.slice(0, namedShown).map((provider) => ({
      namedName: provider.name,
      namedHref: `${finderPaths.provider}${provider.number}`,
      namedNumber: provider.number,
      namedStanding: standingText(provider, today),
    })),
  });
}
