// Whose account a change to a register is kept under on a real project: the Google credentials'
// (who.mjs). whoIsAsking itself is tested with the commands (admin.firestore.test.ts).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import os from 'node:os';
import { googleAccount, whoIsAsking } from './who.mjs';

afterEach(() => vi.unstubAllEnvs());

type Client = { getAccessToken: () => Promise<{ token?: string | null }> };

/** Google's auth library as googleAccount uses it, answering with `credentials` and `client`. */
function library(credentials: { client_email?: string }, client: Client) {
  const made: unknown[] = [];
  class GoogleAuth {
    constructor(options: unknown) {
      made.push(options);
    }
    getCredentials = async () => credentials;
    getClient = async () => client;
  }
  return { made, library: { GoogleAuth } as never };
}

describe('googleAccount', () => {
  it('is a service account’s email, from the key Google’s libraries find', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'who-'));
    try {
      const key = path.join(folder, 'key.json');
      await writeFile(
        key,
        JSON.stringify({
          type: 'service_account',
          project_id: 'motas-live',
          private_key_id: '1',
          // Never used: the email is read from the key, not asked of Google.
          private_key: '-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----\n',
          client_email: 'registers@motas-live.iam.gserviceaccount.com',
          client_id: '1',
        }),
      );
      vi.stubEnv('GOOGLE_APPLICATION_CREDENTIALS', key);
      expect(await googleAccount()).toBe('registers@motas-live.iam.gserviceaccount.com');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('is a signed-in user’s email, from their token’s information, asked with the email scope', async () => {
    const user = {
      getAccessToken: async () => ({ token: 'ya29.token' }),
      getTokenInfo: async (token: string) => ({
        email: token === 'ya29.token' ? 'ada@motas.example' : 'someone else',
      }),
    };
    const { made, library: signedIn } = library({}, user);
    expect(await googleAccount(signedIn)).toBe('ada@motas.example');
    expect(made).toEqual([
      {
        scopes: [
          'https://www.googleapis.com/auth/cloud-platform',
          'https://www.googleapis.com/auth/userinfo.email',
        ],
      },
    ]);
    // A service account's email comes first.
    expect(await googleAccount(library({ client_email: 'sa@motas.example' }, user).library)).toBe(
      'sa@motas.example',
    );
  });

  it('is no one when the credentials give no token, or no token information', async () => {
    const noToken = { getAccessToken: async () => ({ token: null }), getTokenInfo: vi.fn() };
    expect(await googleAccount(library({}, noToken).library)).toBeUndefined();
    expect(noToken.getTokenInfo).not.toHaveBeenCalled();
    const noInformation = { getAccessToken: async () => ({ token: 'ya29.token' }) };
    expect(await googleAccount(library({}, noInformation).library)).toBeUndefined();
  });
});

describe('whoIsAsking', () => {
  it('on the emulator, is --by as typed without its spaces, or this machine’s user', async () => {
    const emulator = { emulatorHost: '127.0.0.1:8080' };
    expect(await whoIsAsking(emulator, '  Ada at the scheme ')).toBe('Ada at the scheme');
    for (const by of [undefined, '   '])
      expect(await whoIsAsking(emulator, by)).toBe(`${os.userInfo().username} (on this machine)`);
  });
});
