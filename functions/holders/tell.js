// The holders told in time (docs/holders.md, "Told in time"): after a run of the registers'
// layer commits (a suspension, a removal, results confirmed or refused, results a provider's
// approver put on the register), its command calls `tellHolders` once with the numbers it
// changed; the command line, the staff console and the portal run the same commands, so all three
// tell. Each holder with an address who has not unsubscribed gets one email, whose key names the
// event (functions/holders/outbox.js: one email per key, ever): `suspended:NUMBER:GENERATION`
// and `removed:NUMBER:GENERATION` name the run that wrote the record's version (read from the
// record, exact even when a run's generation skipped one an abandoned run took), and
// `entered:NUMBER:RESULT` and `confirmed:NUMBER:RESULT` the first result of the run for that
// holder. A record changed again before it is told (reinstated at once) is not told of the change
// undone. A send that fails never fails the command: the change is made, the failure kept in the
// trail (`holderMail`) and logged without the address, and the next reminders run tries again
// (reminders.js, `retryFailed`).
import {
  newestAt,
  operatorRegister,
  pointerOf,
  registersCollection,
  versionAt,
} from '../register.js';
import { providerRegister } from '../providers.js';
import { categoryNames } from '../vocabulary/category-names.js';
import { longDate, ukToday } from '../vocabulary/dates.js';
import { emailsPaths, finderPaths } from '../vocabulary/paths.js';
import { telHref } from '../vocabulary/phones.js';
import { contactsCollection } from './contacts.js';
import { emailTemplates, renderEmail } from './emails.js';
import { mailCollection, mailId, tell } from './outbox.js';
import { mailSettings, unsubscribeHref } from './unsubscribe.js';

/** @typedef {import('../register.js').OperatorVersion & { provisional?: Record<string, { until: string, result: string }>, suspendedWhy?: string }} Operator */
/** @typedef {import('./email-kinds.js').HolderEmailKind} HolderEmailKind */

/**
 * @typedef {{ kind: 'suspended' | 'removed', numbers: readonly string[] }
 *   | { kind: 'entered' | 'confirmed', results: readonly { id: string, number: string, category: string, provider?: string }[] }} HolderEvent
 * What happened: records suspended or removed, by number; results put on the register as
 * provisional, or confirmed, each with the operator's number, its category and the provider that
 * trained and tested them for it (the email names it, not the record's first provider).
 */

/**
 * @typedef {{ now?: () => Date, transport?: import('nodemailer').Transporter,
 *   env?: Record<string, string | undefined>, log?: (entry: Record<string, unknown>) => void,
 *   parallel?: number }} TellOptions
 * The clock; the mail server's transport (SMTP_URL's unless given); where the settings are read
 * (the environment: SITE_URL, PORTAL_SECRET_KEY); where a failure is logged; how many sends at once.
 */

/**
 * @typedef {{ key: string, number: string, kind: HolderEmailKind, to: string,
 *   data: Record<string, unknown>, provider?: string }} Prepared
 * An email ready to be written: its key, the holder, the address and the values of its words
 * (the provider's filled in as it is read).
 */

/**
 * @typedef {{ sent: number, already: number, failed: number, notEmailed: number, problem?: string }} Told
 * How the telling went: sent, sent before (the same key), failed (kept in the trail as failed),
 * not emailed (no address, or unsubscribed); `problem`: why none could be made (no words, no key).
 */

/** How many documents one `getAll` reads. */
const readSize = 300;

/**
 * Documents by id, read in chunks side by side (a missing one is left out).
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} collection
 * @param {readonly string[]} ids
 * @returns {Promise<Map<string, FirebaseFirestore.DocumentData>>}
 */
export async function readDocuments(db, collection, ids) {
  const chunks = [];
  for (let start = 0; start < ids.length; start += readSize)
    chunks.push(ids.slice(start, start + readSize));
  const found = new Map();
  const read = await Promise.all(
    chunks.map((chunk) => db.getAll(...chunk.map((id) => db.collection(collection).doc(id)))),
  );
  for (const snapshots of read)
    for (const snapshot of snapshots) if (snapshot.exists) found.set(snapshot.id, snapshot.data());
  return found;
}

/**
 * A register's records by number, with the pointer readers read them at.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} collection
 * @param {readonly string[]} numbers
 */
export async function readStored(db, collection, numbers) {
  const [pointerDoc, stored] = await Promise.all([
    db.collection(registersCollection).doc(collection).get(),
    readDocuments(db, collection, numbers),
  ]);
  return { pointer: pointerOf(pointerDoc.data()), stored };
}

/**
 * The addresses of those of `numbers` the scheme may email: a contact, not unsubscribed.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {readonly string[]} numbers
 * @returns {Promise<Map<string, string>>}
 */
async function reachable(db, numbers) {
  const contacts = await readDocuments(db, contactsCollection, numbers);
  return new Map(
    [...contacts].flatMap(([number, contact]) =>
      contact.email && !contact.unsubscribedAt ? [[number, String(contact.email)]] : [],
    ),
  );
}

/**
 * The values every email has, and the provider's once read (`withProvider`).
 * @param {{ origin: string, secretKey: string }} settings
 * @param {string} number
 * @param {Operator} version
 */
export const holderValues = (settings, number, version) => ({
  fullName: `${version.givenNames} ${version.surname}`,
  number,
  unsubscribeHref: unsubscribeHref(settings, number),
  aboutHref: `${settings.origin}${emailsPaths.landing}`,
  checkHref: `${settings.origin}/check`,
  cardHref: `${settings.origin}/card`,
  findHref: `${settings.origin}/providers`,
});

/**
 * @typedef {(kind: HolderEmailKind, number: string, id: string, version: Operator,
 *   data: Record<string, unknown>, provider?: string) => void} Add
 * Adds an email: its kind, the holder, what names the event in its key, the version whose names
 * it gives, its own values, and the provider it names (the record's unless given).
 */

/**
 * The emails of records suspended or removed, each whose newest version still shows it.
 * @param {{ kind: 'suspended' | 'removed', numbers: readonly string[] }} event
 * @param {{ pointer: import('../register.js').RegisterPointer, stored: Map<string, any> }} read
 * @param {Add} add
 * @param {string} today
 */
function standingEmails(event, { pointer, stored }, add, today) {
  for (const number of new Set(event.numbers)) {
    const found = newestAt(stored.get(number), pointer);
    if (!found) continue;
    const version = /** @type {Operator & { removed?: boolean, removedAt?: string }} */ (
      found.version
    );
    if (event.kind === 'suspended' && !version.removed && version.suspended)
      add('suspended', number, String(found.generation), version, {
        since: longDate(version.statusSince ?? today),
        reasons: version.suspendedWhy ? [version.suspendedWhy] : [],
      });
    // A removal's version holds only the number: the name is the version before it.
    if (event.kind === 'removed' && version.removed) {
      const before = newestAt(stored.get(number), {
        ...pointer,
        current: found.generation - 1,
      })?.version;
      if (before && !('removed' in before))
        add('removed', number, String(found.generation), /** @type {Operator} */ (before), {
          removedOn: longDate(String(version.removedAt ?? today).slice(0, 10)),
        });
    }
  }
}

/**
 * The emails of results put on the register or confirmed: one for each holder, naming the
 * categories the record shows as the event left them (a result taken off again since is not told).
 * @param {{ kind: 'entered' | 'confirmed', results: readonly { id: string, number: string, category: string, provider?: string }[] }} event
 * @param {{ pointer: import('../register.js').RegisterPointer, stored: Map<string, any> }} read
 * @param {Add} add
 * @param {string} today
 */
function resultEmails(event, { pointer, stored }, add, today) {
  /** @type {Map<string, { id: string, category: string, provider?: string }[]>} */
  const byNumber = new Map();
  for (const result of event.results)
    byNumber.set(result.number, [...(byNumber.get(result.number) ?? []), result]);
  for (const [number, results] of byNumber) {
    const version = /** @type {Operator | undefined} */ (versionAt(stored.get(number), pointer));
    if (!version) continue;
    const [first] = [...results].sort((a, b) => a.id.localeCompare(b.id));
    const shown = results.filter(({ category }) =>
      event.kind === 'entered'
        ? version.provisional?.[category]
        : version.categories.includes(category),
    );
    if (!first || !shown.length) continue;
    const categories = categoryNames(shown.map(({ category }) => category));
    const until = shown.map(({ category }) => version.provisional?.[category]?.until ?? today);
    const data =
      event.kind === 'entered'
        ? { categories, provisionalUntil: longDate(until.sort()[0] ?? today) }
        : { categories, validUntil: longDate(version.validUntil) };
    add(event.kind, number, first.id, version, data, first.provider ?? version.provider);
  }
}

/**
 * The emails an event makes: one for each holder it names, with an address, whose record still
 * shows it.
 * @param {HolderEvent} event
 * @param {{ pointer: import('../register.js').RegisterPointer, stored: Map<string, any> }} read
 * @param {Map<string, string>} addresses
 * @param {{ origin: string, secretKey: string }} settings
 * @param {string} today
 * @returns {Prepared[]}
 */
function eventEmails(event, read, addresses, settings, today) {
  /** @type {Prepared[]} */
  const prepared = [];
  /** @type {Add} */
  const add = (kind, number, id, version, data, provider = version.provider) => {
    if (!addresses.has(number)) return;
    prepared.push({
      key: `${kind}:${number}:${id}`,
      number,
      kind,
      to: /** @type {string} */ (addresses.get(number)),
      provider,
      data: { ...holderValues(settings, number, version), ...data },
    });
  };
  if ('numbers' in event) standingEmails(event, read, add, today);
  else resultEmails(event, read, add, today);
  return prepared;
}

/**
 * Fills in each email's provider: its name, page and phone as the providers' register holds them
 * (none where the record names none, or the register does not hold it).
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {Prepared[]} prepared
 * @param {string} origin
 */
export async function withProviders(db, prepared, origin) {
  const numbers = [...new Set(prepared.flatMap(({ provider }) => (provider ? [provider] : [])))];
  const { pointer, stored } = numbers.length
    ? await readStored(db, providerRegister.collection, numbers)
    : { pointer: { current: 0 }, stored: new Map() };
  for (const email of prepared) {
    const provider = email.provider ? versionAt(stored.get(email.provider), pointer) : undefined;
    const { name, phone, number } = /** @type {Record<string, string>} */ (provider ?? {});
    email.data.provider = provider
      ? [
          {
            providerName: name,
            providerHref: `${origin}${finderPaths.provider}${number}`,
            providerPhone: phone,
            providerPhoneHref: telHref(phone ?? ''),
          },
        ]
      : [];
  }
  return prepared;
}

/**
 * The mail settings for `db` (functions/holders/unsubscribe.js, `mailSettings`).
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {Record<string, string | undefined>} [env]
 */
export function settingsFor(db, env = process.env) {
  return mailSettings({
    env,
    demonstration: isDemonstration(db),
    builtOrigin: emailTemplates().siteUrl,
  });
}

/**
 * Whether the Firestore is an emulator's demonstration project (`demo-`), as the handler asks.
 * @param {import('firebase-admin/firestore').Firestore} db
 */
const isDemonstration = (db) => {
  try {
    return /** @type {{ projectId: string }} */ (/** @type {unknown} */ (db)).projectId.startsWith(
      'demo-',
    );
  } catch {
    return false;
  }
};

/**
 * Writes and sends each email, `parallel` at a time, and counts how each went.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {Prepared[]} prepared
 * @param {TellOptions} options
 * @returns {Promise<Omit<Told, 'notEmailed'>>}
 */
export async function sendAll(db, prepared, options) {
  const { now, transport, parallel = 8 } = options;
  const log = options.log ?? ((entry) => console.log(JSON.stringify(entry)));
  const counts = { sent: 0, already: 0, failed: 0 };
  let next = 0;
  const worker = async () => {
    while (next < prepared.length) {
      const email = /** @type {Prepared} */ (prepared[next++]);
      /** @type {{ sent: boolean, already: boolean, error?: string }} */
      let outcome;
      try {
        const words = renderEmail(email.kind, /** @type {any} */ (email.data));
        outcome = await tell(
          db,
          {
            key: email.key,
            number: email.number,
            kind: email.kind,
            to: email.to,
            ...words,
            unsubscribe: String(email.data.unsubscribeHref),
          },
          { transport, ...(now ? { now } : {}) },
        );
      } catch (error) {
        outcome = { sent: false, already: false, error: /** @type {Error} */ (error).message };
      }
      if (outcome.sent) counts.sent++;
      else if (outcome.already) counts.already++;
      else {
        counts.failed++;
        // Never the address: the error a mail server gives may hold it.
        log({
          holderMail: 'failed',
          kind: email.kind,
          key: email.key,
          error: String(outcome.error ?? '').replace(/[^\s<>@]+@[^\s<>@]+/g, '[address]'),
        });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, prepared.length) }, worker));
  return counts;
}

/**
 * Tells the holders an event names, each once (see the file's head). Never throws for a send: a
 * failure is counted, kept and logged.
 * @param {import('firebase-admin/firestore').Firestore} db the registers' database
 * @param {HolderEvent} event
 * @param {TellOptions & { onlyKeys?: ReadonlySet<string> }} [options] `onlyKeys`: send only
 *   these (a retry of failed sends)
 * @returns {Promise<Told>}
 */
export async function tellHolders(db, event, options = {}) {
  const numbers = [
    ...new Set('numbers' in event ? event.numbers : event.results.map(({ number }) => number)),
  ];
  const told = { sent: 0, already: 0, failed: 0, notEmailed: 0 };
  if (!numbers.length) return told;
  const addresses = await reachable(db, numbers);
  told.notEmailed = numbers.length - addresses.size;
  if (!addresses.size) return told;
  try {
    const settings = settingsFor(db, options.env);
    const read = await readStored(db, operatorRegister.collection, [...addresses.keys()]);
    const today = ukToday((options.now ?? (() => new Date()))());
    const prepared = eventEmails(event, read, addresses, settings, today).filter(
      ({ key }) => !options.onlyKeys || options.onlyKeys.has(key),
    );
    return {
      ...told,
      ...(await sendAll(db, await withProviders(db, prepared, settings.origin), options)),
    };
  } catch (error) {
    // No words, no key, Firestore gone: the change is made all the same; nobody is told, and the
    // command says why (never an address).
    const problem = /** @type {Error} */ (error).message;
    (options.log ?? ((entry) => console.log(JSON.stringify(entry))))({
      holderMail: 'not made',
      kind: event.kind,
      error: problem,
    });
    return { ...told, problem };
  }
}

/**
 * The event of results an approver put on the register: each approved result with its number
 * and category.
 * @param {readonly { id: string, result: { category: string, provider: string } }[]} entered the results approved
 * @param {readonly { id: string, number: string }[]} approved each with the number it went on
 * @returns {HolderEvent}
 */
export function enteredEvent(entered, approved) {
  const results = new Map(entered.map(({ id, result }) => [id, result]));
  return {
    kind: 'entered',
    results: approved.map(({ id, number }) => ({
      id,
      number,
      category: String(results.get(id)?.category),
      provider: results.get(id)?.provider,
    })),
  };
}

/**
 * What a command prints of the holders it told.
 * @param {Told} told
 */
export function toldText({ sent, already, failed, notEmailed, problem }) {
  const parts = [`${sent} sent`];
  if (problem) parts.push(`none made: ${problem}`);
  if (already) parts.push(`${already} already sent`);
  if (failed)
    parts.push(`${failed} failed (kept in the trail; the next reminders run tries again)`);
  if (notEmailed) parts.push(`${notEmailed} not emailed (no address, or unsubscribed)`);
  return `Holders emailed: ${parts.join('; ')}.`;
}

/**
 * Tells the holders of an operators' command's run and says so in its output, where any of them
 * gave an address (nothing for another register: its records have no holders to email).
 * @param {import('../registers/commands/words.js').WritingRun} run
 * @param {HolderEvent} event
 * @returns {Promise<string[]>} the line to print, or none
 */
export async function tellOfRun(run, event) {
  if (run.register.name !== 'operators') return [];
  const told = await tellHolders(run.db, event, { now: run.now });
  return told.sent + told.already + told.failed || told.problem ? [toldText(told)] : [];
}

/**
 * The emails of a key that are in the trail already, by key: what a run would find sent.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {readonly string[]} keys
 */
export const mailStates = async (db, keys) => {
  const found = await readDocuments(db, mailCollection, keys.map(mailId));
  return new Map(keys.map((key) => [key, found.get(mailId(key))?.state]));
};
