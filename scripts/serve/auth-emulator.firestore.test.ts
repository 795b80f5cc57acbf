// The Auth emulator (scripts/serve/auth-emulator.mjs) as the providers' portal will use it: a
// sign-in link sent, read back from the emulator and used, a session cookie the Admin SDK makes
// and verifies, and refuses once the user's sessions are revoked. On an emulator the test starts
// itself (startAuthEmulator, and stopped), and on the one every Firestore test is given
// (FIREBASE_AUTH_EMULATOR_HOST, from scripts/test/firestore-setup.mjs or `npm test`).
import http from 'node:http';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localProjectId } from '../project.mjs';
import { authAnswers, clearAuth, signInLinks, startAuthEmulator } from './auth-emulator.mjs';
import { freePort } from './firestore-emulator.mjs';

/** Where the portal's sign-in link would lead back to. */
const continueUrl = 'http://127.0.0.1:3000/providers/signed-in';

/** A request to the emulator's Identity Toolkit, as Firebase's SDK sends it from the browser. */
async function identityToolkit(host: string, method: string, body: object) {
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=fake-api-key`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  const answer = await response.json();
  if (!response.ok)
    throw new Error(`accounts:${method}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * A user made by the Admin SDK signs in by the link the emulator keeps, gets a session cookie
 * that verifies, then refused once their sessions are revoked. Resolves to what each step saw.
 */
async function signInByLink(host: string) {
  const before = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  // The Admin SDK reads the variable at each call, as the function will read it.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  const app = initializeApp({ projectId: localProjectId }, `auth-${host}-${Math.random()}`);
  try {
    const auth = getAuth(app);
    const email = `provider-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const { uid } = await auth.createUser({ email });
    await identityToolkit(host, 'sendOobCode', {
      requestType: 'EMAIL_SIGNIN',
      email,
      continueUrl,
      canHandleCodeInApp: true,
    });
    const link = (await signInLinks(host, localProjectId)).find(
      (one) => one.email === email && one.requestType === 'EMAIL_SIGNIN',
    );
    if (!link) throw new Error(`no sign-in link for ${email}`);
    const { idToken, localId } = await identityToolkit(host, 'signInWithEmailLink', {
      email,
      oobCode: link.oobCode,
    });
    const cookie = await auth.createSessionCookie(idToken, { expiresIn: 3_600_000 });
    const verified = await auth.verifySessionCookie(cookie, true);
    // Revoked sessions are those signed in before the revocation's second (token times are in
    // seconds): revoke until the cookie is refused, for at most 5 s.
    let refusal: { code?: string } | undefined;
    for (const until = Date.now() + 5000; !refusal && Date.now() < until;) {
      await auth.revokeRefreshTokens(uid);
      refusal = await auth.verifySessionCookie(cookie, true).then(
        () => undefined,
        (error: { code?: string }) => error,
      );
      if (!refusal) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return { uid, link, localId, verified, refusal };
  } finally {
    await deleteApp(app);
    if (before === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = before;
  }
}

/** What every sign-in must show, on whichever emulator. */
function expectSignedInThenRefused(seen: Awaited<ReturnType<typeof signInByLink>>) {
  expect(seen.link.oobLink).toContain(`continueUrl=${encodeURIComponent(continueUrl)}`);
  expect(seen.localId).toBe(seen.uid);
  expect(seen.verified.uid).toBe(seen.uid);
  expect(seen.verified.firebase.sign_in_provider).toBe('password');
  expect(seen.refusal?.code).toBe('auth/session-cookie-revoked');
}

describe('an Auth emulator started by startAuthEmulator', () => {
  let emulator: Awaited<ReturnType<typeof startAuthEmulator>>;
  beforeAll(async () => {
    emulator = await startAuthEmulator();
  }, 150_000);
  afterAll(() => emulator?.stop());

  it('signs a user in by an email link to a session cookie, refused once revoked', async () => {
    expect(emulator.host).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(await authAnswers(emulator.host)).toBe(true);
    expectSignedInThenRefused(await signInByLink(emulator.host));
  });

  it('forgets every user when cleared', async () => {
    const app = initializeApp({ projectId: localProjectId }, `clear-${Math.random()}`);
    const before = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    try {
      await getAuth(app).createUser({ email: 'cleared@example.com' });
      expect((await getAuth(app).listUsers()).users.length).toBeGreaterThan(0);
      await clearAuth(emulator.host, localProjectId);
      expect((await getAuth(app).listUsers()).users).toEqual([]);
    } finally {
      await deleteApp(app);
      process.env.FIREBASE_AUTH_EMULATOR_HOST = before;
    }
  });

  it('answers no more once stopped', async () => {
    await emulator.stop();
    expect(await authAnswers(emulator.host)).toBe(false);
  });
});

describe('the Auth emulator the Firestore tests are given', () => {
  it('is in FIREBASE_AUTH_EMULATOR_HOST, for the tests and the servers they start', () => {
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBe(inject('authHost'));
  });

  it('signs a user in by an email link to a session cookie, refused once revoked', async () => {
    expectSignedInThenRefused(await signInByLink(inject('authHost')));
  });
});

describe('an Auth emulator that cannot start', () => {
  it('says where, and what firebase-tools said', async () => {
    // Something else on the port: firebase-tools refuses it, and says so.
    const port = await freePort();
    const other = http.createServer((_, response) => response.writeHead(404).end());
    await new Promise<void>((resolve) => other.listen(port, '127.0.0.1', resolve));
    try {
      const error = await startAuthEmulator({ port, timeoutMs: 60_000 }).then(
        () => undefined,
        (thrown: Error) => thrown,
      );
      expect(error?.message).toMatch(
        new RegExp(`did not start on 127\\.0\\.0\\.1:${port}: firebase-tools stopped`),
      );
      // firebase-tools' own words: which port, and why it stopped.
      expect(error?.message).toMatch(new RegExp(`Its last lines:\\n[^]*Port ${port} is not open`));
      expect(error?.message).toMatch(/Could not start Authentication Emulator, port taken\.$/);
    } finally {
      other.close();
    }
  }, 90_000);
});
