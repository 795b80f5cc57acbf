// The card's live code (docs/holders.md; docs/decisions.md, "A live code without JavaScript"): a
// tiny document the card page frames, holding a QR code of the verify address with a code made now
// (functions/holders/card-token.js) and the time it was made. Its `Refresh` header asks the browser
// to load it again every `codeRefreshSeconds`: the frame's document alone is reloaded, never the
// card page, which keeps its place, its focus and whatever a screen reader was reading. It is no
// page of the site (no header, no footer: a frame of 18 rem), so the function writes it itself,
// with the words of functions/vocabulary/card.js and a policy of its own: nothing but its one style
// and its one image, and framed only by the site's own pages (`frame-ancestors 'self'`).
// A registration that cannot be shown as valid gets no code; a session that has ended, a line
// saying so and no more reloads.
import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import { inTime, unavailable } from '../../answering.js';
import { readHolder } from '../../holders/card-holder.js';
import { cardCodeAddress, codeClock, makeCardToken } from '../../holders/card-token.js';
import { codeRefreshSeconds, codeWords } from '../../vocabulary/card.js';
import { contextOf } from '../context.js';
import { holderOf } from './session.js';
import { siteOrigin } from './sign-in.js';

/** The document's one style: the code as wide as its frame, the time under it. */
const style =
  'html{background:#fff;color:#0f172a;font:700 1rem/1.25 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;text-align:center}body{margin:0}img{display:block;width:100%;height:auto;image-rendering:pixelated}p{margin:.25rem .5rem 0}';

/** Its policy: its style by hash, its image as data, framed only by the site's own pages. */
export const codePolicy = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`,
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * The QR code's settings: error correction M, as the receipts' (a code's address is about 440
 * characters: version 15 or 16), and the standard quiet zone.
 * @type {import('qrcode').QRCodeToStringOptions}
 */
const qrOptions = { type: 'svg', errorCorrectionLevel: 'M', margin: 4 };

/** @param {string} text */
const escape = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The document, with `body` (already escaped) in it, and whether it asks to be loaded again.
 * @param {string} body
 * @param {{ refresh: boolean, status?: number }} options
 */
function codeDocument(body, { refresh, status = 200 }) {
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(codeWords.title)}</title><style>${style}</style></head><body>${body}</body></html>`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      'Content-Security-Policy': codePolicy,
      // The older browsers' frame-ancestors; a browser that knows the policy's ignores it.
      'X-Frame-Options': 'SAMEORIGIN',
      ...(refresh ? { Refresh: String(codeRefreshSeconds) } : {}),
    },
  });
}

/** The frame's document once the session has ended: a line saying so, and no more reloads. */
export const endedCode = () =>
  codeDocument(`<p>${escape(codeWords.ended)}</p>`, { refresh: false });

/** GET: a new code for the signed-in holder's card, if it can be shown as valid now. */
export async function codePage(/** @type {import('hono').Context<any>} */ c) {
  const context = contextOf(c);
  const at = context.now();
  const { number } = holderOf(c);
  const held = await inTime(c, readHolder(context, number, { at, photo: false }));
  if (held === unavailable)
    return codeDocument(`<p>${escape(codeWords.noCode)}</p>`, { refresh: true, status: 503 });
  if (!('record' in held) || held.standing === 'suspended' || held.standing === 'expired')
    return codeDocument(`<p>${escape(codeWords.noCode)}</p>`, { refresh: true });
  const token = await makeCardToken(await context.receipts, number, at);
  const svg = await QRCode.toString(cardCodeAddress(siteOrigin(c), token), qrOptions);
  const image = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return codeDocument(
    `<img src="${image}" alt="${escape(codeWords.qrLabel)}" width="300" height="300"><p>${escape(codeWords.madeAt)} <time datetime="${at.toISOString()}">${codeClock.format(at)}</time></p>`,
    { refresh: true },
  );
}
