// The holders' reminders' run at the scheme's size (functions/holders/reminders.js): `--records`
// operators (10,000) on a Firestore emulator of its own, each holder with an address, and a share
// of them due (`--due`, 300: a third 90 days out, a third 30, a third ended this week), beside 50
// suspended and 50 unsubscribed whose registrations end within 90 days too (never told) and the
// rest ending later; a real SMTP server on loopback taking every email. Then the run as staff and
// the daily schedule run it (`npm run operators -- reminders`, a process of its own, timed from
// start to exit), twice: the first must send exactly the due and no other, the second nothing.
// The records and contacts are written directly in the store's own format (one version each,
// the register's pointer at it), as the registers' bench writes its trail: only reading is
// measured. Fails unless the run takes under `--budget` seconds (60).
//   npm run bench -- --reminders [--records 10000] [--due 300] [--budget 60]
import { execFile } from 'node:child_process';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { Timestamp } from 'firebase-admin/firestore';
import { contactsCollection } from '../../functions/holders/contacts.js';
import { mailCollection } from '../../functions/holders/outbox.js';
import { providerRegister } from '../../functions/providers.js';
import { operatorsCollection, registersCollection } from '../../functions/register.js';
import { storePlainRecords } from '../../functions/registers/store.js';
import { surnameKey } from '../../functions/vocabulary/check-input.js';
import { ukToday } from '../../functions/vocabulary/dates.js';
import { ensureHolderEmails } from '../build/holder-emails.mjs';
import { withFirestore } from '../registers/firestore.mjs';
import { startFirestoreEmulator } from '../serve/firestore-emulator.mjs';
import { startMailServer } from '../../functions/testing/mail-server.js';
import { localProjectId, root } from '../project.mjs';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--reminders'),
  options: {
    records: { type: 'string', default: '10000' },
    due: { type: 'string', default: '300' },
    budget: { type: 'string', default: '60' },
  },
});
const size = Number(values.records);
const due = Number(values.due);
const numberOf = (/** @type {number} */ i) => `ZZ5${String(i).padStart(5, '0')}`;
const today = ukToday();
/** The ISO day `days` from today. */
const dayFrom = (/** @type {number} */ days) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const providers = Array.from({ length: 20 }, (_, i) => `ZZ${String(9000 + i)}`);

/**
 * The `i`th holder's last day and standing: the first `due` due (a third each kind), then 50
 * suspended and 50 unsubscribed ending within 90 days, then the rest ending 120 days to four
 * years out.
 * @param {number} i
 */
function holderOf(i) {
  const third = Math.ceil(due / 3);
  if (i < due)
    return { validUntil: dayFrom(i < third ? 60 : i < 2 * third ? 15 : -3), kind: 'due' };
  if (i < due + 50) return { validUntil: dayFrom(45), kind: 'suspended' };
  if (i < due + 100) return { validUntil: dayFrom(45), kind: 'unsubscribed' };
  return { validUntil: dayFrom(120 + (i % 1400)), kind: 'later' };
}

/**
 * Loads the providers, the operators and their contacts.
 * @param {import('firebase-admin/firestore').Firestore} db
 */
async function seed(db) {
  await storePlainRecords(
    db,
    providerRegister,
    providers.map((number) => ({
      fields: {
        number,
        name: `Bench Training ${number}`,
        status: 'accredited',
        accreditedUntil: dayFrom(900),
        categories: ['CB'],
        centres: [],
        siteAreas: ['LS'],
        phone: '0113 496 0000',
        email: `office@${number.toLowerCase()}.example`,
        website: `https://${number.toLowerCase()}.example/`,
      },
    })),
  );
  const writer = db.bulkWriter({ throttling: false });
  const at = Timestamp.now();
  for (let i = 0; i < size; i++) {
    const number = numberOf(i);
    const { validUntil, kind } = holderOf(i);
    writer.set(db.collection(operatorsCollection).doc(number), {
      latest: 1,
      changedIn: [1],
      versions: {
        1: {
          registrationNumber: number,
          givenNames: 'Bench',
          surname: `Holder${i}`,
          surnameKey: surnameKey(`Holder${i}`),
          validUntil,
          suspended: kind === 'suspended',
          categories: ['CB'],
          photo: `${number}-1`,
          provider: providers[i % providers.length],
        },
      },
    });
    writer.set(db.collection(contactsCollection).doc(number), {
      email: `holder.${number.toLowerCase()}@example.test`,
      consent: { at, by: 'the bench', via: 'import' },
      deleteAt: Timestamp.fromMillis(Date.parse(`${validUntil}T00:00:00Z`) + 365 * 86_400_000),
      ...(kind === 'unsubscribed' ? { unsubscribedAt: at } : {}),
    });
  }
  await writer.close();
  await db.collection(registersCollection).doc(operatorsCollection).set({ current: 1, claimed: 1 });
}

/**
 * `npm run operators -- reminders`, as staff run it: a process of its own, its time from start to
 * exit, and what it printed.
 * @param {string} host the emulator's
 * @param {string} smtp the mail server's address
 */
async function reminders(host, smtp) {
  const started = performance.now();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(root, 'scripts/registers/admin.mjs'), 'operators', 'reminders'],
    { env: { ...process.env, FIRESTORE_EMULATOR_HOST: host, SMTP_URL: smtp }, cwd: root },
  );
  return { seconds: (performance.now() - started) / 1000, said: stdout.trim() };
}

const emulator = await startFirestoreEmulator();
const mail = await startMailServer();
try {
  await ensureHolderEmails();
  let started = performance.now();
  await withFirestore({ projectId: localProjectId, emulatorHost: emulator.host }, seed);
  console.log(
    `${size.toLocaleString('en-GB')} operators and their contacts loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const first = await reminders(emulator.host, mail.url);
  // Every email the server took, by address: exactly the due, once each.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const expected = new Set(
    Array.from({ length: due }, (_, i) => `holder.${numberOf(i).toLowerCase()}@example.test`),
  );
  const received = mail.messages.map((message) => String(message.to[0]));
  const exact =
    received.length === expected.size && received.every((address) => expected.has(address));
  started = performance.now();
  const second = await reminders(emulator.host, mail.url);
  const sentAgain = mail.messages.length - received.length;
  const trail = await withFirestore(
    { projectId: localProjectId, emulatorHost: emulator.host },
    async (db) => (await db.collection(mailCollection).count().get()).data().count,
  );
  console.log(`\nfirst run, ${first.seconds.toFixed(2)} s:\n${first.said}`);
  console.log(`\nsecond run, ${second.seconds.toFixed(2)} s:\n${second.said}`);
  console.log(
    `\nthe mail server took ${received.length} emails in the first run (${exact ? 'exactly the due, once each' : 'NOT exactly the due'}), ${sentAgain} in the second; ${trail} in the trail`,
  );
  const budget = Number(values.budget);
  const problems = [
    ...(exact ? [] : ['the first run did not send exactly the due']),
    ...(sentAgain ? ['the second run sent again'] : []),
    ...[first, second]
      .filter((run) => run.seconds >= budget)
      .map((run) => `a run took ${run.seconds.toFixed(1)} s, over ${budget} s`),
  ];
  if (problems.length) {
    console.error(`\n✖ ${problems.join('; ')}`);
    process.exitCode = 1;
  } else console.log(`\n✔ both runs under ${budget} s; only the due sent, and once`);
} finally {
  await mail.stop();
  await emulator.stop();
}
