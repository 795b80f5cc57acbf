// Where a webhook may be sent: https on port 443 to a public address with no credentials, and a
// loopback receiver only on a demo- project. The resolver is a stand-in: no test asks a real DNS.
import { describe, expect, it } from 'vitest';
import { checkWebhookAddress, notPublic, shownAddress, systemResolve } from './webhook-address.js';

/** A DNS that knows only these names. */
const dns =
  (names: Record<string, string[]>) =>
  async (hostname: string): Promise<string[]> => {
    const found = names[hostname];
    if (!found)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return found;
  };

const resolve = dns({
  'example.com': ['93.184.216.34', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  'inside.example.org': ['93.184.216.34', '10.0.0.7'],
  'loopback.example.org': ['127.0.0.1'],
  'mapped.example.org': ['::ffff:169.254.169.254'],
  'metadata.google.internal': ['93.184.216.34'],
  // The metadata server's short name: refused by name, whatever a resolver answers for it.
  metadata: ['93.184.216.34'],
  localhost: ['127.0.0.1', '::1'],
  'app.localhost': ['93.184.216.34'],
});

const real = (text: string) => checkWebhookAddress(text, { demonstration: false, resolve });
const demo = (text: string) => checkWebhookAddress(text, { demonstration: true, resolve });

describe('checkWebhookAddress on a real project', () => {
  it('takes https on port 443 to a name whose every address is public, and gives the address to connect to', async () => {
    const result = await real('https://example.com/hooks/motas?x=1');
    expect(result).toEqual({
      checked: {
        url: new URL('https://example.com/hooks/motas?x=1'),
        address: '93.184.216.34',
        family: 4,
      },
    });
    expect(await real('https://example.com:443/hooks')).toMatchObject({
      checked: { address: '93.184.216.34' },
    });
    expect(await real('https://[2606:4700::1111]/')).toMatchObject({
      checked: { address: '2606:4700::1111', family: 6 },
    });
  });

  it('refuses every address the attack tried, however it is written', async () => {
    for (const text of [
      'https://127.0.0.1/',
      'https://127.0.0.2/',
      'https://[::1]/',
      'https://0x7f000001/',
      'https://2130706433/',
      'https://0177.0.0.1/',
      'https://127.1/',
      'https://[::ffff:127.0.0.1]/',
      'https://[::ffff:7f00:1]/',
      'https://10.0.0.1/',
      'https://192.168.0.1/',
      'https://172.16.0.1/',
      'https://100.64.0.1/',
      'https://169.254.169.254/',
      'https://[fe80::1]/',
      'https://[fd00::1]/',
      'https://0.0.0.0/',
      'https://[::]/',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://METADATA.google.internal./',
      'https://metadata/',
      'https://localhost/',
      'https://app.localhost/',
    ])
      expect(await real(text), text).toEqual({ refused: expect.any(String) });
  });

  it('refuses localhost and every name under it by name, whatever a resolver answers', async () => {
    const odd = dns({ localhost: ['93.184.216.34'], 'app.localhost': ['93.184.216.34'] });
    for (const host of ['localhost', 'app.localhost'])
      expect(
        await checkWebhookAddress(`https://${host}/`, { demonstration: false, resolve: odd }),
      ).toEqual({ refused: `${host} is this machine's own name` });
  });

  it('gives the family of the address a name resolves to', async () => {
    const six = dns({ 'six.example.org': ['2606:4700::1111'] });
    expect(
      await checkWebhookAddress('https://six.example.org/', { demonstration: false, resolve: six }),
    ).toMatchObject({ checked: { address: '2606:4700::1111', family: 6 } });
  });

  it('refuses a name resolving to any address that is not public, or to none', async () => {
    expect(await real('https://loopback.example.org/')).toEqual({
      refused: 'loopback.example.org resolves to 127.0.0.1, not a public address (loopback)',
    });
    // One private address among public ones is enough: a connection may take any of them.
    expect(await real('https://inside.example.org/')).toEqual({
      refused: 'inside.example.org resolves to 10.0.0.7, not a public address (private)',
    });
    // An IPv4-mapped IPv6 address counts as its IPv4 one.
    expect(await real('https://mapped.example.org/')).toEqual({
      refused:
        'mapped.example.org resolves to ::ffff:169.254.169.254, not a public address (linkLocal)',
    });
    expect(await real('https://nowhere.example.org/')).toEqual({
      refused: 'nowhere.example.org does not resolve to an address',
    });
  });

  it('refuses another port, another scheme and credentials', async () => {
    expect(await real('https://example.com:8443/')).toEqual({
      refused: "it is on port 8443: only 443, https's own, is taken",
    });
    expect(await real('http://example.com/')).toEqual({ refused: 'it is not an https: address' });
    expect(await real('ftp://example.com/')).toEqual({ refused: 'it is not an https: address' });
    expect(await real('https://user:pass@example.com/')).toEqual({
      refused: 'it holds a user name or password, which the register would keep',
    });
    expect(await real('https://token@example.com/')).toMatchObject({ refused: expect.any(String) });
    expect(await real('not an address')).toEqual({ refused: 'it is not an address' });
  });
});

describe('checkWebhookAddress on a demo- project', () => {
  it('takes a loopback receiver, over http or https and on any port', async () => {
    expect(await demo('http://127.0.0.1:8123/hooks')).toMatchObject({
      checked: { address: '127.0.0.1', family: 4 },
    });
    expect(await demo('https://[::1]:8443/')).toMatchObject({
      checked: { address: '::1', family: 6 },
    });
    expect(await demo('http://localhost:8123/')).toMatchObject({
      checked: { address: '127.0.0.1' },
    });
  });

  it('holds every other address to the real rules, a name resolving to loopback included', async () => {
    expect(await demo('https://example.com/')).toMatchObject({
      checked: { address: '93.184.216.34' },
    });
    for (const text of [
      'https://loopback.example.org/',
      'http://example.com/',
      'https://10.0.0.1/',
      'https://169.254.169.254/',
      'https://metadata.google.internal/',
      'http://user:pass@127.0.0.1:8123/',
      'ftp://127.0.0.1/',
    ])
      expect(await demo(text), text).toEqual({ refused: expect.any(String) });
  });

  it('takes a loopback receiver over http or https only', async () => {
    expect(await demo('ftp://127.0.0.1/')).toEqual({
      refused: 'it is not an http: or https: address',
    });
  });

  it('refuses localhost when a resolver answers other than loopback for it', async () => {
    const odd = dns({ localhost: ['93.184.216.34'] });
    expect(
      await checkWebhookAddress('http://localhost:8123/', { demonstration: true, resolve: odd }),
    ).toEqual({ refused: 'localhost resolves to 93.184.216.34, not a loopback address' });
  });
});

describe('notPublic and shownAddress', () => {
  it('names the range of an address that is not public', () => {
    expect(notPublic('8.8.8.8')).toBeUndefined();
    expect(notPublic('192.0.2.1')).toBe('not a public address (reserved)');
    expect(notPublic('64:ff9b::a00:1')).toBe('not a public address (rfc6052)');
    expect(notPublic('example.com')).toBe('not an IP address');
  });

  it('shows an address without its credentials', () => {
    expect(shownAddress('https://user:pass@example.com/x')).toBe('https://example.com/x');
    expect(shownAddress('nonsense')).toBe('nonsense');
  });
});

// A mutant of webhook-address.js no test told apart (issue 56's run): the system's resolver
// answers every address, as a list.
describe('systemResolve', () => {
  it('answers every address of a name as a list, an address standing for itself', async () => {
    expect(await systemResolve('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(await systemResolve('::1')).toEqual(['::1']);
  });
});
