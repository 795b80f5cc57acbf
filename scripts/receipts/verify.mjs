// Verifies a check's receipt with nothing but the scheme's published keys, as anyone can:
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
try {
  const { payload, protectedHeader } = await jwtVerify(
    receipt.replace(/\s+/g, ''),
    createLocalJWKSet(jwks),
    { issuer: values.issuer, algorithms: ['ES256'], typ: 'motas-receipt+jwt' },
  );
  console.log(
    [
      `The signature holds (key ${protectedHeader.kid}). The register said:`,
      `  register ${payload.register}, number ${payload.number}: ${payload.outcome}`,
      ...(payload.status ? [`  status ${payload.status}, valid until ${payload.validUntil}`] : []),
      `  checked ${new Date(Number(payload.iat) * 1000).toISOString()}, reference ${payload.jti}`,
    ].join('\n'),
  );
} catch (error) {
  console.error(`The receipt does not hold: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
