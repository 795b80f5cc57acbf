// A person check's receipt, as its result page shows it: signed as the API signs the same pair's,
// verified here with the published keys alone; and no page at all when the key fails.
import { describe, expect, it } from 'vitest';
import { verifyReceipt } from '../../receipts.js';
import { mount, unitContext } from '../../testing/surface.js';
import { routes } from '../../vocabulary/paths.js';
import { receiptOf } from './receipt.js';

const at = new Date('2026-11-25T12:00:00Z');
const kept = { checkedNumber: 'AB123456', reference: 'TRW4ZK-7QH3P8WZ' };

/** What `receiptOf` gives, run in a route with `context`. */
async function receiptIn(
  context: ReturnType<typeof unitContext>['context'],
  found?: { status: string; validUntil: string },
) {
  let values: Awaited<ReturnType<typeof receiptOf>>;
  await mount(async (c) => {
    values = await receiptOf(c, 'operators', kept, at, found);
    return new Response('');
  }, context)(new Request('https://scheme.example/check/result', { method: 'POST' }));
  return values;
}

describe('a person check’s receipt', () => {
  it('certifies the register, number, outcome, reference and moment, and on a match the status and date', async () => {
    const { context } = unitContext();
    const receipts = await context.receipts;
    const issuer = 'http://localhost';
    for (const found of [undefined, { status: 'current', validUntil: '2030-12-31' }]) {
      const values = await receiptIn(context, found);
      const verified = await verifyReceipt(values!.receipt, receipts.jwks, { issuer });
      expect(verified).toMatchObject({ ok: true });
      expect(JSON.stringify(verified)).toContain('AB123456');
      expect(JSON.stringify(verified)).toContain(found ? '"match"' : '"no-match"');
      expect(JSON.stringify(verified)).toContain(kept.reference);
      if (found) expect(JSON.stringify(verified)).toContain('2030-12-31');
    }
  });

  it('links to the site’s own verify page, and draws it as a QR code', async () => {
    const values = await receiptIn(unitContext().context);
    expect(values!.receiptHref).toBe(`${routes.verify.path}?receipt=${values!.receipt}`);
    expect(values!.receiptQr).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('is none when the key cannot sign, and the log says so without the check', async () => {
    const { context, logged } = unitContext();
    const failing = {
      ...context,
      receipts: Promise.resolve({
        ...(await context.receipts),
        sign: async () => {
          throw new Error('The receipts’ key may not sign now');
        },
      }),
    };
    expect(await receiptIn(failing)).toBeUndefined();
    expect(logged).toEqual([{ error: 'receipt-unsigned' }]);
  });
});
