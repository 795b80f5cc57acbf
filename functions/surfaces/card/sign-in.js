// Signing in to the holder's card (docs/holders.md): the registration number and the email address
// typed; if the register's contact for that number is that address, a sign-in link is emailed to it
// (functions/holders/outbox.js, once per link); the page says the same either way, so nobody learns
// whose address it is. The link opens a page whose "Sign in" button posts its code: a mail scanner
// that fetches the link signs nobody in. The code is spent in a transaction that makes the session
// (functions/holders/card-sessions.js). Links are limited per client, per address and per number,
// whether or not they match; posts of a code per client.
import { page } from '../../answering.js';
import { clientOf } from '../../client-address.js';
import { endSessions, isSecret, newLink, spendLink } from '../../holders/card-sessions.js';
import { contactOf, sameEmail } from '../../holders/contacts.js';
import { tell } from '../../holders/outbox.js';
import { cardLimits, linkMinutes, signInAnswerMs, signInEmail } from '../../vocabulary/card.js';
import { ukClock } from '../../vocabulary/dates.js';
import { emailPattern, maxEmailLength } from '../../vocabulary/emails.js';
import { cardPaths } from '../../vocabulary/paths.js';
import { normaliseNumber, numberPattern } from '../../vocabulary/registration-numbers.js';
import { contextOf } from '../context.js';
import { seeOther } from '../door/forms.js';
import { formFields } from '../form-body.js';
import { cardCookieHeader, holderOf } from './session.js';

/** The largest sign-in form read: two short fields, or a code. */
const maxFormBytes = 2048;

/** What each field's problem is called on the page. */
const problemTexts = {
  numberMissing: 'Enter your registration number, as on your card: two letters and six digits.',
  numberFormat: 'A registration number is two letters and six digits, as MO123456.',
  emailMissing: 'Enter the email address you gave your training provider, as name@example.org',
  emailFormat: 'That is not an email address: write it as name@example.org',
};

/**
 * The fields of a form, or an empty set for a body that is none (too large, or of another type).
 * @param {import('hono').Context<any>} c
 */
async function fieldsOf(c) {
  const form = await formFields(c, maxFormBytes).catch(() => undefined);
  return form instanceof URLSearchParams ? form : new URLSearchParams();
}

/** The client's address, as the limits count it. */
const clientOfRequest = (/** @type {import('hono').Context<any>} */ c) =>
  c.env?.incoming ? clientOf(c.env.incoming) : 'unknown';

/**
 * Counts a try against `rules`: the page that refuses it, past any, else undefined.
 * @param {import('hono').Context<any>} c
 * @param {{ kind: import('../../counting/limiter.js').PortalCounter, value: string, rule: { tries: number, windowMinutes: number } }[]} rules
 */
async function limited(c, rules) {
  const { limiter, now } = contextOf(c);
  const at = now();
  const refusal = await limiter.countEach(rules, at);
  if (!refusal) return undefined;
  const seconds = Math.max(1, Math.ceil((refusal.endsAt.getTime() - at.getTime()) / 1000));
  const answer = page(c, 429, 'card-limited', { retryAt: ukClock.format(refusal.endsAt) });
  answer.headers.set('Retry-After', String(seconds));
  return answer;
}

/** The site's address a link or a code points to: its own on an emulator, the site's in the cloud. */
export const siteOrigin = (/** @type {import('hono').Context<any>} */ c) => {
  const { allowDemonstration, answers } = contextOf(c);
  return allowDemonstration || !answers.siteUrl ? new URL(c.req.url).origin : answers.siteUrl;
};

/** GET: the sign-in form, saying why it is shown again (a session ended, or signed out). */
export const signInForm = (/** @type {import('hono').Context<any>} */ c) =>
  page(c, 200, 'card-sign-in', {
    number: '',
    email: '',
    problems: [],
    numberProblem: [],
    emailProblem: [],
    notices: [
      ...(c.req.query('ended') !== undefined ? ['Your session has ended: sign in again.'] : []),
      ...(c.req.query('out') !== undefined ? ['You have signed out.'] : []),
    ],
  });

/**
 * What was typed, read: the number and address, or the problems to name.
 * @param {URLSearchParams} form
 */
function readSignIn(form) {
  const typed = {
    number: (form.get('number') ?? '').slice(0, 100),
    email: (form.get('email') ?? '').trim().slice(0, 300),
  };
  const number = normaliseNumber(typed.number);
  const email = typed.email;
  const numberProblem = !number
    ? problemTexts.numberMissing
    : numberPattern.test(number)
      ? undefined
      : problemTexts.numberFormat;
  const emailProblem = !email
    ? problemTexts.emailMissing
    : email.length <= maxEmailLength && emailPattern.test(email)
      ? undefined
      : problemTexts.emailFormat;
  return { typed, number, email, numberProblem, emailProblem };
}

/**
 * The sign-in email's text and HTML, with the link.
 * @param {string} number
 * @param {string} link
 */
function emailOf(number, link) {
  const lines = signInEmail.lines.map((line) =>
    line.replace('{{number}}', number).replace('{{link}}', link),
  );
  const escape = (/** @type {string} */ text) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const html = signInEmail.lines
    .map((line) =>
      line === '{{link}}'
        ? `<p><a href="${escape(link)}">${escape(link)}</a></p>`
        : `<p>${escape(line.replace('{{number}}', number))}</p>`,
    )
    .join('\n');
  return { subject: signInEmail.subject, text: `${lines.join('\n\n')}\n`, html };
}

/**
 * POST: a link sent, if the register's contact for the number is the address typed; the same page
 * either way, never sooner than `signInAnswerMs` after the request came, so that how long it took
 * does not say whether the address is the register's either.
 */
export async function sendLink(/** @type {import('hono').Context<any>} */ c) {
  const started = performance.now();
  const { typed, number, email, numberProblem, emailProblem } = readSignIn(await fieldsOf(c));
  if (numberProblem || emailProblem)
    return page(c, 400, 'card-sign-in', {
      ...typed,
      problems: [numberProblem, emailProblem].filter((problem) => problem !== undefined),
      numberProblem: numberProblem ? [numberProblem] : [],
      emailProblem: emailProblem ? [emailProblem] : [],
      notices: [],
    });
  const refusal = await limited(c, [
    { kind: 'card-client', value: clientOfRequest(c), rule: cardLimits.linksPerClient },
    { kind: 'card-address', value: email.toLowerCase(), rule: cardLimits.linksPerAddress },
    { kind: 'card-number', value: number, rule: cardLimits.linksPerNumber },
  ]);
  if (refusal) return refusal;
  const { db, now, log } = contextOf(c);
  const contact = await contactOf(db, number);
  if (contact && sameEmail(contact.email, email)) {
    const { code, hash } = await newLink(db, { number, email: contact.email, now: now() });
    const sent = await tell(db, {
      key: `sign-in:${hash}`,
      number,
      kind: 'sign-in',
      to: contact.email,
      ...emailOf(number, `${siteOrigin(c)}${cardPaths.link}?code=${code}`),
    });
    // Never the number or the address: only that a link could not go.
    if (!sent.sent) log({ card: 'link-not-sent' });
  }
  const left = started + signInAnswerMs - performance.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  return page(c, 200, 'card-link-sent', {});
}

/** GET: the link opened: a button that spends its code. */
export const linkForm = (/** @type {import('hono').Context<any>} */ c) => {
  const code = c.req.query('code');
  return isSecret(code)
    ? page(c, 200, 'card-link', { code: String(code), problems: [] })
    : page(c, 400, 'card-link', {
        code: '',
        problems: ['This is not a whole sign-in link: copy all of it, or ask for a new one.'],
      });
};

/** Why a code could not be spent, in words. */
const spentTexts = {
  unknown: 'This sign-in link is not one we sent, or not all of it: ask for a new one.',
  used: 'This sign-in link has been used: each works once. Ask for a new one.',
  expired: `This sign-in link has expired: each works for ${linkMinutes} minutes. Ask for a new one.`,
  moved: 'The register no longer holds the address this link went to: ask for a new one.',
};

/** POST: the link's code spent, a session made, and the holder sent to their card. */
export async function finishSignIn(/** @type {import('hono').Context<any>} */ c) {
  const code = (await fieldsOf(c)).get('code') ?? '';
  const refusal = await limited(c, [
    { kind: 'card-spend', value: clientOfRequest(c), rule: cardLimits.spendsPerClient },
  ]);
  if (refusal) return refusal;
  const { db, now } = contextOf(c);
  const spent = isSecret(code)
    ? await spendLink(db, code, now())
    : { refused: /** @type {const} */ ('unknown') };
  if ('refused' in spent)
    return page(c, 400, 'card-link', { code: '', problems: [spentTexts[spent.refused]] });
  return seeOther(cardPaths.card, { 'Set-Cookie': cardCookieHeader(c, spent.session) });
}

/** POST: signed out: this session, or (`everywhere`) every session of the number, ended. */
export async function signOut(/** @type {import('hono').Context<any>} */ c) {
  const { number, session } = holderOf(c);
  const everywhere = (await fieldsOf(c)).get('everywhere') === 'yes';
  await endSessions(contextOf(c).db, session, { number, everywhere });
  return seeOther(`${cardPaths.signIn}?out`, { 'Set-Cookie': cardCookieHeader(c) });
}
