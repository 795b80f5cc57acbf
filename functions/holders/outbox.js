// The holders' emails, each sent at most once (docs/holders.md). Before an email is handed to the
// mail server, `holderMail/{key}` is made in a transaction: a second `tell` of the same key (a
// retry, a second run of the reminders, two requests at once) finds it and sends nothing. The
// document is the send's entry in the trail: the record's number, the kind of email, when, and
// how it went; never the address, never the words. A send the mail server refused (or that no
// server took) is marked `failed`, and the next `tell` of its key tries again; one the server
// took is never sent again, even if marking it `sent` failed after (at most once, not at least).
import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';

export const mailCollection = 'holderMail';

/** Who the holders' emails are from, unless `MAIL_FROM` says. */
export const defaultFrom = 'MOTAS register <register@motas.org.uk>';

/**
 * @typedef {{ key: string, number: string, kind: string, to: string, subject: string,
 *   text: string, html: string, unsubscribe?: string }} Email
 * One email to a holder: `key` names the event it tells of (one email per key, ever); `kind`, what
 * it tells (`entered`, `confirmed`, `suspended`, `removed`, `ending-90`, `sign-in`…);
 * `unsubscribe`, the one-click address (RFC 8058) for the List-Unsubscribe headers.
 */

/**
 * The mail server's transport: nodemailer to `SMTP_URL` (smtp://host:port, or smtps://user:pass@host),
 * or undefined when none is set.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function mailTransport(env = process.env) {
  return env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : undefined;
}

/**
 * The document's id for a key: the key itself when Firestore takes it, else its hash.
 * @param {string} key
 */
export const mailId = (key) =>
  /^[\w.:@-]{1,500}$/.test(key) && !key.startsWith('__')
    ? key
    : `h-${createHash('sha256').update(key).digest('base64url')}`;

/**
 * Sends one email unless its key was sent (or is being sent) before.
 * @param {import('firebase-admin/firestore').Firestore} db the registers' database
 * @param {Email} email
 * @param {{ transport?: import('nodemailer').Transporter, from?: string, now?: () => Date }} [options]
 * @returns {Promise<{ sent: boolean, already: boolean, error?: string }>}
 */
export async function tell(db, email, options = {}) {
  const { transport = mailTransport(), from = process.env.MAIL_FROM ?? defaultFrom } = options;
  const now = options.now ?? (() => new Date());
  const ref = db.collection(mailCollection).doc(mailId(email.key));
  const claimed = await db.runTransaction(async (transaction) => {
    const data = (await transaction.get(ref)).data();
    if (data && data.state !== 'failed') return false;
    transaction.set(ref, {
      key: email.key,
      number: email.number,
      kind: email.kind,
      state: 'sending',
      at: now(),
      tries: (data?.tries ?? 0) + 1,
    });
    return true;
  });
  if (!claimed) return { sent: false, already: true };
  try {
    if (!transport) throw new Error('no mail server: set SMTP_URL');
    const sent = await transport.sendMail({
      from,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      ...(email.unsubscribe
        ? {
            headers: {
              'List-Unsubscribe': `<${email.unsubscribe}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          }
        : {}),
    });
    await ref.update({ state: 'sent', sentAt: now(), messageId: sent.messageId ?? '' });
    return { sent: true, already: false };
  } catch (caught) {
    const error = caught instanceof Error ? caught.message : String(caught);
    await ref.update({ state: 'failed', failedAt: now(), error: error.slice(0, 200) });
    return { sent: false, already: false, error };
  }
}

/**
 * @typedef {{ key: string, number: string, kind: string, state: string, at: Date,
 *   sentAt?: Date, tries: number }} MailEntry
 */

/**
 * The emails sent (or tried) to a record's holder, newest first: the trail of what they were told.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} number
 * @returns {Promise<MailEntry[]>}
 */
export async function mailOf(db, number) {
  const snapshot = await db.collection(mailCollection).where('number', '==', number).get();
  return snapshot.docs
    .map((doc) => {
      const data = doc.data();
      return /** @type {MailEntry} */ ({
        ...data,
        at: data.at.toDate(),
        ...(data.sentAt ? { sentAt: data.sentAt.toDate() } : {}),
      });
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}
