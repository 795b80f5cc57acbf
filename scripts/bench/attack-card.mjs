// The holder's card attacked (issue 54, docs/holders.md), on the local stack: what a caller gets
// who floods the sign-in with links for one address or one number, spends a sign-in link twice,
// names another number in the card's address, and brings the verify page a card's code that is
// stale (a real one replayed after its 90 seconds), whose number was changed (the signature kept),
// or signed again with another key (under its own key id, and under the scheme's). Each try prints
// what every request got: its status and the page's heading.
//   npm run attack:card [-- --no-wait] [--site URL]
// starts the local stack itself (a Firestore emulator of its own and `scripts/serve/serve.mjs`,
// with an SMTP server of this script's own, whose messages it reads), after a build. `--no-wait`
// skips the stale replay, which waits out a code's life; `--site` attacks a stack already running
// (its emails are not read then: the link's tries are skipped).
import { parseArgs } from 'node:util';
import { SignJWT, decodeJwt, importJWK } from 'jose';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { generateReceiptKey } from '../../functions/receipts.js';
import { cardLimits, codeSeconds } from '../../functions/vocabulary/card.js';
import { cardPaths } from '../../functions/vocabulary/paths.js';
import { demonstrationHolders } from '../operators/demo.mjs';
import { startLocalStack } from '../serve/local-stack.mjs';
import { startMailServer } from '../../functions/testing/mail-server.js';

const usage = `Usage: npm run attack:card [-- OPTIONS]

Tries the holder's card's sign-in and its code on the local stack (built first: npm run build),
and prints what every try got (docs/holders.md, "The card attacked").

  --no-wait   skip the stale replay (it waits ${codeSeconds} seconds for a code to go stale)
  --site URL  attack a stack already running there (the sign-in link's tries are skipped)
  --help      this`;

const { values } = parseArgs({
  options: {
    'no-wait': { type: 'boolean', default: false },
    site: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}

/** The header the local stack reads a request's visitor from: each try a machine of its own. */
const visitorHeader = 'x-attack-visitor';
let machines = 0;
const newMachine = () => `2001:db8:a77:${(++machines).toString(16)}::1`;

/** Ada Example, who signs in; Jo Specimen, whose address and number the floods ask for. */
const [ada, jo] =
  /** @type {[{ number: string, email: string }, { number: string, email: string }]} */ (
    /** @type {unknown} */ (demonstrationHolders)
  );

/**
 * One request; its status, headers and the page's heading (its h1, or the frame's line).
 * @param {string} origin
 * @param {string} path
 * @param {{ form?: Record<string, string>, cookie?: string, visitor?: string }} [options]
 */
async function send(origin, path, { form, cookie, visitor = newMachine() } = {}) {
  const response = await fetch(`${origin}${path}`, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: {
      [visitorHeader]: visitor,
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(cookie ? { cookie: `__session=${cookie}` } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  const text = await response.text();
  const heading = (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(text)?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .trim();
  return { status: response.status, headers: response.headers, text, heading };
}

/**
 * What a list of answers got, as one line: each distinct status and heading with how many.
 * @param {{ status: number, heading: string }[]} answers
 */
function got(answers) {
  /** @type {string[]} */
  const runs = [];
  let last = '';
  let count = 0;
  for (const { status, heading } of answers) {
    const now = `${status} ${heading || '(redirect)'}`;
    if (now === last) count += 1;
    else {
      if (count) runs.push(`${count} × ${last}`);
      [last, count] = [now, 1];
    }
  }
  if (count) runs.push(`${count} × ${last}`);
  return runs.join(', then ');
}

/** The address a card's code frame holds, read from its QR code's pixels. */
async function codeAddress(/** @type {string} */ html) {
  const base64 = /src="data:image\/svg\+xml;base64,([^"]+)"/.exec(html)?.[1];
  if (!base64) return '';
  const { data, info } = await sharp(Buffer.from(base64, 'base64'), { density: 288 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? '';
}

/** @type {[string, string][]} */
const rows = [];
/** @param {string} what @param {string} result */
const report = (what, result) => {
  rows.push([what, result]);
  console.log(`${what}\n    ${result}`);
};

/**
 * Floods the sign-in: many links for one address (each for another number, from another
 * machine), for one number (each to another address, from another machine), and from one machine.
 * @param {string} origin
 */
async function floods(origin) {
  const tries = 10;
  const byAddress = [];
  for (let i = 0; i < tries; i++)
    byAddress.push(
      await send(origin, cardPaths.signIn, {
        form: { number: `ZZ9000${String(i).padStart(2, '0')}`, email: jo.email },
      }),
    );
  report(
    `${tries} links asked for one address (${jo.email}), each for another number, from another machine (limit ${cardLimits.linksPerAddress.tries} an hour)`,
    got(byAddress),
  );
  const byNumber = [];
  for (let i = 0; i < tries; i++)
    byNumber.push(
      await send(origin, cardPaths.signIn, {
        form: { number: jo.number, email: `guess${i}@example.test` },
      }),
    );
  report(
    `${tries} links asked for one number (${jo.number}), each to another address, from another machine (limit ${cardLimits.linksPerNumber.tries} an hour)`,
    got(byNumber),
  );
  const visitor = newMachine();
  const byClient = [];
  for (let i = 0; i < tries + 2; i++)
    byClient.push(
      await send(origin, cardPaths.signIn, {
        form: { number: `ZZ8000${String(i).padStart(2, '0')}`, email: `client${i}@example.test` },
        visitor,
      }),
    );
  report(
    `${tries + 2} links asked from one machine, each for another number and address (limit ${cardLimits.linksPerClient.tries} a quarter of an hour)`,
    got(byClient),
  );
}

/**
 * The link's tries: a link for Ada, fetched twice (a mail scanner), spent, then spent again.
 * Resolves to the session it made.
 * @param {string} origin
 * @param {Awaited<ReturnType<typeof startMailServer>>} mail
 */
async function linkTwice(origin, mail) {
  const timed = async (/** @type {Record<string, string>} */ form) => {
    const started = performance.now();
    const answer = await send(origin, cardPaths.signIn, { form });
    return { ...answer, ms: performance.now() - started };
  };
  // Warm, then the one that matches between two that do not: how long each took.
  await timed({ number: 'ZZ999999', email: 'warm@example.test' });
  const wrongAddress = await timed({ number: ada.number, email: 'not.ada@example.test' });
  const asked = await timed({ number: ada.number, email: ada.email });
  const wrongNumber = await timed({ number: 'ZZ000002', email: ada.email });
  report(
    'the same answer whether or not the number and address match, and how long each took',
    `${got([wrongAddress, asked, wrongNumber])}; the same page: ${new Set([wrongAddress, asked, wrongNumber].map((a) => a.text)).size === 1 ? 'yes' : 'no'}; ${Math.round(wrongAddress.ms)} ms (another address), ${Math.round(asked.ms)} ms (the holder's: a link made and emailed), ${Math.round(wrongNumber.ms)} ms (another number)`,
  );
  const message = await mail.next((m) => m.to.includes(ada.email));
  const code = /\/card\/link\?code=([\w-]+)/.exec(message.text)?.[1] ?? '';
  const fetched = [
    await send(origin, `${cardPaths.link}?code=${code}`),
    await send(origin, `${cardPaths.link}?code=${code}`),
  ];
  report(
    'a sign-in link asked for, then opened twice (as a mail scanner would)',
    `${got([asked])}; opened: ${got(fetched)}; a session cookie set: ${fetched.some((f) => f.headers.get('set-cookie')) ? 'yes' : 'no'}`,
  );
  const first = await send(origin, cardPaths.link, { form: { code } });
  const again = await send(origin, cardPaths.link, { form: { code } });
  const session = /__session=([\w-]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  report(
    'the same sign-in link spent twice',
    `first: ${first.status} to ${first.headers.get('location')} (session ${session ? 'made' : 'not made'}); again: ${again.status} ${again.heading}, “${/has been used[^<.]*/.exec(again.text)?.[0] ?? ''}”, session ${again.headers.get('set-cookie') ? 'made' : 'not made'}`,
  );
  return session;
}

/**
 * The code's tries on the verify page: fresh, the number changed, signed again with another key,
 * the kind changed, and (unless --no-wait) the same code replayed after its life.
 * @param {string} origin
 * @param {string} session
 */
async function codes(origin, session) {
  const other = await send(origin, `${cardPaths.card}?number=${jo.number}`, { cookie: session });
  report(
    `Ada’s session, the card’s address naming Jo’s number (${cardPaths.card}?number=${jo.number})`,
    `${other.status} ${other.heading}: shows ${other.text.includes(ada.number) ? ada.number : '?'}; ${jo.number} ${other.text.includes(jo.number) ? 'shown' : 'nowhere on the page'}`,
  );
  const frame = await send(origin, cardPaths.code, { cookie: session });
  const address = await codeAddress(frame.text);
  const token = new URL(address).searchParams.get('receipt') ?? '';
  const claims = decodeJwt(token);
  const verify = (/** @type {string} */ code) => send(origin, `/verify/result?receipt=${code}`);
  report(
    `a real code from Ada’s card (${token.length} characters, sub ${claims.sub}, life ${Number(claims.exp) - Number(claims.iat)} s), at once`,
    got([await verify(token)]),
  );
  const [header = '', , signature = ''] = token.split('.');
  const edited = Buffer.from(JSON.stringify({ ...claims, sub: jo.number })).toString('base64url');
  report(
    `the same code, its number changed to ${jo.number}, the signature kept`,
    got([await verify(`${header}.${edited}.${signature}`)]),
  );
  const key = await generateReceiptKey();
  const schemeKid = /** @type {string} */ (
    JSON.parse(Buffer.from(header, 'base64url').toString()).kid
  );
  const resigned = [];
  for (const kid of [key.kid, schemeKid])
    resigned.push(
      await verify(
        await new SignJWT({ ...claims, sub: jo.number })
          .setProtectedHeader({ alg: 'ES256', kid, typ: 'motas-card+jwt' })
          .sign(await importJWK(key, 'ES256')),
      ),
    );
  report(
    `the code, its number changed, signed again with another key: under that key's id, then under the scheme's`,
    got(resigned),
  );
  const asReceipt = Buffer.from(
    JSON.stringify({
      ...JSON.parse(Buffer.from(header, 'base64url').toString()),
      typ: 'motas-receipt+jwt',
    }),
  ).toString('base64url');
  report(
    'the code’s header changed to a receipt’s (typ motas-receipt+jwt), the signature kept',
    got([await verify(`${asReceipt}.${token.split('.')[1]}.${signature}`)]),
  );
  if (values['no-wait'])
    return report('the real code replayed after its life', 'skipped (--no-wait)');
  const wait = Number(claims.exp) * 1000 - Date.now() + 1000;
  console.log(`(waiting ${Math.round(wait / 1000)} s for the code to go stale)`);
  await new Promise((resolve) => setTimeout(resolve, wait));
  const stale = await verify(token);
  report(
    `the real code replayed ${Math.round(Date.now() / 1000 - Number(claims.iat))} s after it was made`,
    `${got([stale])}: “${/made at [^<]*ago/.exec(stale.text)?.[0] ?? ''}”; ${ada.number} ${stale.text.includes(ada.number) ? 'shown' : 'nowhere on the page'}`,
  );
}

const mail = values.site ? undefined : await startMailServer();
if (mail) process.env.SMTP_URL = mail.url;
const stack = values.site
  ? undefined
  : await startLocalStack({ visitorHeader, functionPort: false });
const origin = values.site ?? /** @type {NonNullable<typeof stack>} */ (stack).origin;
try {
  console.log(`The holder's card attacked on ${origin}\n`);
  if (mail) {
    const session = await linkTwice(origin, mail);
    const before = mail.messages.length;
    await floods(origin);
    // Wait for any email a flood's request would have sent.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    report(
      'emails sent by the 32 links the floods asked for (none names a number with that address)',
      String(mail.messages.length - before),
    );
    await codes(origin, session);
  } else await floods(origin);
  console.log('\n| Try | What it got |\n| --- | --- |');
  for (const [what, result] of rows) console.log(`| ${what} | ${result} |`);
} finally {
  await stack?.stop();
  await mail?.stop();
}
