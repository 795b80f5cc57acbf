// A form's body as a native form posts it (urlencoded), read once and capped: from the Functions
// framework's `rawBody`, or from the stream as it comes. The checks, the report and the verify
// page's form read their fields through it.

/** What `formFields` gives for a body longer than its cap. */
export const tooLarge = Symbol('too large');

/**
 * The fields of a urlencoded form body (from the Functions framework's `rawBody` or the stream),
 * `tooLarge` for a body over `limit` bytes, or undefined for a body of any other type. A body
 * declared longer than the cap is refused before a byte of it is read; one the framework has
 * already read, by its length; one that comes without a length, as soon as it passes the cap.
 * @param {import('./router.js').Request} request
 * @param {number} limit
 * @returns {Promise<URLSearchParams | typeof tooLarge | undefined>}
 */
export async function formFields(request, limit) {
  if (Number(request.headers['content-length']) > limit) return tooLarge;
  const type = String(request.headers['content-type'] ?? '')
    .replace(/;.*/s, '')
    .trim()
    .toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return undefined;
  let raw;
  if (Buffer.isBuffer(request.rawBody)) raw = request.rawBody;
  else {
    const chunks = [];
    let size = 0;
    for await (const chunk of request) {
      size += chunk.length;
      if (size > limit) return tooLarge;
      chunks.push(chunk);
    }
    raw = Buffer.concat(chunks);
  }
  if (raw.length > limit) return tooLarge;
  return new URLSearchParams(raw.toString('utf8'));
}
