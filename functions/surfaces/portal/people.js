// A provider's administrator invites and removes colleagues (functions/portal/people.js): only
// for their own provider, whatever the form says; a person removed is refused at their next
// request, and every session of theirs is revoked.
import { invitePerson, peopleOf, readRoles, removePerson } from '../../portal/people.js';
import { contextOf } from '../context.js';
import { formOf, portalOf, portalPage, refused, textOf, valuesOf } from './pages.js';

/** Refuses anyone but an administrator. */
const notAdministrator = (/** @type {import('hono').Context<any>} */ c) =>
  c.get('signedIn').person.roles.includes('administrator')
    ? undefined
    : refused(c, 'Only your provider’s administrator can invite or remove people.');

/** GET: the provider's people, and the forms to invite and remove them. */
export async function people(/** @type {import('hono').Context<any>} */ c) {
  const refusal = notAdministrator(c);
  if (refusal) return refusal;
  const { person } = c.get('signedIn');
  const found = await peopleOf(contextOf(c).db, person.provider);
  return portalPage(c, 200, 'portal-people', {
    people: found.map((each) => ({ email: each.email, personRoles: each.roles.join(', ') })),
  });
}

/** POST: a colleague invited, or given other roles. */
export async function invite(/** @type {import('hono').Context<any>} */ c) {
  const refusal = notAdministrator(c);
  if (refusal) return refusal;
  const form = await formOf(c);
  const { db, now } = contextOf(c);
  const portal = portalOf(c);
  const { person } = c.get('signedIn');
  const roles = readRoles(valuesOf(form, 'role').filter((role) => typeof role === 'string'));
  const done =
    'problem' in roles
      ? { problem: `Roles: ${roles.problem}` }
      : await invitePerson(
          { db, auth: portal.auth },
          {
            provider: person.provider,
            email: textOf(form, 'email'),
            roles: roles.roles,
            by: person.email,
            at: now(),
          },
        );
  return portalPage(c, done.problem ? 400 : 200, 'portal-done', {
    heading: 'Your people',
    done: done.person
      ? [
          `${done.person.email}: ${done.action === 'invited' ? 'invited' : 'roles changed'} as ${done.person.roles.join(', ')}. They sign in with their email address.`,
        ]
      : [],
    problems: done.problem ? [done.problem] : [],
  });
}

/** POST: a colleague removed. */
export async function remove(/** @type {import('hono').Context<any>} */ c) {
  const refusal = notAdministrator(c);
  if (refusal) return refusal;
  const { db, now } = contextOf(c);
  const portal = portalOf(c);
  const { person } = c.get('signedIn');
  const done = await removePerson(
    { db, auth: portal.auth },
    {
      provider: person.provider,
      email: textOf(await formOf(c), 'email'),
      by: person.email,
      at: now(),
    },
  );
  return portalPage(c, done.problem ? 400 : 200, 'portal-done', {
    heading: 'Your people',
    done: done.removed ? [`${done.removed.email}: removed; their sessions are ended.`] : [],
    problems: done.problem ? [done.problem] : [],
  });
}
