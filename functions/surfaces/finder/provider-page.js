// A provider's page (`/providers/{number}`): what it is accredited for, until when and where it
// trains, and its instructors who agreed to be named; a provider that may not train says so, with
// since when where the register knows it. Reached from a search (`from`, its query, which the
// finder's one-address rule lets through only if it is a search's own), with a link back to it.
import { inTime, unavailable } from '../../answering.js';
import { defaultRadius, providerStanding } from '../../providers.js';
import { categoryNames } from '../../vocabulary/category-names.js';
import { longDate, ukMinute, ukToday } from '../../vocabulary/dates.js';
import { finderPaths } from '../../vocabulary/paths.js';
import { telHref } from '../../vocabulary/phones.js';
import { normaliseNumber, providerNumberPattern } from '../../vocabulary/registration-numbers.js';
import { contextOf } from '../context.js';
import { choicesOf, finderPage, shown } from './pages.js';

/**
 * The instructors a provider's page names: those who agreed to be named, who teach for it and
 * whose registration counts today, by surname.
 * @param {Iterable<import('../../providers.js').InstructorVersion>} instructors
 * @param {string} provider its number
 * @param {string} today
 */
const namedInstructors = (instructors, provider, today) =>
  [...instructors]
    .filter(
      (instructor) =>
        instructor.listed &&
        instructor.providers.includes(provider) &&
        !instructor.suspended &&
        instructor.validUntil >= today,
    )
    .sort((a, b) => a.surname.localeCompare(b.surname, 'en'))
    .map((instructor) => ({
      instructorName: `${instructor.givenNames} ${instructor.surname}`,
      instructorNumber: instructor.registrationNumber,
      instructorCategories: categoryNames(instructor.categories).join(', '),
    }));

/**
 * The number in a provider page's address, as the register holds numbers.
 * @param {string} pathname
 */
function numberIn(pathname) {
  const typed = pathname.slice(finderPaths.provider.length);
  let decoded;
  try {
    decoded = decodeURIComponent(typed);
  } catch {
    decoded = typed;
  }
  return normaliseNumber(decoded).slice(0, 20);
}

/**
 * The answer to a provider's page.
 * @param {import('hono').Context<any>} c
 * @returns {Promise<Response>}
 */
export async function answerProvider(c) {
  const { catalogues, now } = contextOf(c);
  const url = new URL(c.req.url);
  const number = numberIn(url.pathname);
  const from = url.searchParams.get('from');
  const [register, teachers] = await Promise.all([
    inTime(c, catalogues.providers.get()),
    inTime(c, catalogues.instructors.get()),
  ]);
  if (register === unavailable || teachers === unavailable)
    return finderPage(
      c,
      503,
      'finder-unavailable',
      { where: '', ...choicesOf([], defaultRadius) },
      { cached: false },
    );
  const back = from ? [{ backHref: `${finderPaths.results}?${from}` }] : [];
  const provider =
    providerNumberPattern.test(number) && shown(c, number)
      ? register.records.get(number)
      : undefined;
  if (!provider) return finderPage(c, 404, 'provider-unknown', { providerNumber: number, back });
  const today = ukToday(now());
  const standing = providerStanding(provider, today);
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
    instructors: namedInstructors(teachers.records.values(), provider.number, today),
  };
  const accreditedUntil = longDate(provider.accreditedUntil);
  // A provider's page may be indexed while it is accredited; its other states are not news. At
  // an address with a search's terms it is the same page (its canonical link is the plain
  // address): only that one is indexed. Only an accredited provider's page says until when, and
  // where it trains: nothing on the page of one that may not train reads as current.
  if (standing === 'accredited')
    return finderPage(
      c,
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
  if (standing === 'lapsed')
    return finderPage(c, 200, 'provider-lapsed', { ...page, accreditedUntil });
  // A suspension or a withdrawal says since when, where the register knows the day (a record
  // stored before it was kept does not: its page says so without a date).
  return finderPage(c, 200, `provider-${standing}`, {
    ...page,
    since: provider.statusSince ? [{ sinceDate: longDate(provider.statusSince) }] : [],
  });
}
