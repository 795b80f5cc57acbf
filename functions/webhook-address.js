// Where a webhook may be sent (docs/check-security.md, "Webhooks that cannot reach inside"): the
// function posts to an address an account gave, from inside Google's network, so an address that
// named the metadata server, the function's own machine or a private network would let the
// account reach what the internet cannot. A webhook is `https:` on port 443 to a name (or an
// address) whose every address is public, with no user name or password; on a `demo-` project,
// whose records are only ever on this machine, a loopback receiver too, so the tests can receive.
//
// The staff's command checks an address when it is set, and every delivery checks it again and
// connects to the very address it checked (functions/watching.js): a name that answered a public
// address then could answer 127.0.0.1 now (DNS rebinding). The resolver is a parameter, so the
// tests can stand in a DNS that does just that.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** @typedef {(hostname: string) => Promise<readonly string[]>} Resolve every address of a name */

/**
 * Every address a name has, as a connection would find them (the system's resolver, whose
 * answer a connection made by name would use).
 * @type {Resolve}
 */
export const systemResolve = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((found) => found.address);

/** Google Cloud's metadata server, by name, whatever a resolver says of it. */
const refusedNames = ['metadata.google.internal', 'metadata'];

/**
 * @typedef {{ url: URL, address: string, family: 4 | 6 }} CheckedAddress
 * A webhook's address, parsed, and the IP address checked for it, which is the one to connect to.
 */

/**
 * Whether an IP address is public: what ipaddr.js calls unicast, an IPv4-mapped IPv6 address
 * read as its IPv4 one. Private, loopback, link-local (the metadata server's 169.254.169.254),
 * shared, reserved and the IPv6 ranges that carry an IPv4 address inside (NAT64, 6to4, Teredo)
 * are not.
 * @param {string} address
 * @returns {string | undefined} why not, or undefined when it is
 */
export function notPublic(address) {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  const range = ipaddr.process(address).range();
  return range === 'unicast' ? undefined : `not a public address (${range})`;
}

/**
 * Whether an IP address is this machine's own (127.0.0.0/8, ::1, either IPv4-mapped).
 * @param {string} address
 */
const isLoopback = (address) =>
  ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';

/**
 * A URL's host as a resolver takes it: IPv6 without its brackets, a name without a final dot.
 * @param {URL} url
 */
const hostOf = (url) => url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');

/**
 * A webhook's address as it may be shown and kept: without a user name or password.
 * @param {string} text
 */
export function shownAddress(text) {
  try {
    const url = new URL(text);
    url.username = '';
    url.password = '';
    return url.href;
  } catch {
    return text;
  }
}

/**
 * Checks a webhook's address: what it says (scheme, port, credentials, host), then every address
 * its host resolves to. WHATWG URL parsing has already made `0x7f000001`, `2130706433` and
 * `0177.0.0.1` into 127.0.0.1, so the parsed host is what is checked.
 * @param {string} text the address as given
 * @param {{ demonstration: boolean, resolve?: Resolve }} options `demonstration`: the project is
 *   a `demo-` one, whose loopback receivers are allowed
 * @returns {Promise<{ checked: CheckedAddress } | { refused: string }>} the address to connect
 *   to, or why there is none (in words for the scheme's staff and its log, never the account's)
 */
export async function checkWebhookAddress(text, { demonstration, resolve = systemResolve }) {
  /** @type {URL} */
  let url;
  try {
    url = new URL(text);
  } catch {
    return { refused: 'it is not an address' };
  }
  // A receiver's password in its address would be kept in the register and its trail.
  if (url.username || url.password)
    return { refused: 'it holds a user name or password, which the register would keep' };
  const host = hostOf(url);
  const loopbackHost = host === 'localhost' || (isIP(host) !== 0 && isLoopback(host));
  const local = demonstration && loopbackHost;
  if (local) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return { refused: 'it is not an http: or https: address' };
  } else {
    if (url.protocol !== 'https:') return { refused: 'it is not an https: address' };
    // The URL parser drops https's own port, so any port left is another.
    if (url.port) return { refused: `it is on port ${url.port}: only 443, https's own, is taken` };
    if (refusedNames.includes(host))
      return { refused: `${host} is Google Cloud's metadata server` };
    // RFC 6761: every name under localhost is this machine, whatever a resolver is told.
    if (host === 'localhost' || host.endsWith('.localhost'))
      return { refused: `${host} is this machine's own name` };
  }
  if (isIP(host)) {
    const why = local ? undefined : notPublic(host);
    if (why) return { refused: `${host} is ${why}` };
    return { checked: { url, address: host, family: isIP(host) === 6 ? 6 : 4 } };
  }
  /** @type {readonly string[]} */
  let addresses;
  try {
    addresses = await resolve(host);
  } catch {
    addresses = [];
  }
  if (addresses.length === 0) return { refused: `${host} does not resolve to an address` };
  for (const address of addresses) {
    const why = local
      ? isLoopback(address)
        ? undefined
        : 'not a loopback address'
      : notPublic(address);
    if (why) return { refused: `${host} resolves to ${address}, ${why}` };
  }
  const [address = ''] = addresses;
  return { checked: { url, address, family: isIP(address) === 6 ? 6 : 4 } };
}
