// How the portal's handlers answer: a page of the portal (functions/portal-answers.js) with the
// signed-in person at its top, a redirect after a form that changed nothing worth showing, and
// the refusals every route shares.
import { page } from '../../answering.js';
import { contextOf } from '../context.js';
import { signedInValues } from './session.js';

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
 * A redirect that a browser follows with a GET (after a form), never kept by a cache.
 * @param {string} to a path of the portal
 * @param {Record<string, string>} [headers]
 */
export const seeOther = (to, headers = {}) =>
  new Response(null, {
    status: 303,
    headers: { Location: to, 'Cache-Control': 'no-store', ...headers },
  });

/** The fields of a multipart or urlencoded form, every value of a name kept (Hono's `all`). */
export const formOf = async (/** @type {import('hono').Context<any>} */ c) =>
  /** @type {Record<string, string | File | (string | File)[]>} */ (
    await c.req.parseBody({ all: true })
  );

/** Every value a form gave a name, as a list. */
export const valuesOf = (
  /** @type {Record<string, unknown>} */ form,
  /** @type {string} */ name,
) => {
  const value = form[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

/** The one text a form gave a name, or ''. */
export const textOf = (/** @type {Record<string, unknown>} */ form, /** @type {string} */ name) => {
  const [value] = valuesOf(form, name);
  return typeof value === 'string' ? value : '';
};

/**
 * The portal's part of the context: there on every route behind `available` (index.js).
 * @param {import('hono').Context<any>} c
 */
export const portalOf = (c) =>
  /** @type {NonNullable<import('../context.js').SurfaceContext['portal']>} */ (
    contextOf(c).portal
  );
