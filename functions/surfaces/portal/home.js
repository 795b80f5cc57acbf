// The provider's own page (`/portal/results`): its accreditation as the register holds it, its
// results by state with who did what, and what the signed-in person may do there: enter results
// (a submitter), approve those waiting (an approver, not their own), withdraw those still open,
// invite and remove colleagues (an administrator). A provider suspended or withdrawn reads only.
import { inTime, unavailable } from '../../answering.js';
import { toDate } from '../../portal/approval.js';
import { providerResults } from '../../portal/results.js';
import { providerStanding } from '../../providers.js';
import { categoryNames } from '../../vocabulary/category-names.js';
import { longDate } from '../../vocabulary/dates.js';
import { registrationStatus } from '../../vocabulary/statuses.js';
import { portalPaths } from '../../vocabulary/paths.js';
import { contextOf } from '../context.js';
import { portalPage } from './pages.js';
import { providerMaySubmit } from './session.js';

/** How many results the page lists. */
const shownResults = 50;

/**
 * Who did what to a result, in a line: entered, approved, confirmed, refused or withdrawn, by whom.
 * @param {import('../../portal/results.js').Result} result
 */
export function whoDid(result) {
  const steps = [`entered by ${result.enteredBy}`];
  if (result.approvedBy) steps.push(`approved by ${result.approvedBy}`);
  if (result.confirmedBy) steps.push(`confirmed by ${result.confirmedBy}`);
  if (result.refusedBy)
    steps.push(`refused by ${result.refusedBy}${result.why ? `: ${result.why}` : ''}`);
  if (result.withdrawnBy) steps.push(`withdrawn by ${result.withdrawnBy}`);
  return steps.join('; ');
}

/**
 * A result's state as the page says it: a provisional one names its last day, or that it lapsed.
 * @param {import('../../portal/results.js').Result} result
 * @param {string} today
 */
export function stateText(result, today) {
  if (result.state !== 'provisional') return result.state;
  const until = /** @type {string} */ (result.provisionalUntil);
  return until >= today
    ? `provisional until ${longDate(until)}`
    : `not confirmed by ${longDate(until)}: no longer counts`;
}

/**
 * A result as a row of the page's lists.
 * @param {{ id: string, result: import('../../portal/results.js').Result }} entry
 * @param {string} today
 */
const rowOf = ({ id, result }, today) => ({
  resultId: id,
  correctHref: `${portalPaths.correct}?${new URLSearchParams({ result: id })}`,
  resultName: `${result.givenNames} ${result.surname}`,
  resultNumber: result.registrationNumber ?? '',
  resultCategory: result.category,
  resultTestDate: longDate(result.testDate),
  resultState: stateText(result, today),
  resultWho: whoDid(result),
});

/** GET: the provider's page. */
export async function home(/** @type {import('hono').Context<any>} */ c) {
  const { db, now, catalogues } = contextOf(c);
  const signedIn = c.get('signedIn');
  const { person, provider, today } = signedIn;
  const isAdministrator = person.roles.includes('administrator');
  const read = await inTime(
    c,
    Promise.all([
      providerResults(db, provider.number, { limit: shownResults }),
      catalogues.instructors.get(),
    ]),
  );
  if (read === unavailable) return portalPage(c, 503, 'portal-unavailable', {});
  const [results, instructors] = read;
  const may = providerMaySubmit(signedIn);
  const at = now();
  const rows = (/** @type {typeof results} */ entries) =>
    entries.map((entry) => rowOf(entry, today));
  const open = results.filter(
    ({ result }) =>
      result.state === 'entered' ||
      (result.state === 'provisional' && toDate(result.lockedAfter) >= at),
  );
  return portalPage(c, 200, 'portal-home', {
    standing: providerStanding(provider, today),
    accreditedUntil: longDate(provider.accreditedUntil),
    resultsShown: String(shownResults),
    categories: categoryNames(provider.categories),
    notices: [],
    mayEnter: may && person.roles.includes('submitter') ? ['Enter a result'] : [],
    // A part of the page shown or not: the item itself says nothing.
    mayApprove: may && person.roles.includes('approver') ? [''] : [],
    mayInvite: isAdministrator ? [''] : [],
    cannotSubmit: may ? [] : [''],
    awaiting: rows(results.filter(({ result }) => result.state === 'entered')),
    open: may ? rows(open) : [],
    results: rows(results),
    instructors: [...instructors.records.values()]
      .filter((instructor) => instructor.providers.includes(provider.number))
      .map((instructor) => ({
        instructorName: `${instructor.givenNames} ${instructor.surname}`,
        instructorNumber: instructor.registrationNumber,
        instructorCategories: instructor.categories.join(' '),
        instructorStatus: registrationStatus(instructor, today),
      })),
  });
}
