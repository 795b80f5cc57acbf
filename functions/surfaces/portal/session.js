// Who is signed in to the portal: its door (door.js; the session itself is the door's,
// functions/surfaces/door/session.js), and what the portal's pages ask of whoever is: whether
// they sign in with a second factor, whether their provider may submit today, and who they are at
// the top of every page.
import { providerStanding } from '../../providers.js';
import { portalPaths } from '../../vocabulary/paths.js';
import { secondFactorRoles } from '../../vocabulary/portal.js';
import { cookieHeader } from '../door/session.js';

/**
 * @typedef {import('../door/session.js').SignedIn & {
 *   person: import('../../portal/people.js').Person,
 *   provider: import('../../providers.js').ProviderVersion,
 * }} SignedIn
 * Who is signed in to the portal: the person, and their provider as the register holds it.
 */

/**
 * The Set-Cookie header of a portal session (`value`), or of its end (no value).
 * @param {import('hono').Context<any>} c
 * @param {string} [value]
 */
export const sessionHeader = (c, value) => cookieHeader(c, portalPaths.landing, value);

/** Whether a person signs in with a second factor. */
export const needsSecondFactor = (/** @type {{ roles: readonly string[] }} */ person) =>
  person.roles.some((role) => /** @type {readonly string[]} */ (secondFactorRoles).includes(role));

/**
 * Whether the signed-in person's provider may enter and approve results today.
 * @param {SignedIn} signedIn
 */
export const providerMaySubmit = ({ provider, today }) =>
  providerStanding(provider, today) === 'accredited';

/**
 * The values at the top of every page behind the sign-in.
 * @param {SignedIn} signedIn
 */
export const signedInValues = ({ person, provider }) => ({
  personEmail: person.email,
  roles: person.roles.join(', '),
  providerName: provider.name,
  providerNumber: provider.number,
});
