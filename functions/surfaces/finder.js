// The provider finder's answers and the providers' own pages: GET requests the function answers
// behind firebase.json's rewrite of every path below /providers/ (functions/vocabulary/paths.js): the
// results of a search, each provider's page (/providers/{number}) and the providers' sitemap
// (/providers/sitemap). Pages of the site the build rendered (functions/answers.js), filled with
// the providers functions/providers.js finds near the place functions/places.js reads.
//
// What it promises: public answers Hosting's CDN may keep for at most five minutes
// (`publicCache`), so with the function's own copy of the register (functions/catalogue.js,
// checked every 30 s) a suspension shows within five minutes; a provider's page may be indexed,
// a search may not; a suspended or withdrawn provider is never found by a search; bad input gets
// the form again with the input kept and one message; a Firestore that is down or slow gets the
// "unavailable" page with status 503 within `deadlineMs`.
import { createSend, deadlineOf, unavailable } from '../answering.js';
import { telHref } from '../vocabulary/phones.js';
import { ukClock, ukMinute, longDate, ukToday } from '../vocabulary/dates.js';
import { clientOf } from '../client-address.js';
import { Tally, windowOf } from '../limiter.js';
import { findPlace, maxPlaceLength, readPlaces, townOf } from '../places.js';
import { finderPaths, routes } from '../vocabulary/paths.js';
import { answeredBy, createRouter } from './router.js';
import { categoryNames, categories } from '../vocabulary/categories.js';
import {
  defaultRadius,
  findByName,
  findProviders,
  maxNameLength,
  milesText,
  providerStanding,
  resultsPerPage,
  standingNote,
  searchRadii,
} from '../providers.js';
import {
  providerNumberPattern,
  demonstrationPrefix,
  normaliseNumber,
} from '../vocabulary/registration-numbers.js';

export { finderPaths };

/** How long Hosting's CDN may keep a public answer: five minutes, less the register's own check. */
export const publicCache = 'public, max-age=60, s-maxage=240';

/** The catalogue's check of the register's pointer, so that a change shows within five minutes. */
export const registerCheckMs = 30_000;

/** How many of the nearest providers a search that finds none within its distance shows. */
export const nearestShown = 3;

/** What a search reads, in the order the form sends them. */
const searchParameters = ['where', 'category', 'within', 'page'];

/** How many providers a search by name lists at most: more asks for more of the name. */
export const namedShown = 20;

/**
 * Whether `from`, on a provider's page, is a search's query as the finder's own links write it
 * (functions/surfaces/finder.js, `answerSearch`): a place, known machines, a distance the form
 * offers and a page, once each and in the form's order. Only then does the page link back to it.
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

/**
 * A search's query in its one form: its place, distance and page once each, its machines as
 * ticked, in the form's order; nothing else.
 * @param {URLSearchParams} query
 */
function searchQueryOf(query) {
  const canonical = new URLSearchParams();
  for (const name of searchParameters) {
    const values = query.getAll(name);
    for (const value of name === 'category' ? values : values.slice(0, 1))
      canonical.append(name, value);
  }
  return canonical.toString();
}

/** The longest query string read: a search is a place, a few categories, a distance, a page. */
const maxQueryLength = 1000;

/** @typedef {import('../answers.js').AnswerKind} AnswerKind */
/** @typedef {import('../providers.js').ProviderVersion} ProviderVersion */
/** @typedef {import('../providers.js').InstructorVersion} InstructorVersion */

/**
 * A provider's standing as a search by name lists it: "Accredited until 31 March 2028",
 * "Accreditation ended 24 November 2026", "Suspended", "Accreditation withdrawn".
 * @param {ProviderVersion} provider
 * @param {string} today an ISO date
 */
function standingText(provider, today) {
  const standing = providerStanding(provider, today);
  if (standing === 'accredited') return `Accredited until ${longDate(provider.accreditedUntil)}`;
  // The words a match uses beside a provider's name, with its day where the register knows it.
  const note = standingNote(provider, today);
  return `${note.charAt(0).toUpperCase()}${note.slice(1)}`;
}

/**
 * The form's boxes and buttons as the visitor left them (functions/answers.js, `finderChoices`).
 * @param {readonly string[]} chosen category codes
 * @param {number} radius
 */
function choicesOf(chosen, radius) {
  /** @type {Record<string, string[]>} */
  const lists = {};
  /** @typedef {Record<(typeof import('../answers.js').finderChoices)[number], string[]>} Choices */
  for (const [code, name] of Object.entries(categories)) {
    lists[`chosen${code}`] = chosen.includes(code) ? [name] : [];
    lists[`unchosen${code}`] = chosen.includes(code) ? [] : [name];
  }
  for (const miles of searchRadii) {
    const label = `Within ${miles} miles`;
    lists[`chosen${miles}`] = miles === radius ? [label] : [];
    lists[`unchosen${miles}`] = miles === radius ? [] : [label];
  }
  return /** @type {Choices} */ (lists);
}

/**
 * The finder's routes (`finderResults`, `providersSitemap`, `provider` in functions/vocabulary/paths.js) on
 * a router: a search, the providers' sitemap and a provider's page.
 * @param {import('../handler.js').SurfaceContext} context
 */
export function finderSurface({
  answers,
  render,
  allowDemonstration,
  now,
  deadlineMs,
  limits,
  log,
  catalogues: { providers, instructors },
}) {
  // Counted in the instance only: a page costs no Firestore read of its own (the catalogue is the
  // function's copy), so a count in Firestore would cost more than what it guards.
  const pageTally = new Tally();
  const siteUrl = answers.siteUrl ?? '';
  const places = readPlaces();

  const inTime = deadlineOf(deadlineMs);

  /** Whether a provider's number may be shown (the demonstration series only on an emulator). */
  const shown = (/** @type {string} */ number) =>
    allowDemonstration || !number.startsWith(demonstrationPrefix);

  const sendAnswer = createSend({
    render,
    headers: answers.headers,
    policies: answers.policies,
    log,
  });
  /**
   * Answers with the page of `kind`, filled with `data`: public, and kept by Hosting's CDN for
   * five minutes at most, unless `how` says not; indexed only where `how` says so.
   * @template {AnswerKind} K
   * @param {import('node:http').ServerResponse} response
   * @param {number} status
   * @param {K} kind
   * @param {import('../answers.js').AnswerData<K>} data
   * @param {{ indexed?: boolean, cached?: boolean }} [how]
   */
  const send = (response, status, kind, data, { indexed = false, cached = true } = {}) =>
    sendAnswer(response, status, kind, data, {
      cache: cached ? publicCache : 'no-store',
      indexed,
    });

  /**
   * A search: `where`, any `category` (each box ticked), `within` (miles) and `page`.
   * @param {URLSearchParams} query
   * @param {import('node:http').ServerResponse} response
   */
  async function answerSearch(query, response) {
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
    // Reached from a sector page's link: the machines chosen, no place typed yet.
    if (!query.has('where')) {
      send(response, 200, 'finder-start', form);
      return;
    }
    if (wanted.some((code) => !Object.hasOwn(categories, code))) {
      send(response, 400, 'finder-invalid-category-unknown', form);
      return;
    }
    const place = findPlace(places, where);
    /** A search for another place, with the machines and distance kept. @param {string} at */
    const searchHref = (at) => {
      const link = new URLSearchParams({ where: at });
      for (const code of wanted) link.append('category', code);
      link.set('within', String(radius));
      return `${finderPaths.results}?${link}`;
    };
    if (!place.ok && place.problem === 'choose') {
      send(response, 200, 'finder-choose-where', {
        ...form,
        places: place.choices.map((choice) => ({
          placeLabel: choice.label,
          placeHref: searchHref(choice.search),
        })),
      });
      return;
    }
    if (!place.ok && place.problem === 'unknown') {
      send(response, 400, 'finder-invalid-where-unknown', {
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
      return;
    }
    if (!place.ok) {
      send(response, 400, `finder-invalid-where-${place.problem}`, form);
      return;
    }
    const register = await inTime(providers.get());
    if (register === unavailable) {
      send(response, 503, 'finder-unavailable', form, { cached: false });
      return;
    }
    const candidates = [...register.records.values()].filter((provider) => shown(provider.number));
    const near = {
      position: place.position,
      area: place.area,
      wanted,
      radius,
      today: ukToday(now()),
      districts: places.districts,
    };
    const found = findProviders(candidates, near);
    // Each provider's page links back to this search, its terms kept (`isSearchQuery`).
    const from = new URLSearchParams(query).toString();
    /** @param {string} number */
    const providerHref = (number) =>
      `${finderPaths.provider}${number}?${new URLSearchParams({ from })}`;
    const machines = wanted.length ? categoryNames(wanted).join(', ') : 'all machines';
    /** @param {import('../providers.js').Found} found */
    const nearestCentre = ({ miles, centre }) =>
      miles === undefined || !centre
        ? ''
        : [townOf(places, centre.address), milesText(miles)].filter(Boolean).join(', ');
    if (found.length === 0) {
      // The nearest at any distance, so that a far-away search still says where to turn.
      const nearest = findProviders(candidates, { ...near, radius: Infinity }).slice(
        0,
        nearestShown,
      );
      send(response, 200, 'finder-none', {
        ...form,
        place: place.label,
        radius: `${radius} miles`,
        machines,
        chosen: wanted.length ? [{ machineNames: categoryNames(wanted).join(' or ') }] : [],
        nearest: nearest.map((one) => ({
          nearestName: one.provider.name,
          nearestHref: providerHref(one.provider.number),
          nearestDistance: nearestCentre(one),
          nearestCategories: categoryNames(one.provider.categories).join(', '),
        })),
      });
      return;
    }
    const pages = Math.ceil(found.length / resultsPerPage);
    const typedPage = query.get('page') ?? '1';
    const page = /^[1-9][0-9]{0,3}$/.test(typedPage) ? Number(typedPage) : 1;
    /** @param {number} to */
    const pageHref = (to) => {
      const link = new URLSearchParams(query);
      link.set('page', String(to));
      return `${finderPaths.results}?${link}`;
    };
    if (page > pages) {
      send(response, 404, 'finder-invalid-page-pastEnd', {
        ...form,
        lastPageHref: pageHref(pages),
      });
      return;
    }
    const shownHere = found.slice((page - 1) * resultsPerPage, page * resultsPerPage);
    send(response, 200, 'finder-results', {
      ...form,
      place: place.label,
      found: `${found.length} accredited ${found.length === 1 ? 'provider' : 'providers'} within ${radius} miles, or training on employers’ sites in the ${place.area} postcode area`,
      pageOf: `page ${page} of ${pages}`,
      machines,
      providers: shownHere.map((one) => {
        const { provider, onSite } = one;
        const centre = nearestCentre(one);
        return {
          name: provider.name,
          href: providerHref(provider.number),
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
      }),
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
   * A provider's page; reached from a search (`from`, its query, which `onGet` let through only
   * if `isSearchQuery`), with a link back to it.
   * @param {string} typed the number in its address
   * @param {string | null} from
   * @param {import('node:http').ServerResponse} response
   */
  async function answerProvider(typed, from, response) {
    let decoded;
    try {
      decoded = decodeURIComponent(typed);
    } catch {
      decoded = typed;
    }
    const number = normaliseNumber(decoded).slice(0, 20);
    const [register, teachers] = await Promise.all([
      inTime(providers.get()),
      inTime(instructors.get()),
    ]);
    if (register === unavailable || teachers === unavailable) {
      send(
        response,
        503,
        'finder-unavailable',
        { where: '', ...choicesOf([], defaultRadius) },
        {
          cached: false,
        },
      );
      return;
    }
    const back = from ? [{ backHref: `${finderPaths.results}?${from}` }] : [];
    const provider =
      providerNumberPattern.test(number) && shown(number)
        ? register.records.get(number)
        : undefined;
    if (!provider) {
      send(response, 404, 'provider-unknown', { providerNumber: number, back });
      return;
    }
    const today = ukToday(now());
    const standing = providerStanding(provider, today);
    const listed = [...teachers.records.values()]
      .filter(
        (instructor) =>
          instructor.listed &&
          instructor.providers.includes(provider.number) &&
          !instructor.suspended &&
          instructor.validUntil >= today,
      )
      .sort((a, b) => a.surname.localeCompare(b.surname, 'en'));
    const page = {
      providerName: provider.name,
      providerNumber: provider.number,
      phone: provider.phone,
      phoneHref: telHref(provider.phone),
      email: provider.email,
      emailHref: `mailto:${provider.email}`,
      website: provider.website,
      registerUpdated: register.updatedAt ? ukMinute.format(register.updatedAt) : 'not yet loaded',
      back,
      categories: categoryNames(provider.categories),
      instructors: listed.map((instructor) => ({
        instructorName: `${instructor.givenNames} ${instructor.surname}`,
        instructorNumber: instructor.registrationNumber,
        instructorCategories: categoryNames(instructor.categories).join(', '),
      })),
    };
    const accreditedUntil = longDate(provider.accreditedUntil);
    // A provider's page may be indexed while it is accredited; its other states are not news. At
    // an address with a search's terms it is the same page (its canonical link is the plain
    // address): only that one is indexed.
    // Only an accredited provider's page says until when, and where it trains: nothing on the
    // page of one that may not train reads as current.
    if (standing === 'accredited')
      send(
        response,
        200,
        'provider-accredited',
        {
          ...page,
          accreditedUntil,
          siteAreas: provider.siteAreas,
          centres: provider.centres.map(({ address, postcode }) => ({ address, postcode })),
        },
        { indexed: !from },
      );
    else if (standing === 'lapsed')
      send(response, 200, 'provider-lapsed', { ...page, accreditedUntil });
    // A suspension or a withdrawal says since when, where the register knows the day (a record
    // stored before it was kept does not: its page says so without a date).
    else
      send(response, 200, `provider-${standing}`, {
        ...page,
        since: provider.statusSince ? [{ sinceDate: longDate(provider.statusSince) }] : [],
      });
  }

  /**
   * A provider looked for by name or number (`name`): a number of a provider shown goes straight
   * to its page; anything else lists the providers whose names hold every word typed, whatever
   * their standing, each with it.
   * @param {URLSearchParams} query
   * @param {import('node:http').ServerResponse} response
   */
  async function answerNamed(query, response) {
    const typed = (query.get('name') ?? '').slice(0, maxNameLength * 2);
    const name = typed.normalize('NFKC').trim();
    const form = { where: '', ...choicesOf([], defaultRadius), name: typed };
    if (name === '') {
      send(response, 400, 'finder-invalid-name-missing', form);
      return;
    }
    if (name.length > maxNameLength) {
      send(response, 400, 'finder-invalid-name-tooLong', form);
      return;
    }
    const register = await inTime(providers.get());
    if (register === unavailable) {
      send(response, 503, 'finder-unavailable', form, { cached: false });
      return;
    }
    const number = normaliseNumber(name);
    if (providerNumberPattern.test(number) && shown(number) && register.records.has(number)) {
      response.writeHead(303, {
        Location: `${finderPaths.provider}${number}`,
        'Cache-Control': publicCache,
        'Content-Type': 'text/plain; charset=utf-8',
      });
      response.end('See the provider’s page.\n');
      log({ answer: 'finder-named-number', status: 303 });
      return;
    }
    const today = ukToday(now());
    const found = findByName(
      [...register.records.values()].filter((provider) => shown(provider.number)),
      name,
      today,
    );
    if (!found.length) {
      send(response, 200, 'finder-named-none', form);
      return;
    }
    const count = `${found.length} ${found.length === 1 ? 'provider' : 'providers'} found`;
    send(response, 200, 'finder-named', {
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

  /**
   * The providers' sitemap: the page of every accredited provider.
   * @param {import('node:http').ServerResponse} response
   */
  async function answerSitemap(response) {
    const register = await inTime(providers.get());
    if (register === unavailable) {
      response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' });
      response.end('The register is unavailable: try again in a minute.\n');
      return;
    }
    const today = ukToday(now());
    const urls = [...register.records.values()]
      .filter((p) => shown(p.number) && providerStanding(p, today) === 'accredited')
      .sort((a, b) => a.number.localeCompare(b.number))
      .map((p) => `  <url><loc>${siteUrl}${finderPaths.provider}${p.number}</loc></url>`);
    response.writeHead(200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': publicCache,
    });
    response.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
    );
    log({ answer: 'providers-sitemap', status: 200 });
  }

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  /**
   * A route's answer to a GET (or HEAD) with the path and query it was given, read no further
   * than `maxQueryLength`; any other method is refused.
   * @param {(url: URL, response: import('node:http').ServerResponse) => Promise<void>} answer
   */
  const onGet = (answer) =>
    answeredBy(async (request, response) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, {
          Allow: 'GET, HEAD',
          'Content-Type': 'text/plain; charset=utf-8',
        });
        response.end('Use GET.\n');
        return;
      }
      // Each client's pages in a window, apart from its checks: a caller that misses the CDN on
      // purpose is held to what a person browsing could read.
      const at = now();
      const window = windowOf(at, limits.pages.windowMinutes);
      if (
        pageTally.add(`${window.index}:${clientOf(request)}`, window.endsAt) > limits.pages.tries
      ) {
        const seconds = Math.max(1, Math.ceil((window.endsAt.getTime() - at.getTime()) / 1000));
        sendAnswer(
          response,
          429,
          'limited',
          { number: '', surname: '', retryAt: ukClock.format(window.endsAt) },
          { headers: { 'Retry-After': String(seconds) } },
        );
        return;
      }
      const url = new URL((request.url ?? '/').slice(0, maxQueryLength), 'http://function');
      // One address for each answer: parameters no answer reads, or the same in another order,
      // are sent to it (and the redirect may be kept), so they cannot make the CDN keep a copy
      // of each, nor make every request miss it.
      // The router answers a path with a trailing slash as without: one address for both too.
      const pathname = url.pathname.replace(/(.)\/+$/, '$1');
      const canonical = canonicalQuery(pathname, url.searchParams);
      if (url.search.slice(1) !== canonical || pathname !== url.pathname) {
        response.writeHead(301, {
          Location: `${pathname}${canonical ? `?${canonical}` : ''}`,
          'Cache-Control': publicCache,
          'Content-Type': 'text/plain; charset=utf-8',
        });
        response.end('Moved.\n');
        return;
      }
      await answer(url, response);
    });

  /**
   * The query an address should have: for a search, its one form (`searchQueryOf`); for a
   * search by name, the name once; for a provider's page, the search it was reached from if that
   * is one (`isSearchQuery`), else nothing; nothing for any other page.
   * @param {string} pathname
   * @param {URLSearchParams} query
   */
  const canonicalQuery = (pathname, query) => {
    if (pathname === finderPaths.results) return searchQueryOf(query);
    const canonical = new URLSearchParams();
    const name = query.get('name');
    if (pathname === finderPaths.named && name !== null) canonical.set('name', name);
    const from = query.get('from');
    if (
      pathname.startsWith(finderPaths.provider) &&
      pathname !== finderPaths.sitemap &&
      pathname !== finderPaths.named &&
      from !== null &&
      isSearchQuery(from)
    )
      canonical.set('from', from);
    return canonical.toString();
  };

  const router = createRouter();
  router.all(
    routes.finderResults.path,
    onGet((url, response) => answerSearch(url.searchParams, response)),
  );
  router.all(
    routes.finderNamed.path,
    onGet((url, response) => answerNamed(url.searchParams, response)),
  );
  router.all(
    routes.providersSitemap.path,
    onGet((_url, response) => answerSitemap(response)),
  );
  router.all(
    routes.provider.path,
    onGet((url, response) =>
      answerProvider(
        url.pathname.slice(finderPaths.provider.length),
        url.searchParams.get('from'),
        response,
      ),
    ),
  );
  return router;
}
