// A TCP relay between a server of the site and the Firestore emulator, which a test can cut and
// restore, for "Firestore stops answering mid-check" without stopping the emulator the other
// tests share. POST /cut on its control port drops every connection and refuses new ones (the
// emulator as if stopped); POST /hang accepts connections and never answers (a Firestore that is
// slow); POST /restore relays again.
//   FIRESTORE_TARGET=127.0.0.1:8085 PROXY_PORT=4178 CONTROL_PORT=4179 node scripts/test/firestore-proxy.mjs
import http from 'node:http';
import net from 'node:net';

const [targetHost, targetPort] = (process.env.FIRESTORE_TARGET ?? '').split(':');
if (!targetHost || !targetPort) throw new Error('FIRESTORE_TARGET must be HOST:PORT');
/** @type {'relay' | 'cut' | 'hang'} */
let state = 'relay';
/** @type {Set<net.Socket>} */
const sockets = new Set();

const relay = net.createServer((client) => {
  if (state === 'cut') return client.destroy();
  sockets.add(client);
  client.on('close', () => sockets.delete(client));
  client.on('error', () => {});
  if (state === 'hang') return client.resume();
  const upstream = net.connect(Number(targetPort), targetHost);
  sockets.add(upstream);
  upstream.on('close', () => sockets.delete(upstream));
  upstream.on('error', () => client.destroy());
  client.on('error', () => upstream.destroy());
  client.pipe(upstream).pipe(client);
});
relay.listen(Number(process.env.PROXY_PORT), '127.0.0.1');

http
  .createServer((request, response) => {
    const wanted = request.url?.slice(1);
    if (request.method === 'POST' && ['cut', 'hang', 'restore'].includes(wanted ?? '')) {
      state = wanted === 'restore' ? 'relay' : /** @type {'cut' | 'hang'} */ (wanted);
      if (state !== 'relay') for (const socket of sockets) socket.destroy();
      return response.end(state);
    }
    response.end(state);
  })
  .listen(Number(process.env.CONTROL_PORT), '127.0.0.1');
