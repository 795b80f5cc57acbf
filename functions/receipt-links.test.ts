// What a result's page shows of its receipt: the verify page's address for it, and a QR code of
// that address in full that a phone can read from print, at a size the record's one A4 page holds.
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { receiptHref, receiptQrOptions, receiptValues } from './receipt-links.js';
import { createReceipts, generateReceiptKey } from './receipts.js';
import { receiptIn } from './surfaces/receipts/verify.js';

const issuer = 'https://www.motas.org.uk';
const receipts = await createReceipts(JSON.stringify({ keys: [await generateReceiptKey()] }), {
  issuer,
});
const match = await receipts.sign({
  register: 'instructors',
  number: 'MO123456',
  outcome: 'match',
  status: 'suspended',
  validUntil: '2030-12-31',
  reference: 'INSTRU-7QH3P8WZ',
  checkedAt: new Date('2026-11-26T14:30:05Z'),
});

describe('a receipt on a result’s page', () => {
  it('links to the verify page and holds its whole address in a QR code of at most version 18', async () => {
    const values = await receiptValues(match, issuer);
    expect(values.receipt).toBe(match);
    expect(values.receiptHref).toBe(`/verify/result?receipt=${match}`);
    const address = `${issuer}${values.receiptHref}`;
    // The longest receipt the checks sign (an instructor's match) on the scheme's own address.
    expect([match.length, address.length]).toEqual([
      expect.toSatisfy((n: number) => n < 500),
      expect.toSatisfy((n: number) => n < 550),
    ]);
    const { version, modules } = QRCode.create(address, receiptQrOptions);
    expect(version).toBeLessThanOrEqual(18);
    const svg = Buffer.from(
      values.receiptQr.replace(/^data:image\/svg\+xml;base64,/, ''),
      'base64',
    );
    // Every module, and the four-module quiet zone around them.
    const side = modules.size + 8;
    expect(svg.toString()).toContain(`viewBox="0 0 ${side} ${side}"`);
    // Drawn at four pixels a module, as a phone's camera sees a 38 mm code: read back whole.
    const { data, info } = await sharp(svg, { density: 288 })
      .flatten({ background: '#ffffff' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(address);
  });

  it('is read from what a visitor pastes: the receipt, broken over lines, or a verify address', () => {
    expect(receiptIn(match)).toBe(match);
    expect(receiptIn(` ${match.slice(0, 99)}\r\n${match.slice(99)}\n`)).toBe(match);
    expect(receiptIn(`${issuer}${receiptHref(match)}`)).toBe(match);
    expect(receiptIn(`${issuer}/verify/result?x=1&receipt=${match}#top`)).toBe(match);
    expect(receiptIn('not a receipt')).toBe('notareceipt');
    expect(receiptIn('?receipt=%E0%A4%A')).toBe('%E0%A4%A');
  });
});
