// What the tests of the holders' emails share (functions/holders/, functions/surfaces/emails/): a
// provider and operators it trained on a test's Firestore, stored as the registers' layer stores
// them, each holder's contact saved as the portal and the import save it, and the words of an
// email as it arrived at the loopback mail server.
import type { Firestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { saveContact } from '../holders/contacts.js';
import { providerRegister } from '../providers.js';
import { storePlainRecords, storeRecords } from '../registers/store.js';
import { surnameKey } from '../vocabulary/check-input.js';

/** The provider that trained the test's operators, as the providers' register holds it. */
export const testProvider = {
  number: 'TP0001',
  name: 'Lifts & Loaders of Leeds',
  phone: '0113 496 0001',
};

/** The origin the emails link to on a `demo-` project (functions/holders/unsubscribe.js). */
export const testOrigin = 'http://localhost:3000';

/** An operator of the test's: number, names, last day, standing. */
export type TestOperator = {
  registrationNumber: string;
  givenNames: string;
  surname: string;
  validUntil: string;
  suspended?: boolean;
  categories?: string[];
};

/** Stores the test's provider (and another, without operators) on the providers' register. */
export async function storeTestProvider(db: Firestore) {
  await storePlainRecords(
    db,
    providerRegister,
    [testProvider, { number: 'TP0002', name: 'Other Training', phone: '0113 496 0002' }].map(
      ({ number, name, phone }) => ({
        fields: {
          number,
          name,
          status: 'accredited',
          accreditedUntil: '2030-03-31',
          categories: ['CB', 'RT'],
          centres: [],
          siteAreas: ['LS'],
          phone,
          email: `office@${number.toLowerCase()}.example`,
          website: `https://${number.toLowerCase()}.example/`,
        },
      }),
    ),
  );
}

/** Stores operators the test's provider trained, each with a photograph, as one run. */
export async function storeTestOperators(
  db: Firestore,
  operators: TestOperator[],
  at = new Date(),
) {
  const jpeg = await sharp({
    create: { width: 300, height: 375, channels: 3, background: { r: 40, g: 90, b: 140 } },
  })
    .jpeg()
    .toBuffer();
  await storeRecords(
    db,
    operators.map((operator) => ({
      fields: {
        suspended: false,
        categories: ['CB'],
        ...operator,
        surnameKey: surnameKey(operator.surname),
        provider: testProvider.number,
      } as never,
      photoSource: `test-${operator.registrationNumber}`,
      photo: async () => jpeg,
    })),
    { now: () => at, trail: { by: 'the test', reason: 'loaded' } },
  );
}

/** The holder's address, on the reserved `example.test` domain. */
export const addressOf = (number: string) => `holder.${number.toLowerCase()}@example.test`;

/** Saves a holder's contact with the consent a provider's result entry records. */
export const saveTestContact = (db: Firestore, number: string, at = new Date()) =>
  saveContact(db, {
    number,
    email: addressOf(number),
    consentAt: at,
    by: 'submitter@tp0001.example',
    via: 'portal',
  });
