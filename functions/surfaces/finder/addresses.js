// One address for each of the finder's answers: a search's query in its one form, a search by
// name's name once, a provider's page with the search it was reached from only if that is a
// search's own query. Any other address is sent to the one (functions/surfaces/finder/index.js),
// so a throwaway parameter cannot make the CDN keep a copy of each, nor make every request miss
// it. Pure.
import { maxPlaceLength } from '../../places.js';
import { searchRadii } from '../../providers.js';
import { categories } from '../../vocabulary/categories.js';
import { finderPaths } from '../../vocabulary/paths.js';

/** What a search reads, in the order the form sends them. */
const searchParameters = ['where', 'category', 'within', 'page'];

/** The longest query string read: a search is a place, a few categories, a distance, a page. */
export const maxQueryLength = 1000;

/**
 * A search's query in its one form: its place, distance and page once each, its machines as
 * ticked, in the form's order; nothing else.
 * @param {URLSearchParams} query
 */
export function searchQueryOf(query) {
  const canonical = new URLSearchParams();
  for (const name of searchParameters) {
    const values = query.getAll(name);
    for (const value of name === 'category' ? values : values.slice(0, 1))
      canonical.append(name, value);
  }
  return canonical.toString();
}

/**
 * Whether `from`, on a provider's page, is a search's query as the finder's own links write it
 * (functions/surfaces/finder/search.js): a place, known machines, a distance the form offers and a
 * page, once each and in the form's order. Only then does the page link back to it.
 * @param {string} from
 */
export function isSearchQuery(from) {
  const query = new URLSearchParams(from);
  const where = query.get('where') ?? '';
  const within = query.get('within');
  const page = query.get('page');
  return (
    searchQueryOf(query) === from &&
    where.trim() !== '' &&
    where.length <= maxPlaceLength &&
    query.getAll('category').every((code) => Object.hasOwn(categories, code)) &&
    (within === null ||
      /** @type {readonly string[]} */ (searchRadii.map(String)).includes(within)) &&
    (page === null || /^[1-9][0-9]{0,3}$/.test(page))
  );
}

/** The paths below /providers/ that are no provider's page: none keeps the search it came from. */
const notProviderPages = [
  finderPaths.sitemap,
  finderPaths.named,
  finderPaths.atomFeed,
  finderPaths.jsonFeed,
];

/**
 * The query an address should have: for a search, its one form (`searchQueryOf`); for a
 * search by name, the name once; for a provider's page, the search it was reached from if that
 * is one (`isSearchQuery`), else nothing; nothing for any other page.
 * @param {string} pathname
 * @param {URLSearchParams} query
 */
export function canonicalQuery(pathname, query) {
  if (pathname === finderPaths.results) return searchQueryOf(query);
  const canonical = new URLSearchParams();
  const name = query.get('name');
  if (pathname === finderPaths.named && name !== null) canonical.set('name', name);
  const from = query.get('from');
  if (
    pathname.startsWith(finderPaths.provider) &&
    !notProviderPages.includes(pathname) &&
    from !== null &&
    isSearchQuery(from)
  )
    canonical.set('from', from);
  return canonical.toString();
}
