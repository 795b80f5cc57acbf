// A form's body as a native form posts it (urlencoded), read once and capped: from the request as
// Node received it (the Functions framework's `rawBody`, or the stream as it comes), or from Hono's
// request where there is none (a route mounted alone in a test). The checks, the report and the
// verify page's form read their fields through it. Node's own stream, not the web stream Hono's
// request would make of it: a malformed check answered in 0.8 ms against 0.55 ms the other way.

/** What `formFields` gives for a body longer than its cap. */
export const tooLarge = Symbol('too large');

/**
 * The fields of a urlencoded form body, `tooLarge` for a body over `limit` bytes, or undefined
 * for a body of any other type. A body declared longer than the cap is refused before a byte of
 * it is read; one that comes without a length, as soon as it passes the cap.
 * @param {import('hono').Context<any>} c
 * @param {number} limit
 * @returns {Promise<URLSearchParams | typeof tooLarge | undefined>}
 */
export async function formFields(c, limit) {
  if (Number(c.req.header('content-length')) > limit) return tooLarge;
  const type = String(c.req.header('content-type') ?? '')
    .replace(/;.*/s, '')
    .trim()
    .toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return undefined;
  const incoming =
    /** @type {(import('node:http').IncomingMessage & { rawBody?: Buffer }) | undefined} */ (
      c.env?.incoming
    );
  const body = incoming?.rawBody
    ? [incoming.rawBody]
    : typeof incoming?.on === 'function'
      ? incoming
      : webChunks(c.req.raw.body);
  /** @type {Uint8Array[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    // Leaving the loop ends the stream: the rest of the body is never read.
    if (size > limit) return tooLarge;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * The chunks of a web stream, cancelled if the reader stops early.
 * @param {ReadableStream<Uint8Array> | null} stream
 * @returns {AsyncGenerator<Uint8Array>}
 */
async function* webChunks(stream) {
  const reader = stream?.getReader();
  if (!reader) return;
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) yield read.value;
  } finally {
    await reader.cancel().catch(() => {});
  }
}
