// Who is making a change to a register, as the command line tells it: on a real project the
// account of the Google credentials in use (never what the command is told), on the emulator
// `--by`. The registers' layer keeps whatever it is given in the trail (functions/registers/).
import os from 'node:os';

/**
 * The account of the Google credentials in use: a service account's email, or the signed-in
 * user's from Google's token information (`gcloud auth application-default login` with the
 * userinfo.email scope); undefined if neither says.
 * @param {{ GoogleAuth: new (options: { scopes: string[] }) => Pick<import('google-auth-library').GoogleAuth, 'getCredentials' | 'getClient'> }} [library]
 *   Google's auth library (loaded only now, unless a test gives one: a command that reads, or
 *   runs on the emulator, never needs it)
 * @returns {Promise<string | undefined>}
 */
export async function googleAccount(library) {
  const { GoogleAuth } = library ?? (await import('google-auth-library'));
  const auth = new GoogleAuth({
    scopes: [
      'https://www.googleapis.com/auth/cloud-platform',
      'https://www.googleapis.com/auth/userinfo.email',
    ],
  });
  const fromCredentials = (await auth.getCredentials()).client_email;
  if (fromCredentials) return fromCredentials;
  const client = await auth.getClient();
  const token = (await client.getAccessToken()).token;
  return token && 'getTokenInfo' in client
    ? (await /** @type {any} */ (client).getTokenInfo(token)).email
    : undefined;
}

/**
 * Who is making a change: on a real project, the account of the credentials in use, never what
 * the command is told; on the emulator, `--by`, or this machine's user.
 * @param {{ projectId?: string, emulatorHost?: string }} target
 * @param {string | undefined} by
 * @param {{ account?: () => Promise<string | undefined> }} [options] `account`: how the
 *   credentials' account is found (Google's, unless a test says)
 */
export async function whoIsAsking(target, by, { account = googleAccount } = {}) {
  if (target.emulatorHost) return by?.trim() || `${os.userInfo().username} (on this machine)`;
  if (by !== undefined)
    throw new Error(
      '--by is for the emulator only: on a real project, changes are kept under the account of your Google credentials',
    );
  const who = await account().catch(() => undefined);
  if (!who)
    throw new Error(
      'cannot tell who you are from your Google credentials; sign in with `gcloud auth application-default login` (with the userinfo.email scope) or use a service account',
    );
  return who;
}
