// A form's body as a native form posts it (urlencoded), read once and capped, from Hono's request
// (which @hono/node-server makes from the Functions framework's `rawBody`, or from the stream as it
// comes). The checks, the report and the verify page's form read their fields through it.

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
  /** @type {Uint8Array[]} */
  const chunks = [];
  let size = 0;
  const reader = c.req.raw.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    size += read.value.length;
    if (size > limit) {
      await reader?.cancel();
      return tooLarge;
    }
    chunks.push(read.value);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
