// The second factor (docs/decisions.md, "A second factor: TOTP checked on the server"): whoever can
// confirm results or invite people types a code from an authenticator app after the link, once
// per session. The first time, the page shows a new key (a QR code and the key in groups) kept
// sealed in the person's document until a code made from it is typed; codes are limited per
// account, and one code never serves twice (its time step is kept).
import { FieldValue } from 'firebase-admin/firestore';
import {
  checkCode,
  enrolment,
  newSecret,
  openSecret,
  sealSecret,
} from '../../portal/second-factor.js';
import { peopleCollection } from '../../portal/people.js';
import { ukClock } from '../../vocabulary/dates.js';
import { portalPaths } from '../../vocabulary/paths.js';
import { contextOf } from '../context.js';
import { formOf, portalOf, portalPage, seeOther, textOf } from './pages.js';

/** How many codes a person may try in a quarter of an hour. */
const codeTries = { tries: 10, windowMinutes: 15 };

/** What a code's problem is called on the page. */
const problemTexts = {
  missing: 'Type the 6-digit code your authenticator app shows.',
  format: 'The code is 6 digits, as 123456.',
  wrong: 'That code is not right: type the code the app shows now.',
  reused: 'That code has been used: wait for the next one.',
};

/**
 * The enrolment page, with a key kept sealed until a code made from it is typed.
 * @param {import('hono').Context<any>} c
 * @param {number} status
 * @param {string[]} problems
 */
async function enrolPage(c, status, problems) {
  const { db } = contextOf(c);
  const portal = portalOf(c);
  const { person } = c.get('signedIn');
  let secret = person.pendingSecondFactor
    ? openSecret(person.pendingSecondFactor, portal.secretKey)
    : undefined;
  if (!secret) {
    secret = newSecret();
    await db
      .collection(peopleCollection)
      .doc(person.uid)
      .update({ pendingSecondFactor: sealSecret(secret, portal.secretKey) });
  }
  const { qrSvg, secretGroups } = await enrolment({
    secret,
    account: person.email,
    issuer: 'MOTAS providers’ portal',
  });
  return portalPage(c, status, 'portal-enrol', {
    qrCode: `data:image/svg+xml;base64,${Buffer.from(qrSvg).toString('base64')}`,
    secretGroups: secretGroups.join(' '),
    problems,
  });
}

/** GET: the code's form, or the enrolment page the first time. */
export const secondFactorForm = (/** @type {import('hono').Context<any>} */ c) => {
  const { person, secondFactorDone } = c.get('signedIn');
  if (secondFactorDone) return seeOther(portalPaths.home);
  if (!person.secondFactor) return enrolPage(c, 200, []);
  return portalPage(c, 200, 'portal-second-factor', { problems: [] });
};

/** POST: a code typed; the session marked as having passed, and the person sent on. */
export async function secondFactorCode(/** @type {import('hono').Context<any>} */ c) {
  const { db, limiter, now } = contextOf(c);
  const portal = portalOf(c);
  const { person, sessionId } = c.get('signedIn');
  const at = now();
  const refusal = await limiter.countEach(
    [{ kind: 'portal-code', value: person.uid, rule: codeTries }],
    at,
  );
  const enrolling = !person.secondFactor;
  const again = (/** @type {string} */ problem, status = 400) =>
    enrolling
      ? enrolPage(c, status, [problem])
      : portalPage(c, status, 'portal-second-factor', { problems: [problem] });
  if (refusal)
    return again(`Too many codes tried: try again after ${ukClock.format(refusal.endsAt)}.`, 429);
  const sealed = enrolling ? person.pendingSecondFactor : person.secondFactor?.sealed;
  if (!sealed) return enrolPage(c, 200, []);
  const checked = checkCode({
    secret: openSecret(sealed, portal.secretKey),
    code: textOf(await formOf(c), 'code'),
    at,
    lastStep: person.lastStep,
  });
  if (!checked.ok) return again(problemTexts[checked.problem]);
  await db
    .collection(peopleCollection)
    .doc(person.uid)
    .update({
      lastStep: checked.step,
      secondFactorSessions: FieldValue.arrayUnion(sessionId),
      ...(enrolling
        ? {
            secondFactor: { sealed, enrolledAt: at },
            pendingSecondFactor: FieldValue.delete(),
          }
        : {}),
    });
  return seeOther(portalPaths.home);
}
