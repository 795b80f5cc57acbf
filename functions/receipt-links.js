// What a check's page gives of its receipt (functions/receipts.js): the receipt itself, to copy;
// the site's address that verifies it (`/verify/result?receipt=…`, functions/surfaces/receipts/);
// and a QR code of that address in full, which the printed record carries, so whoever holds the
// paper can verify it with a phone. The QR code is an SVG in a `data:` URI: it travels inside the
// page, as the photograph does, which the site's policy allows (`img-src 'self' data:`).
import QRCode from 'qrcode';
import { routes } from './vocabulary/paths.js';

/**
 * The QR code's settings: error correction M (15 % of it may be lost or smudged; a receipt's
 * address, 445 to 510 characters, is then version 16 to 18, 81 to 89 modules a side) and the
 * standard quiet zone of four modules.
 * @type {import('qrcode').QRCodeToStringOptions}
 */
export const receiptQrOptions = { type: 'svg', errorCorrectionLevel: 'M', margin: 4 };

/**
 * The site's address that verifies a receipt, from the site's root. A compact JWS is base64url
 * and dots only: nothing in it needs escaping in an address.
 * @param {string} receipt
 */
export const receiptHref = (receipt) => `${routes.verify.path}?receipt=${receipt}`;

/**
 * The values a result's page shows of its receipt.
 * @param {string} receipt a compact JWS
 * @param {string} siteUrl the site's origin (the receipts' issuer): the QR code's address is whole
 * @returns {Promise<{ receipt: string, receiptHref: string, receiptQr: string }>}
 */
export async function receiptValues(receipt, siteUrl) {
  const href = receiptHref(receipt);
  const svg = await QRCode.toString(new URL(href, siteUrl).href, receiptQrOptions);
  return {
    receipt,
    receiptHref: href,
    receiptQr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}
