// The clearly fictional demonstration records `npm start` and the tests load into the Firestore
// emulator: five operators in the ZZ series, which the scheme never issues and the check matches
// only against the emulator (functions/handler.js). Their photographs are drawn here, as flat
// illustrations marked DEMO, never photographs of anyone.
import sharp from 'sharp';
import { photo } from '../../functions/vocabulary/photographs.js';
import { inviteStaff } from '../../functions/console/staff.js';
import { invitePerson } from '../../functions/portal/people.js';
import { surnameKey } from '../../functions/vocabulary/check-input.js';
import { ukToday } from '../../functions/vocabulary/dates.js';
import { photoSource, storedPhoto } from '../../functions/registers/operators-file.js';
import { keyHash } from '../../functions/registers/keys.js';
import { registers } from '../../functions/registers/registers.js';
import { storePlainRecords, storeRecords } from '../../functions/registers/store.js';
import { withFirestore } from '../registers/firestore.mjs';
import { seedDemonstrationResults } from './demo-results.mjs';
import { saveContact } from '../../functions/holders/contacts.js';
import { localProjectId } from '../project.mjs';
import { centreOf, instructorRegister, providerRegister } from '../../functions/providers.js';
import {
  demonstrationInstructors,
  demonstrationLoadedOn,
  demonstrationOperatorProviders,
  demonstrationPeople,
  demonstrationStaff,
  demonstrationProviders,
  demonstrationStatusDays,
} from '../registers/demo-training.mjs';

/**
 * Stores a register's demonstration records as it came to hold them: each record dated in `days`
 * first as it stood when it counted, on `demonstrationLoadedOn`, then as it stands, on its day;
 * then every record, today. The store dates each change of status (`statusSince`), so the pages
 * say since when a record is suspended or withdrawn.
 * @template {{ fields: Record<string, any> }} R
 * @param {R[]} records
 * @param {Record<string, string>} days the day each record took its status, by number
 * @param {(record: R) => string} numberOf
 * @param {(record: R) => R} counting the record as it stood before
 * @param {(records: R[], options: { now?: () => Date }) => Promise<unknown>} store
 */
async function storeAsItCame(records, days, numberOf, counting, store) {
  const on = (/** @type {string} */ day) => ({ now: () => new Date(`${day}T12:00:00Z`) });
  const dated = records.filter((record) => days[numberOf(record)]);
  await store(dated.map(counting), on(demonstrationLoadedOn));
  for (const day of [...new Set(Object.values(days))].sort())
    await store(
      dated.filter((record) => days[numberOf(record)] === day),
      on(day),
    );
  await store(records, {});
}

/**
 * The demonstration records (docs/local.md).
 * @type {(Omit<import('../../functions/register.js').OperatorVersion, 'surnameKey' | 'photo'> & { colours: [string, string] })[]}
 */
export const demonstrationRecords = [
  {
    registrationNumber: 'ZZ000001',
    givenNames: 'Ada',
    surname: 'Example',
    validUntil: '2030-12-31',
    suspended: false,
    categories: ['CB', 'RT', 'TH'],
    colours: ['#1f5f8b', '#f2c14e'],
  },
  {
    registrationNumber: 'ZZ000002',
    givenNames: 'Zoë',
    surname: 'O’Neill-Sample',
    validUntil: '2029-06-30',
    suspended: false,
    categories: ['EX', 'DU', 'RO'],
    colours: ['#6b3fa0', '#f4a261'],
  },
  {
    registrationNumber: 'ZZ000003',
    givenNames: 'Sam',
    surname: 'Placeholder',
    validUntil: '2025-06-30',
    suspended: false,
    categories: ['LS', 'MH'],
    colours: ['#2a7f62', '#e9c46a'],
  },
  {
    registrationNumber: 'ZZ000004',
    givenNames: 'Jo',
    surname: 'Specimen',
    validUntil: '2030-01-31',
    suspended: true,
    categories: ['LL', 'MC'],
    colours: ['#9c2f2f', '#8ecae6'],
  },
  {
    registrationNumber: 'ZZ000005',
    givenNames: 'Kim',
    surname: 'Sample',
    // Always 60 days from the day the records are loaded: a registration about to end.
    validUntil: daysFromToday(60),
    suspended: false,
    categories: ['CB', 'SL'],
    colours: ['#8a5a00', '#a8dadc'],
  },
];

/**
 * The UK date `days` from today, as YYYY-MM-DD.
 * @param {number} days
 */
function daysFromToday(days) {
  const today = Date.parse(`${ukToday()}T00:00:00Z`);
  return new Date(today + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A flat head-and-shoulders illustration with DEMO across it, as the stored JPEG.
 * @param {readonly [string, string]} colours the background's and the figure's
 */
export function demonstrationPhoto([background, figure]) {
  const { width, height } = photo;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 300 375">
  <rect width="300" height="375" fill="${background}"/>
  <circle cx="150" cy="140" r="62" fill="${figure}"/>
  <path d="M40 375c0-80 50-130 110-130s110 50 110 130z" fill="${figure}"/>
  <text x="150" y="345" font-family="sans-serif" font-size="56" font-weight="700" text-anchor="middle" fill="#ffffff" opacity="0.9">DEMO</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * A demonstration employer's account and its key, published here so the crew check and the
 * employers' API can be tried on the local stack at once (docs/local.md). Its number begins with
 * the demonstration prefix, which the function accepts only on a `demo-` project: on a real
 * project this key opens nothing, even if the account were imported.
 */
export const demonstrationAccount = {
  number: 'ZZ0900',
  name: 'Demonstration Construction Ltd',
  contact: 'site.office@example.com',
  dailyQuota: 1000,
  status: 'active',
  key: 'motas_zzdemo01_DemonstrationKeyForLocalUseOnly1',
};

/**
 * A second demonstration account, without a key: the staff console's administrator makes and
 * revokes its keys and sets its webhook (docs/console.md), leaving the first account's key alone.
 */
export const demonstrationKeylessAccount = {
  number: 'ZZ0901',
  name: 'Demonstration Plant Hire Ltd',
  contact: 'hire.desk@example.com',
  dailyQuota: 500,
  status: 'active',
};

/**
 * The demonstration holders who gave an email address (functions/holders/contacts.js): each
 * address on the reserved `example.test` domain, so no mail could ever reach a person. Ada
 * Example (current) signs in to her card; Kim Sample's registration ends within 90 days, so the
 * reminders' run tells her; Jo Specimen is suspended.
 */
export const demonstrationHolders = [
  { number: 'ZZ000001', email: 'ada.example@example.test' },
  { number: 'ZZ000004', email: 'jo.specimen@example.test' },
  { number: 'ZZ000005', email: 'kim.sample@example.test' },
];

/**
 * Loads the demonstration records into the emulator at `host`, as the import commands store
 * records (store.mjs): the providers, their instructors, and the operators, each naming the
 * provider that trained them. Returns a line naming the operators.
 * @param {string} host FIRESTORE_EMULATOR_HOST
 * @param {string} [projectId]
 */
export async function seedDemonstrationRecords(host, projectId = localProjectId) {
  if (!host) throw new Error('Demonstration records go only into the Firestore emulator: no host');
  const records = await Promise.all(
    demonstrationRecords.map(async ({ colours, ...fields }) => {
      const drawn = await demonstrationPhoto(colours);
      return {
        fields: {
          ...fields,
          surnameKey: surnameKey(fields.surname),
          provider:
            demonstrationOperatorProviders[
              /** @type {keyof typeof demonstrationOperatorProviders} */ (fields.registrationNumber)
            ],
        },
        photoSource: photoSource(drawn),
        photo: () => storedPhoto(drawn),
      };
    }),
  );
  let results = '';
  await withFirestore(
    { projectId, emulatorHost: host },
    async (db, _activity, auth) => {
      await storeAsItCame(
        demonstrationProviders.map(({ centres, ...provider }) => ({
          fields: {
            ...provider,
            // As an import stores it (functions/registers/providers-file.js), so an export imports back unchanged.
            website: new URL(provider.website).href,
            centres: centres.map((centre) => {
              const stored = centreOf(centre);
              if (!stored)
                throw new Error(`${provider.number}: ${centre.postcode} is not a postcode`);
              return stored;
            }),
          },
        })),
        demonstrationStatusDays.providers,
        (record) => record.fields.number,
        (record) => ({ fields: { ...record.fields, status: /** @type {const} */ ('accredited') } }),
        (records, options) => storePlainRecords(db, providerRegister, records, options),
      );
      await storeAsItCame(
        demonstrationInstructors.map((instructor) => ({
          fields: { ...instructor, surnameKey: surnameKey(instructor.surname) },
        })),
        demonstrationStatusDays.instructors,
        (record) => record.fields.registrationNumber,
        (record) => ({ fields: { ...record.fields, suspended: false } }),
        (records, options) => storePlainRecords(db, instructorRegister, records, options),
      );
      await storeAsItCame(
        records,
        demonstrationStatusDays.operators,
        (record) => record.fields.registrationNumber,
        (record) => ({ ...record, fields: { ...record.fields, suspended: false } }),
        (records, options) => storeRecords(db, records, options),
      );
      const { key, ...account } = demonstrationAccount;
      await storePlainRecords(db, registers.employers.shape, [
        {
          fields: {
            ...account,
            keys: [
              {
                id: 'zzdemo01',
                hash: keyHash(key),
                createdAt: '2026-11-26T00:00:00.000Z',
                createdBy: 'the demonstration records',
              },
            ],
          },
        },
        { fields: demonstrationKeylessAccount },
      ]);
      // Results the Leeds provider entered and approved on the portal, waiting for the scheme.
      results = await seedDemonstrationResults(db, { draw: demonstrationPhoto });
      // The holders who gave an address, with the consent the demonstration stands for.
      for (const holder of demonstrationHolders)
        await saveContact(db, {
          ...holder,
          consentAt: new Date('2026-11-27T00:00:00Z'),
          by: 'the demonstration records',
          via: 'demo',
          validUntil: demonstrationRecords.find((r) => r.registrationNumber === holder.number)
            ?.validUntil,
        });
      // The portal's people, where an Auth emulator is there to sign them in.
      if (auth)
        for (const person of demonstrationPeople)
          await invitePerson(
            { db, auth },
            { ...person, by: 'the demonstration records', at: new Date('2026-11-27T00:00:00Z') },
          );
      // The scheme's staff on the console, one of each role.
      if (auth)
        for (const person of demonstrationStaff)
          await inviteStaff(
            { db, auth },
            { ...person, by: 'the demonstration records', at: new Date('2026-11-27T00:00:00Z') },
          );
    },
    { auth: true },
  );
  return `Demonstration records: ${demonstrationRecords
    .map((r) => `${r.registrationNumber} ${r.givenNames} ${r.surname}`)
    .join(
      ', ',
    )}; employer ${demonstrationAccount.number}, key ${demonstrationAccount.key} (and ${demonstrationKeylessAccount.number}, without a key); the portal's people: ${demonstrationPeople.map((person) => person.email).join(', ')}; the staff: ${demonstrationStaff.map((person) => person.email).join(', ')}; the holders with an address: ${demonstrationHolders.map((holder) => `${holder.number} ${holder.email}`).join(', ')}. ${results}`;
}
