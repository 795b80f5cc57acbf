// Who is asking: the client address a try is counted against, read only from what the caller
// cannot write. Pure: no I/O.
//
// Every request reaches the function through Google's front end, which appends the address that
// connected to it to X-Forwarded-For, after whatever the caller sent. A request for the site's own
// address comes through Firebase Hosting's CDN (Fastly) first: the Fastly node appends the
// visitor's address, then connects to Google's front end, which appends the node's address. So,
// read from the right:
//
//   direct to the function (run.app):  <anything the caller wrote>, <caller>
//   through Hosting:                    <anything the caller wrote>, <visitor>, <Fastly node>
//
// The rightmost entry is always Google's. While it is a Fastly node's address (Fastly publishes its
// ranges), the entry before it was written by that node; the first entry that is not Fastly's is
// the client. Everything further left is the caller's own text and is never read: not
// Fastly-Client-IP either, which Fastly passes on unchanged when a caller sends it. Sources
// (docs/check-security.md): Google Cloud's load balancer documentation, "X-Forwarded-For:
// <supplied-value>,<client-ip>,<load-balancer-ip>", with Cloud Run's front end writing the client
// entry as the rightmost for a direct request (kubernetes/registry.k8s.io, pkg/net/clientip); and
// Fastly's X-Forwarded-For and Fastly-Client-IP references.
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Fastly's address ranges (https://api.fastly.com/public-ip-list, read 2026-11): the nodes of
 * Firebase Hosting's CDN. Check the list again when Fastly announces a change.
 */
export const hostingCdnRanges = [
  '23.235.32.0/20',
  '43.249.72.0/22',
  '103.244.50.0/24',
  '103.245.222.0/23',
  '103.245.224.0/24',
  '104.156.80.0/20',
  '140.248.64.0/18',
  '140.248.128.0/17',
  '146.75.0.0/17',
  '151.101.0.0/16',
  '157.52.64.0/18',
  '167.82.0.0/17',
  '167.82.128.0/20',
  '167.82.160.0/20',
  '167.82.224.0/20',
  '172.111.64.0/18',
  '185.31.16.0/22',
  '199.27.72.0/21',
  '199.232.0.0/16',
  '2a04:4e40::/32',
  '2a04:4e42::/32',
];

/**
 * An address as written in a header or by a socket, or undefined if it is not one.
 * @param {unknown} text
 */
export function parseAddress(text) {
  const value = String(text).trim();
  // Node's own reading, which takes dotted quads and IPv6 only ("1" and "1.2.3" are not addresses).
  if (!isIP(value)) return undefined;
  // An IPv4 address in IPv6 form (::ffff:192.0.2.1, as a dual-stack socket reports) is IPv4.
  return ipaddr.process(value);
}

/** @param {readonly string[]} ranges CIDR ranges */
export function rangeList(ranges) {
  return ranges.map((range) => ipaddr.parseCIDR(range));
}

const hostingCdn = rangeList(hostingCdnRanges);

/**
 * @param {ipaddr.IPv4 | ipaddr.IPv6} address
 * @param {[ipaddr.IPv4 | ipaddr.IPv6, number][]} ranges
 */
const within = (address, ranges) =>
  ranges.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));

/**
 * What a client is counted as: an IPv4 address, or an IPv6 address's /64 (one household's or one
 * server's network: a caller given a /64 can use 2^64 addresses in it).
 * @param {ReturnType<typeof ipaddr.process>} address
 */
export function clientKey(address) {
  if (address.kind() === 'ipv4') return address.toString();
  const network = [...address.toByteArray().slice(0, 8), ...new Array(8).fill(0)];
  return `${ipaddr.fromByteArray(network).toString()}/64`;
}

/**
 * The client of a request, as `clientKey` makes it: from X-Forwarded-For as Google's front end and
 * Hosting's CDN write it (above), or the socket's address where no front end wrote one (a request
 * straight to the local server).
 * @param {{ headers: Record<string, string | string[] | undefined>, socket?: { remoteAddress?: string } }} request
 * @param {{ cdn?: ReturnType<typeof rangeList> }} [options] the CDN's ranges (Fastly's)
 */
export function clientOf(request, { cdn = hostingCdn } = {}) {
  const socket = parseAddress(request.socket?.remoteAddress);
  const header = request.headers['x-forwarded-for'];
  // Node joins repeated X-Forwarded-For headers with ", ", in order.
  // No header joins to "", as does a repeated one of nothing but commas: no address either way.
  const entries = [header].flat().join(',').split(',');
  let client = parseAddress(entries.pop());
  if (!client) return socket ? clientKey(socket) : 'unknown';
  // Step left over the CDN's nodes; stop at anything that is not an address (a caller's own text,
  // or nothing left).
  while (within(client, cdn)) {
    const before = parseAddress(entries.pop());
    if (!before) break;
    client = before;
  }
  return clientKey(client);
}
