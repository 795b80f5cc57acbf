// The holders' one-click unsubscribe (`/emails/unsubscribe?token=…`, RFC 8058; docs/holders.md,
// "Told in time"), in the portal's function, whose account writes the contacts. The token names the
// registration number, signed with the scheme's key (functions/holders/unsubscribe.js): no sign-in.
//   - POST (a mail program's one click, its body `List-Unsubscribe=One-Click`, or the page's
//     button): the holder is unsubscribed at once, and the answer says so (200, no cookie, no
//     redirect); the page's button is answered with a redirect to the page, which then says so.
//     A post from anywhere is taken (a mail program posts from its own servers): the token is
//     what allows it, and unsubscribing twice changes nothing.
//   - GET (the link opened in a browser): a page with a button that posts, so that a mail
//     program's or a scanner's look at the link stops nothing. It works without JavaScript.
// Every answer is `no-store` and `noindex`; the log names the answer only, never the number.
import { page, inTime, unavailable } from '../../answering.js';
import { contactOf, unsubscribe } from '../../holders/contacts.js';
import { tokenNumber, unsubscribeKey } from '../../holders/unsubscribe.js';
import { emailsPaths } from '../../vocabulary/paths.js';
import { contextOf } from '../context.js';
import { formOf, seeOther, textOf } from '../door/forms.js';
import { onlyMethods } from '../middleware.js';
import { createRouter } from '../router.js';

/** What the page's button posts beside the token, so that its post is answered with the page. */
export const fromPage = 'page';

/**
 * A request's token: in the address, or a form's `token`.
 * @param {import('hono').Context<any>} c
 * @param {Record<string, unknown>} [form]
 */
const tokenOf = (c, form = {}) => c.req.query('token') ?? textOf(form, 'token');

/**
 * The number a token names, if the scheme signed it.
 * @param {import('hono').Context<any>} c
 * @param {string} token
 */
function numberOf(c, token) {
  const key = unsubscribeKey({ demonstration: contextOf(c).allowDemonstration });
  return key ? tokenNumber(key, token) : undefined;
}

/** The page for a link that is not one of the scheme's. */
const invalid = (/** @type {import('hono').Context<any>} */ c) =>
  page(c, 400, 'emails-link-invalid', {});

/** GET: the question, or that it is done already. */
async function question(/** @type {import('hono').Context<any>} */ c) {
  const token = tokenOf(c);
  const number = numberOf(c, token);
  if (!number) return invalid(c);
  const contact = await inTime(c, contactOf(contextOf(c).db, number));
  if (contact === unavailable) return page(c, 503, 'emails-unavailable', {});
  if (!contact || contact.unsubscribedAt) return page(c, 200, 'emails-unsubscribed', { number });
  return page(c, 200, 'emails-unsubscribe', { number, token });
}

/** POST: unsubscribed at once. */
async function stop(/** @type {import('hono').Context<any>} */ c) {
  const form = await formOf(c).catch(() => ({}));
  const token = tokenOf(c, form);
  const number = numberOf(c, token);
  if (!number) return invalid(c);
  const { db, now } = contextOf(c);
  const done = await inTime(
    c,
    contactOf(db, number).then(async (contact) => {
      if (contact && !contact.unsubscribedAt) await unsubscribe(db, number, now());
      return true;
    }),
  );
  if (done === unavailable) return page(c, 503, 'emails-unavailable', {});
  if (textOf(form, 'from') === fromPage)
    return seeOther(`${emailsPaths.unsubscribe}?${new URLSearchParams({ token })}`);
  return page(c, 200, 'emails-unsubscribed', { number });
}

/** The holders' emails' routes (`unsubscribe` in the route table) on a router. */
export function emailsSurface() {
  const emails = createRouter();
  emails.all(
    emailsPaths.unsubscribe,
    onlyMethods(['GET', 'HEAD', 'POST'], (c) => page(c, 405, 'emails-method', {})),
  );
  emails.get(emailsPaths.unsubscribe, question);
  emails.post(emailsPaths.unsubscribe, stop);
  return emails;
}
