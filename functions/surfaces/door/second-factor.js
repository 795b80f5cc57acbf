// The second factor at a door (docs/decisions.md, "A second factor: TOTP checked on the server"):
// whoever the door asks it of types a code from an authenticator app after the link, once per
// session. The first time, the page shows a new key (a QR code and the key in groups) kept sealed
// in the person's document until a code made from it is typed; codes are limited per account,
// and one code never serves twice (its time step is kept).
import { FieldValue } from 'firebase-admin/firestore';
import {
  checkCode,
  enrolment,
  newSecret,
  openSecret,
  sealSecret,
} from '../../portal/second-factor.js';
import { ukClock } from '../../vocabulary/dates.js';
import { contextOf } from '../context.js';
import { countedAs, doorOf, signedInPage } from './door.js';
import { formOf, seeOther, textOf } from './forms.js';

/** How many codes a person may try in a quarter of an hour. */
const codeTries = { tries: 10, windowMinutes: 15 };

/** What a code's problem is called on the page. */
const problemTexts = {
  missing: 'Type the 6-digit code your authenticator app shows.',
  format: 'The code is 6 digits, as 123456.',
  wrong: 'That code is not right: type the code the app shows now.',
  reused: 'That code has been used: wait for the next one.',
};

/** The key second factors are sealed with. */
const secretKeyOf = (/** @type {import('hono').Context<any>} */ c) =>
  /** @type {NonNullable<import('../context.js').SurfaceContext['portal']>} */ (contextOf(c).portal)
    .secretKey;

/**
 * The enrolment page, with a key kept sealed until a code made from it is typed.
 * @param {import('hono').Context<any>} c
 * @param {number} status
 * @param {string[]} problems
 */
async function enrolPage(c, status, problems) {
  const { db } = contextOf(c);
  const door = doorOf(c);
  const key = secretKeyOf(c);
  const { person } = c.get('signedIn');
  let secret = person.pendingSecondFactor ? openSecret(person.pendingSecondFactor, key) : undefined;
  if (!secret) {
    secret = newSecret();
    await db
      .collection(door.collection)
      .doc(person.uid)
      .update({ pendingSecondFactor: sealSecret(secret, key) });
  }
  const { qrSvg, secretGroups } = await enrolment({
    secret,
    account: person.email,
    issuer: door.issuer,
  });
  return signedInPage(c, status, 'enrol', {
    qrCode: `data:image/svg+xml;base64,${Buffer.from(qrSvg).toString('base64')}`,
    secretGroups: secretGroups.join(' '),
    problems,
  });
}

/** GET: the code's form, or the enrolment page the first time. */
export const secondFactorForm = (/** @type {import('hono').Context<any>} */ c) => {
  const { person, secondFactorDone } = c.get('signedIn');
  if (secondFactorDone) return seeOther(doorOf(c).paths.home);
  if (!person.secondFactor) return enrolPage(c, 200, []);
  return signedInPage(c, 200, 'secondFactor', { problems: [] });
};

/** POST: a code typed; the session marked as having passed, and the person sent on. */
export async function secondFactorCode(/** @type {import('hono').Context<any>} */ c) {
  const { db, limiter, now } = contextOf(c);
  const door = doorOf(c);
  const { person, sessionId } = c.get('signedIn');
  const at = now();
  const refusal = await limiter.countEach(
    [{ kind: 'portal-code', value: countedAs(door, person.uid), rule: codeTries }],
    at,
  );
  const enrolling = !person.secondFactor;
  const again = (/** @type {string} */ problem, status = 400) =>
    enrolling
      ? enrolPage(c, status, [problem])
      : signedInPage(c, status, 'secondFactor', { problems: [problem] });
  if (refusal)
    return again(`Too many codes tried: try again after ${ukClock.format(refusal.endsAt)}.`, 429);
  const sealed = enrolling ? person.pendingSecondFactor : person.secondFactor?.sealed;
  if (!sealed) return enrolPage(c, 200, []);
  const checked = checkCode({
    secret: openSecret(sealed, secretKeyOf(c)),
    code: textOf(await formOf(c), 'code'),
    at,
    lastStep: person.lastStep,
  });
  if (!checked.ok) return again(problemTexts[checked.problem]);
  await db
    .collection(door.collection)
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
  return seeOther(door.paths.home);
}
