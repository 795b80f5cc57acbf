// How the portal's handlers answer: a page of the portal (functions/portal-answers.js) with the
// signed-in person at its top, a redirect after a form that changed nothing worth showing, and
// the refusals every route shares.
import { page } from '../../answering.js';
import { contextOf } from '../context.js';
import { signedInValues } from './session.js';

export { formOf, seeOther, textOf, valuesOf } from '../door/forms.js';

/**
 * A page of the portal for the signed-in person: `data` and who they are.
 * @template {import('../../answers.js').AnswerKind} K
 * @param {import('hono').Context<any>} c
 * @param {number} status
 * @param {K} kind
 * @param {Record<string, unknown>} data
 */
export const portalPage = (c, status, kind, data) =>
  page(c, status, kind, /** @type {any} */ ({ ...signedInValues(c.get('signedIn')), ...data }));

/**
 * A refusal, naming why.
 * @param {import('hono').Context<any>} c
 * @param {string} why
 * @param {number} [status]
 */
export const refused = (c, why, status = 403) =>
  page(c, status, 'portal-refused', { problems: [why] });

/**
 * The portal's part of the context: there on every route behind `available` (index.js).
 * @param {import('hono').Context<any>} c
 */
export const portalOf = (c) =>
  /** @type {NonNullable<import('../context.js').SurfaceContext['portal']>} */ (
    contextOf(c).portal
  );
