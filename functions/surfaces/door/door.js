// A door: how people sign in to a part of the site that only they may use, the same for each
// (docs/decisions.md, "One door for the portal and the console"): an address, a link Firebase
// sends to it, the link's code spent by a post where the address is typed again, a session cookie
// the Admin SDK makes (`__session`, scoped to the door's path), the TOTP second factor for whoever
// needs it, and signing out. What differs from one door to another is data, given here: its
// paths, the collection of its people and how a person is read, what a person must also have (a
// provider still on the register, for the portal), who needs the second factor, its pages (answer
// kinds) and the name an authenticator app lists it under. The surface puts its door on Hono's
// context (`c.set('door', …)`, index.js) before any of the door's handlers runs.
import { page } from '../../answering.js';

/**
 * @typedef {{
 *   uid: string, email: string, roles: readonly string[],
 *   secondFactor?: { sealed: string, enrolledAt: Date }, lastStep?: number,
 *   secondFactorSessions?: string[], pendingSecondFactor?: string, sessionsEndedAt?: number,
 *   sessions?: string[],
 * }} DoorPerson
 * A person as a door reads them: `sessions`, the sessions (by their cookies' hashes) made through
 * this door, so that a session made at another door opens nothing here.
 */

/**
 * @typedef {'signIn' | 'linkSent' | 'link' | 'limited' | 'enrol' | 'secondFactor' | 'refused'
 *   | 'unavailable' | 'method' | 'crossSite'} DoorPage
 */

/**
 * @typedef {{
 *   name: 'portal' | 'console',
 *   paths: { landing: string, signIn: string, link: string, signOut: string, secondFactor: string, home: string },
 *   collection: string,
 *   personOf: (db: import('firebase-admin/firestore').Firestore, uid: string) => Promise<DoorPerson | undefined>,
 *   also: (c: import('hono').Context<any>, person: any) => Promise<Record<string, unknown> | undefined>,
 *   needsSecondFactor: (person: DoorPerson) => boolean,
 *   signedInValues: (signedIn: any) => Record<string, string>,
 *   kinds: Record<DoorPage, import('../../answers.js').AnswerKind>,
 *   issuer: string,
 *   notOne: string,
 * }} Door
 * `also`: what else a person must have to come in, added to who is signed in (the portal: their
 * provider, still on the register), or undefined when they may not; `signedInValues`: the values
 * at the top of every page behind the door; `kinds`: the door's own page of each kind; `issuer`:
 * what an authenticator app lists the account under; `notOne`: the refusal of an address that is
 * nobody's behind this door.
 */

/**
 * The door of the surface a request reached.
 * @param {import('hono').Context<any>} c
 * @returns {Door}
 */
export const doorOf = (c) => c.get('door');

/**
 * A page of the door's kind `which`, with `data`.
 * @param {import('hono').Context<any>} c
 * @param {number} status
 * @param {DoorPage} which
 * @param {Record<string, unknown>} data
 */
export const doorPage = (c, status, which, data) =>
  page(c, status, doorOf(c).kinds[which], /** @type {any} */ (data));

/**
 * A page behind the door: `data` and who is signed in.
 * @param {import('hono').Context<any>} c
 * @param {number} status
 * @param {DoorPage} which
 * @param {Record<string, unknown>} data
 */
export const signedInPage = (c, status, which, data) =>
  doorPage(c, status, which, { ...doorOf(c).signedInValues(c.get('signedIn')), ...data });

/**
 * What the limiter counts an account's tries as at this door: the portal's as they always were,
 * another door's apart from them.
 * @param {Door} door
 * @param {string} value an address or a user's id
 */
export const countedAs = (door, value) =>
  door.name === 'portal' ? value : `${door.name}:${value}`;
