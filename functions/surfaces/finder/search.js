// A search of the provider finder (`/providers/results`): `where`, any `category` (each box
// ticked), `within` (miles) and `page`, answered with the accredited providers near the place
// (functions/providers.js), a page at a time; a place that could be several, or none the finder
// knows, with a choice or a suggestion; none near, with the nearest at any distance.
import { inTime, unavailable } from '../../answering.js';
import { findPlace, readPlaces, townOf } from '../../places.js';
import {
  defaultRadius,
  findProviders,
  milesText,
  resultsPerPage,
  searchRadii,
} from '../../providers.js';
import { categories } from '../../vocabulary/categories.js';
import { categoryNames } from '../../vocabulary/category-names.js';
import { longDate, ukToday } from '../../vocabulary/dates.js';
import { finderPaths } from '../../vocabulary/paths.js';
import { telHref } from '../../vocabulary/phones.js';
import { contextOf } from '../context.js';
import { choicesOf, finderPage, shown } from './pages.js';

/** How many of the nearest providers a search that finds none within its distance shows. */
export const nearestShown = 3;

/** @typedef {import('../../providers.js').Found} Found */

/**
 * What a search asks, as the form reads it again.
 * @param {URLSearchParams} query
 */
function readSearch(query) {
  const where = (query.get('where') ?? '').slice(0, 200);
  const wanted = [...new Set(query.getAll('category').map((code) => code.toUpperCase()))];
  const asked = Number(query.get('within'));
  const radius = /** @type {readonly number[]} */ (searchRadii).includes(asked)
    ? asked
    : defaultRadius;
  const form = {
    where,
    ...choicesOf(
      wanted.filter((code) => code in categories),
      radius,
    ),
  };
  /** A search for another place, with the machines and distance kept. @param {string} at */
  const searchHref = (at) => {
    const link = new URLSearchParams({ where: at });
    for (const code of wanted) link.append('category', code);
    link.set('within', String(radius));
    return `${finderPaths.results}?${link}`;
  };
  return { where, wanted, radius, form, searchHref };
}

/**
 * The answer to a place the finder cannot search from as typed: a choice of places, a
 * suggestion, or what is wrong with it.
 * @param {import('hono').Context<any>} c
 * @param {Exclude<ReturnType<typeof findPlace>, { ok: true }>} place
 * @param {ReturnType<typeof readSearch>} search
 */
function placeAnswer(c, place, { form, searchHref }) {
  if (place.problem === 'choose')
    return finderPage(c, 200, 'finder-choose-where', {
      ...form,
      places: place.choices.map((choice) => ({
        placeLabel: choice.label,
        placeHref: searchHref(choice.search),
      })),
    });
  if (place.problem === 'unknown')
    return finderPage(c, 400, 'finder-invalid-where-unknown', {
      ...form,
      suggestions: place.suggestion
        ? [
            {
              suggestionLabel: place.suggestion.label,
              suggestionHref: searchHref(place.suggestion.search),
            },
          ]
        : [],
    });
  return finderPage(c, 400, `finder-invalid-where-${place.problem}`, form);
}

/**
 * What a search's answer says of each provider it names: its nearest centre's town and how far.
 * @param {ReturnType<typeof readPlaces>} places
 * @param {Found} found
 */
const nearestCentre = (places, { miles, centre }) =>
  miles === undefined || !centre
    ? ''
    : [townOf(places, centre.address), milesText(miles)].filter(Boolean).join(', ');

/**
 * A provider as a page of results shows it.
 * @param {Found} one
 * @param {string} centre its nearest centre, as `nearestCentre` says it
 * @param {string} href its page, with a way back to this search
 */
function resultOf({ provider, onSite }, centre, href) {
  return {
    name: provider.name,
    href,
    // Where it trains: the town of its nearest centre and how far, or that it has none.
    distance: centre
      ? `${onSite ? 'Trains on your site; nearest centre: ' : 'Nearest centre: '}${centre}`
      : provider.centres.length
        ? 'Trains on your site'
        : 'Trains on employers’ sites only, yours included: no training centre',
    until: longDate(provider.accreditedUntil),
    categories: categoryNames(provider.categories).join(', '),
    phone: provider.phone,
    phoneHref: telHref(provider.phone),
    email: provider.email,
    emailHref: `mailto:${provider.email}`,
    website: provider.website,
  };
}

/**
 * The page of a search's results that the query asks for, or the answer that it is past the last.
 * @param {import('hono').Context<any>} c
 * @param {URLSearchParams} query
 * @param {{ found: Found[], label: string, area: string, radius: number, machines: string, form: ReturnType<typeof readSearch>['form'], describe: (one: Found) => ReturnType<typeof resultOf> }} results
 */
function resultsPage(c, query, { found, label, area, radius, machines, form, describe }) {
  const pages = Math.ceil(found.length / resultsPerPage);
  const typedPage = query.get('page') ?? '1';
  const page = /^[1-9][0-9]{0,3}$/.test(typedPage) ? Number(typedPage) : 1;
  /** @param {number} to */
  const pageHref = (to) => {
    const link = new URLSearchParams(query);
    link.set('page', String(to));
    return `${finderPaths.results}?${link}`;
  };
  if (page > pages)
    return finderPage(c, 404, 'finder-invalid-page-pastEnd', {
      ...form,
      lastPageHref: pageHref(pages),
    });
  return finderPage(c, 200, 'finder-results', {
    ...form,
    place: label,
    found: `${found.length} accredited ${found.length === 1 ? 'provider' : 'providers'} within ${radius} miles, or training on employers’ sites in the ${area} postcode area`,
    pageOf: `page ${page} of ${pages}`,
    machines,
    providers: found.slice((page - 1) * resultsPerPage, page * resultsPerPage).map(describe),
    pages: Array.from({ length: pages }, (_, index) => ({
      pageHref: pageHref(index + 1),
      pageLabel: String(index + 1),
      pageCurrent: index + 1 === page ? 'page' : 'false',
    })),
    previous: page > 1 ? [{ pageHref: pageHref(page - 1) }] : [],
    next: page < pages ? [{ pageHref: pageHref(page + 1) }] : [],
  });
}

/**
 * The answer to a search.
 * @param {import('hono').Context<any>} c
 * @returns {Promise<Response>}
 */
export async function answerSearch(c) {
  const query = new URL(c.req.url).searchParams;
  const search = readSearch(query);
  const { wanted, radius, form } = search;
  // Reached from a sector page's link: the machines chosen, no place typed yet.
  if (!query.has('where')) return finderPage(c, 200, 'finder-start', form);
  if (wanted.some((code) => !Object.hasOwn(categories, code)))
    return finderPage(c, 400, 'finder-invalid-category-unknown', form);
  const places = readPlaces();
  const place = findPlace(places, search.where);
  if (!place.ok) return placeAnswer(c, place, search);
  const register = await inTime(c, contextOf(c).catalogues.providers.get());
  if (register === unavailable)
    return finderPage(c, 503, 'finder-unavailable', form, { cached: false });
  const candidates = [...register.records.values()].filter((provider) => shown(c, provider.number));
  const near = {
    position: place.position,
    area: place.area,
    wanted,
    radius,
    today: ukToday(contextOf(c).now()),
    districts: places.districts,
  };
  const found = findProviders(candidates, near);
  // Each provider's page links back to this search, its terms kept (`isSearchQuery`).
  const from = new URLSearchParams(query).toString();
  /** @param {string} number */
  const providerHref = (number) =>
    `${finderPaths.provider}${number}?${new URLSearchParams({ from })}`;
  const machines = wanted.length ? categoryNames(wanted).join(', ') : 'all machines';
  if (found.length === 0)
    // The nearest at any distance, so that a far-away search still says where to turn.
    return finderPage(c, 200, 'finder-none', {
      ...form,
      place: place.label,
      radius: `${radius} miles`,
      machines,
      chosen: wanted.length ? [{ machineNames: categoryNames(wanted).join(' or ') }] : [],
      nearest: findProviders(candidates, { ...near, radius: Infinity })
        .slice(0, nearestShown)
        .map((one) => ({
          nearestName: one.provider.name,
          nearestHref: providerHref(one.provider.number),
          nearestDistance: nearestCentre(places, one),
          nearestCategories: categoryNames(one.provider.categories).join(', '),
        })),
    });
  return resultsPage(c, query, {
    found,
    label: place.label,
    area: place.area,
    radius,
    machines,
    form,
    describe: (one) => resultOf(one, nearestCentre(places, one), providerHref(one.provider.number)),
  });
}
