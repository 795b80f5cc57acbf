// Who a try is counted against, from the headers as Google's front end and Hosting's CDN leave them:
// never a value the caller wrote.
import { describe, expect, it } from 'vitest';
import { clientKey, clientOf, parseAddress } from './client-address.js';

const request = (forwardedFor?: string | string[], socket = '169.254.8.129') => ({
  headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  socket: { remoteAddress: socket },
});

describe('clientOf', () => {
  it('takes the address Google’s front end wrote, the rightmost, for a request straight to the function', () => {
    expect(clientOf(request('203.0.113.9'))).toBe('203.0.113.9');
    // Whatever the caller sent before it is its own text, never read.
    expect(clientOf(request('192.0.2.1, 192.0.2.2, 203.0.113.9'))).toBe('203.0.113.9');
  });

  it('steps over Hosting’s CDN nodes (Fastly’s ranges) to the visitor they wrote', () => {
    expect(clientOf(request('192.0.2.1, 198.51.100.7, 151.101.2.3'))).toBe('198.51.100.7');
    // A shielded request passes two Fastly nodes.
    expect(clientOf(request('198.51.100.7, 151.101.2.3, 199.232.1.1'))).toBe('198.51.100.7');
    expect(clientOf(request('2001:db8:5::7, 2a04:4e42::1'))).toBe('2001:db8:5::/64');
  });

  it('counts the CDN node itself when nothing stands before it', () => {
    expect(clientOf(request('151.101.2.3'))).toBe('151.101.2.3');
    expect(clientOf(request(', 151.101.2.3'))).toBe('151.101.2.3');
  });

  it('never steps over an address that is not the CDN’s, however it is written', () => {
    // The caller's "Fastly" entry is to the left of the real one: never reached.
    expect(clientOf(request('151.101.9.9, 203.0.113.9'))).toBe('203.0.113.9');
  });

  it('ignores values that are not IP addresses', () => {
    // Left of a CDN node, a caller's junk: counted as the node, never as the junk.
    expect(clientOf(request('not-an-address, 151.101.2.3'))).toBe('151.101.2.3');
    expect(clientOf(request('1, 151.101.2.3'))).toBe('151.101.2.3');
    // No front end wrote one: the socket's address.
    expect(clientOf(request('junk'))).toBe('169.254.8.129');
    expect(clientOf(request(undefined, '::ffff:127.0.0.1'))).toBe('127.0.0.1');
    expect(clientOf({ headers: {} })).toBe('unknown');
  });

  it('reads repeated X-Forwarded-For headers in order', () => {
    expect(clientOf(request(['192.0.2.1', '203.0.113.9, 151.101.2.3']))).toBe('203.0.113.9');
  });

  it('counts an IPv6 client by its /64, and an IPv4 address in IPv6 form as IPv4', () => {
    expect(clientOf(request('2001:db8:1:2:aaaa::1'))).toBe('2001:db8:1:2::/64');
    expect(clientOf(request('2001:db8:1:2:ffff:ffff:ffff:ffff'))).toBe('2001:db8:1:2::/64');
    expect(clientOf(request('2001:db8:1:3::1'))).toBe('2001:db8:1:3::/64');
    expect(clientOf(request('::ffff:192.0.2.44'))).toBe('192.0.2.44');
  });
});

describe('parseAddress and clientKey', () => {
  it('read only what Node reads as an address', () => {
    for (const text of ['', '1', '1.2.3', '01.2.3.4.5', '2001:db8::1::2', 'example.com', ' '])
      expect(parseAddress(text), text).toBeUndefined();
    expect(clientKey(parseAddress(' 192.0.2.1 ')!)).toBe('192.0.2.1');
  });
});
