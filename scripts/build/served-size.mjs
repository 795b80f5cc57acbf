// How many bytes a file costs a visitor as Firebase Hosting serves it, and how many a page may
// cost to paint after one round trip: the build (scripts/build/inline-css.mjs), the budgets
// (scripts/bench/budgets.mjs, budgets.json) and the bench share these figures. They live with the
// build, which the bench imports, so that the build imports nothing of the bench.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Gzipped size, at the highest level, as a CDN would serve it.
 * @param {Buffer} buffer
 */
export function gzipSize(buffer) {
  return gzipSync(buffer, { level: 9 }).length;
}

/**
 * Brotli's quality in `servedSize`. Firebase Hosting does not say at what quality it compresses:
 * 5 is a cautious guess, what servers that compress as they answer commonly use (at 11, the
 * most, a page is about a tenth smaller again). The bench serves with it too.
 */
export const BROTLI_QUALITY = 5;

/**
 * Brotli-compressed size, at `BROTLI_QUALITY`.
 * @param {Buffer} buffer
 */
export function brotliSize(buffer) {
  return brotliCompressSync(buffer, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  }).length;
}

/**
 * The bytes Firebase Hosting sends for a text file to a browser that takes both encodings: each
 * file is "served as gzip or Brotli. We auto-select the best compression method for your content"
 * (firebase.google.com/docs/hosting), so the smaller of the two.
 * @param {Buffer} buffer
 */
export function servedSize(buffer) {
  return Math.min(gzipSize(buffer), brotliSize(buffer));
}

/**
 * What the headers the build sets for a response (firebase.json) add to it on the wire, counted
 * as HTTP/1.1 writes them: `Key: value` and a line break each. HTTP/2 compresses names and common
 * values, but hardly a Content-Security-Policy's hashes (base64, which its Huffman code shortens
 * by a fifth at best), and Firebase Hosting adds a few of its own (Content-Type, Date, ETag, its
 * CDN's): uncompressed, ours stand for both. One policy listing every page's hashes cost Home and
 * About a second round trip (docs/performance.md, "Home and About's first paint"), which counting
 * the body alone hid.
 * @param {Record<string, string>} headers
 */
export function headerBytes(headers) {
  return Object.entries(headers).reduce(
    (sum, [key, value]) => sum + Buffer.byteLength(`${key}: ${value}\r\n`),
    0,
  );
}

/**
 * What a server can send on a new connection before it must wait for the browser's first
 * acknowledgement: TCP's initial congestion window, 10 segments of 1,460 bytes (RFC 6928). A page
 * whose served size, headers included, is within it can paint after one round trip; measured with
 * Lighthouse's simulation, a document of 14.6 KB did and one of 15.1 KB took a round trip more.
 * budgets.json's `firstPaint.bytesKb` is this figure; the budgets count the headers
 * (`headerBytes`), the build's CSS step (scripts/build/inline-css.mjs) only the page.
 */
export const FIRST_ROUND_TRIP_BYTES = Math.floor(
  JSON.parse(readFileSync(new URL('../../budgets.json', import.meta.url), 'utf8')).firstPaint
    .bytesKb * 1024,
);
