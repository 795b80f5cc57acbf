// A real SMTP server on loopback, for `npm start` and `npm test`: the holders' emails
// (functions/holders/outbox.js) go to it through nodemailer exactly as they go to the scheme's mail
// service in the cloud, and nothing leaves the machine. It is the `smtp-server` package (Nodemailer's
// own), each message parsed by `mailparser`. `npm start` keeps each message it takes in
// `.mail/` (docs/local.md, "The holders' emails"): the message as received (`.eml`), its text
// (`.txt`) and its HTML (`.html`, to open in a browser); the tests read them from `messages`.
// Alone: `node scripts/serve/mail-server.mjs [--port 2525] [--folder .mail]`.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * @typedef {{ from: string, to: string[], subject: string, text: string, html: string,
 *   headers: Map<string, unknown>, raw: Buffer, at: Date }} Arrival
 * A message as the server took it: the envelope's sender and recipients, the parsed subject, text,
 * HTML and headers (names in lower case), and the raw message.
 */

/**
 * A file name for a message: its order, the time, the recipient, the subject, as a file system
 * takes them.
 * @param {number} index
 * @param {Arrival} arrival
 */
const fileName = (index, arrival) =>
  `${String(index).padStart(4, '0')}-${arrival.to[0] ?? 'nobody'}-${arrival.subject}`
    .replace(/[^\w@.-]+/g, '-')
    .slice(0, 120);

/**
 * Starts the server on loopback.
 * @param {{ port?: number, folder?: string, onMessage?: (arrival: Arrival) => void }} [options]
 *   `port`: 0 (or none) for any free one; `folder`: where each message is also written
 * @returns {Promise<{ url: string, port: number, messages: Arrival[], next: (match?: (arrival: Arrival) => boolean, timeoutMs?: number) => Promise<Arrival>, stop: () => Promise<void> }>}
 */
export async function startMailServer({ port = 0, folder, onMessage } = {}) {
  /** @type {Arrival[]} */
  const messages = [];
  /** @type {Set<() => void>} */
  const waiting = new Set();
  if (folder) await mkdir(folder, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', async () => {
        try {
          const raw = Buffer.concat(chunks);
          const parsed = await simpleParser(raw);
          /** @type {Arrival} */
          const arrival = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: parsed.headers,
            raw,
            at: new Date(),
          };
          messages.push(arrival);
          if (folder) {
            const name = path.join(folder, fileName(messages.length, arrival));
            await Promise.all([
              writeFile(`${name}.eml`, raw),
              writeFile(`${name}.txt`, arrival.text),
              writeFile(`${name}.html`, arrival.html),
            ]);
          }
          onMessage?.(arrival);
          for (const wake of waiting) wake();
          callback();
        } catch (error) {
          callback(/** @type {Error} */ (error));
        }
      });
    },
  });
  const listening = await new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server.server.address()));
  });
  const bound = /** @type {import('node:net').AddressInfo} */ (listening).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    messages,
    /** The first message (from now on or already taken) that `match` accepts, waiting up to `timeoutMs`. */
    next: (match = () => true, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const look = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiting.delete(look);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiting.delete(look);
          reject(
            new Error(`no such email arrived within ${timeoutMs} ms (${messages.length} arrived)`),
          );
        }, timeoutMs);
        if (!look()) waiting.add(look);
      }),
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
