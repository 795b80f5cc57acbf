// What stands in front of the function in production, as `npm start` (scripts/serve/) and the
// function's tests stand it in: Google's front end, which appends the address that connected to it
// to X-Forwarded-For, and for the site's own address Firebase Hosting's CDN before it, whose node
// appends the visitor's address and then connects from an address of its own
// (functions/client-address.js reads the chain).

/**
 * The address the local stand-in for a Fastly node connects to Google's front end from: an address
 * of Fastly's (functions/client-address.js, `hostingCdnRanges`), as in production.
 */
export const standInCdnNode = '151.101.0.1';

/**
 * X-Forwarded-For as the function receives it: what the caller sent, then, through Hosting, the
 * visitor's address and the CDN node's; straight to the function, the caller's address.
 * @param {import('node:http').IncomingMessage} request
 * @param {{ throughHosting: boolean, visitor?: string }} how `visitor`: the address the request
 *   stands for (the socket's unless a test names another)
 */
export function forwarded(request, { throughHosting, visitor }) {
  const socket = request.socket.remoteAddress ?? '127.0.0.1';
  const sent = request.headers['x-forwarded-for'];
  const chain = [
    ...(sent ? [Array.isArray(sent) ? sent.join(', ') : sent] : []),
    ...(throughHosting ? [visitor ?? socket, standInCdnNode] : [visitor ?? socket]),
  ];
  return chain.join(', ');
}
