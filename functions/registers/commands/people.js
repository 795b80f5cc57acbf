// `people PROVIDER [invite EMAIL --role ROLE … | remove EMAIL]`: a provider's people on the
// portal (functions/portal/people.js), as the scheme's staff keep them: the first administrator
// is invited here, who then invites colleagues in the portal. Each change is kept with who made it.
import { invitePerson, peopleOf, readRoles, removePerson } from '../../portal/people.js';
import { providerExists, RequestMistake } from './words.js';

/**
 * @param {import('./words.js').WritingRun & {
 *   auth?: import('firebase-admin/auth').Auth, provider: string,
 *   action?: 'invite' | 'remove', email?: string, roles?: string[],
 * }} run
 */
export async function people({ db, auth, where, now, by, provider, action, email, roles }) {
  if (!(await providerExists(db, provider)))
    throw new RequestMistake(`${provider} is not on the providers' register`);
  if (!action) {
    const found = await peopleOf(db, provider);
    return [
      where,
      ...found.map(
        (person) => `${person.email}  ${person.roles.join(', ')}  invited by ${person.invitedBy}`,
      ),
      `${found.length} of ${provider}’s people.`,
    ].join('\n');
  }
  if (!auth)
    throw new Error(
      'No Firebase Authentication to invite people on: set FIREBASE_AUTH_EMULATOR_HOST with the Firestore emulator',
    );
  const at = now();
  if (action === 'remove') {
    const done = await removePerson({ db, auth }, { provider, email: String(email), by, at });
    if (done.problem) throw new RequestMistake(done.problem);
    return `${email}: removed from ${provider}’s people, their sessions ended; kept as ${by}.`;
  }
  const read = readRoles(roles ?? []);
  if ('problem' in read) throw new RequestMistake(`--role: ${read.problem}`);
  const done = await invitePerson(
    { db, auth },
    { provider, email: String(email), roles: read.roles, by, at },
  );
  if (done.problem) throw new RequestMistake(done.problem);
  return `${done.person?.email}: ${done.action === 'invited' ? 'invited' : 'roles changed'} as ${read.roles.join(', ')} of ${provider}; they sign in at /portal with this address. Kept as ${by}.`;
}
