// The holder's own card (docs/holders.md, "The holder's card"): how long a sign-in link, a session
// and a card's code last, how often a link may be asked for, and the few words the function writes
// itself (the sign-in email, and the live code's little document, which is no page of the site).
// Pure data: the site, the function and the tests read it.

/** How long a sign-in link works, once: a quarter of an hour. */
export const linkMinutes = 15;

/**
 * How long a holder stays signed in on a device: 30 days, fixed from the sign-in (never renewed by
 * use). A card is carried on a phone and shown on a site with no signal to spare for an email;
 * signing out ends it at once, and the card's code lives only `codeSeconds` (docs/decisions.md).
 */
export const sessionDays = 30;

/** How long a card's code (the QR's token) verifies as fresh after it is made. */
export const codeSeconds = 90;

/** How often the card's code is made again: its little document asks the browser to reload it. */
export const codeRefreshSeconds = 30;

/**
 * How often a sign-in link may be asked for, each in a fixed window: per client address, per email
 * address typed and per registration number typed (whoever asks, matched or not); and how often a
 * client may post a link's code. Past any, the page says when to come back. A session needs a link,
 * so the links per number bound a number's sessions too.
 */
export const cardLimits = {
  linksPerClient: { tries: 10, windowMinutes: 15 },
  linksPerAddress: { tries: 3, windowMinutes: 60 },
  linksPerNumber: { tries: 3, windowMinutes: 60 },
  spendsPerClient: { tries: 20, windowMinutes: 15 },
};

/**
 * How long the answer to a link's request takes at least, matched or not: making a link and handing
 * its email to the mail server takes a few hundred milliseconds that a request for an address the
 * register does not hold would not, which would tell whose address it is. Every answer waits until
 * this long after the request came (docs/decisions.md, "The holder's card").
 */
export const signInAnswerMs = 1500;

/**
 * The sign-in email: its subject, and its text and HTML around the link (`{{link}}`) and the
 * number (`{{number}}`). The function fills them; nothing else of the holder's is in it.
 */
export const signInEmail = {
  subject: 'Your sign-in link for your MOTAS card',
  lines: [
    'Someone, we hope you, asked to sign in to the MOTAS card of registration number {{number}}.',
    `Open this link on the phone you show your card on, then press “Sign in”. It works once, for ${linkMinutes} minutes:`,
    '{{link}}',
    'If you did not ask for it, ignore this email: nobody can sign in without the link.',
  ],
};

/** The words of the live code's little document (functions/surfaces/card/code.js). */
export const codeWords = {
  title: 'Your card’s live code',
  qrLabel: 'QR code: your card’s live code, for the verify page',
  madeAt: 'Made at',
  ended: 'Signed out: open your card again to show a code.',
  noCode: 'No code: this registration cannot be shown as valid.',
};
