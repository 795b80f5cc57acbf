// An administrator keeps the staff (functions/console/staff.js): who may sign in to the console,
// in which roles; a member of staff removed is refused at their next request, every session of
// theirs revoked. A keeper or a reader is refused here, whatever the form says.
import { inviteStaff, readStaffRoles, removeStaff, staffPeople } from '../../console/staff.js';
import { contextOf } from '../context.js';
import { formOf, textOf, valuesOf } from '../door/forms.js';
import { consolePage, unlessMay } from './pages.js';

/** The Admin SDK's Authentication, which an invitation makes a user on. */
const authOf = (/** @type {import('hono').Context<any>} */ c) =>
  /** @type {NonNullable<import('../context.js').SurfaceContext['portal']>} */ (contextOf(c).portal)
    .auth;

/** GET: the staff, and the forms to invite and remove them. */
export async function staffPage(/** @type {import('hono').Context<any>} */ c) {
  const refusal = unlessMay(c, 'administer');
  if (refusal) return refusal;
  const found = await staffPeople(contextOf(c).db);
  return consolePage(c, 200, 'console-staff', {
    people: found.map((each) => ({ email: each.email, personRoles: each.roles.join(', ') })),
  });
}

/** POST: a member of staff invited, or given other roles. */
export async function inviteStaffMember(/** @type {import('hono').Context<any>} */ c) {
  const refusal = unlessMay(c, 'administer');
  if (refusal) return refusal;
  const form = await formOf(c);
  const { db, now } = contextOf(c);
  const roles = readStaffRoles(valuesOf(form, 'role').filter((role) => typeof role === 'string'));
  const done =
    'problem' in roles
      ? { problem: `Roles: ${roles.problem}` }
      : await inviteStaff(
          { db, auth: authOf(c) },
          {
            email: textOf(form, 'email'),
            roles: roles.roles,
            by: c.get('signedIn').person.email,
            at: now(),
          },
        );
  return consolePage(c, done.problem ? 400 : 200, 'console-done', {
    heading: 'The staff',
    done: done.person
      ? [
          `${done.person.email}: ${done.action === 'invited' ? 'invited' : 'roles changed'} as ${done.person.roles.join(', ')}. They sign in with their email address and an authenticator app.`,
        ]
      : [],
    problems: done.problem ? [done.problem] : [],
  });
}

/** POST: a member of staff removed. */
export async function removeStaffMember(/** @type {import('hono').Context<any>} */ c) {
  const refusal = unlessMay(c, 'administer');
  if (refusal) return refusal;
  const { db, now } = contextOf(c);
  const { person } = c.get('signedIn');
  const email = textOf(await formOf(c), 'email');
  const done =
    email.trim().toLowerCase() === person.email
      ? { problem: 'You cannot remove yourself: ask another administrator.' }
      : await removeStaff({ db, auth: authOf(c) }, { email, by: person.email, at: now() });
  return consolePage(c, done.problem ? 400 : 200, 'console-done', {
    heading: 'The staff',
    done: done.removed ? [`${done.removed.email}: removed; their sessions are ended.`] : [],
    problems: done.problem ? [done.problem] : [],
  });
}
