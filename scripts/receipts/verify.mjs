// Verifies a check's receipt, or a crew's, with nothing but the scheme's published keys, as anyone
// can:
//   node scripts/receipts/verify.mjs RECEIPT --keys https://SITE/.well-known/jwks.json|FILE --issuer https://SITE
// It prints what the receipt certifies, or why it does not hold. It uses `jose` alone (any JOSE
// library does the same: docs/receipts.md); nothing of the scheme's own code.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createLocalJWKSet, jwtVerify } from 'jose';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { keys: { type: 'string' }, issuer: { type: 'string' } },
});
const [receipt] = positionals;
if (!receipt || !values.keys || !values.issuer) {
  console.error('Usage: node scripts/receipts/verify.mjs RECEIPT --keys URL|FILE --issuer URL');
  process.exit(2);
}
const jwks = JSON.parse(
  /^https?:/.test(values.keys)
    ? await (await fetch(values.keys)).text()
    : await readFile(values.keys, 'utf8'),
);
/** The two kinds of receipt: a check's and a crew's (docs/receipts.md). */
const types = ['motas-receipt+jwt', 'motas-crew-receipt+jwt'];
try {
  const { payload, protectedHeader } = await jwtVerify(
    receipt.replace(/\s+/g, ''),
    createLocalJWKSet(jwks),
    { issuer: values.issuer, algorithms: ['ES256'] },
  );
  if (!types.includes(String(protectedHeader.typ)))
    throw new Error(`its type is ${protectedHeader.typ}, not a receipt's (${types.join(', ')})`);
  const checked = `  checked ${new Date(Number(payload.iat) * 1000).toISOString()}, reference ${payload.jti}`;
  console.log(
    [
      `The signature holds (key ${protectedHeader.kid}). The register said:`,
      ...(protectedHeader.typ === types[1]
        ? [
            `  register ${payload.register}, a crew check of account ${payload.account}:`,
            `  rows by outcome ${JSON.stringify(payload.counts)}`,
            `  the rows' SHA-256 digest ${payload.digest}`,
          ]
        : [
            `  register ${payload.register}, number ${payload.number}: ${payload.outcome}`,
            ...(payload.status
              ? [`  status ${payload.status}, valid until ${payload.validUntil}`]
              : []),
          ]),
      checked,
    ].join('\n'),
  );
} catch (error) {
  console.error(`The receipt does not hold: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
