// The person checks (an operator's, an instructor's) and the report of a suspected fake card:
// POSTs of the site's forms, behind firebase.json's rewrites of their paths
// (functions/vocabulary/paths.js). Each reads Firestore and answers with a whole page of the site:
// one of the answer pages the build rendered (functions/generated/answers.json), filled by
// Handlebars with the values functions/answers.js defines for its kind.
//
// What it promises (docs/check-security.md): no number, name or address in a log line or a URL;
// every answer `no-store` and `noindex`; an unknown number and a wrong surname get the same answer,
// made by the same work; tries are limited per client (an address the caller cannot choose), per
// registration number and for the whole service (functions/counting/limiter.js), and a try over a limit
// costs no Firestore write; a post from another site is refused; the demonstration records are
// matched only on a `demo-` project, which only an emulator serves; a Firestore that is down or
// slow gets the "unavailable" page with status 503 within the deadline.
import { routes } from '../../vocabulary/paths.js';
import { onlyMethods, sameSiteOnly } from '../middleware.js';
import { createRouter } from '../router.js';
import { answerPersonCheck } from './person-check.js';
import { personPage, personRegisters } from './person-registers.js';
import { answerReport } from './report.js';

/**
 * The refusals every post of a check's form may get before it is read, with the pages of the
 * check whose answers begin with `prefix` (a report's are the operator check's).
 * @param {string} prefix
 * @returns {[import('hono').MiddlewareHandler<import('../context.js').SurfaceEnv>, import('hono').MiddlewareHandler<import('../context.js').SurfaceEnv>]}
 */
const refusals = (prefix) => [
  onlyMethods(['POST'], (c) => personPage(c, 405, prefix, 'method', {})),
  sameSiteOnly((c) => personPage(c, 403, prefix, 'cross-site', {})),
];

/** The checks' routes (`check`, `instructorCheck`, `report` in the route table) on a router. */
export function checksSurface() {
  const checks = createRouter();
  const { operator, instructor } = personRegisters;
  checks.all(routes.check.path, ...refusals(operator.prefix), (c) =>
    answerPersonCheck(c, operator),
  );
  checks.all(routes.instructorCheck.path, ...refusals(instructor.prefix), (c) =>
    answerPersonCheck(c, instructor),
  );
  checks.all(routes.report.path, ...refusals(''), answerReport);
  return checks;
}

export { maxBodyBytes } from './read-try.js';
export { personRegisters } from './person-registers.js';
