// The demonstration providers' provisional results, which `npm start` and the end-to-end tests
// load into the Firestore emulator beside the demonstration records (demo.mjs): results the Leeds
// provider's submitter entered and its approver approved through the portal's own code
// (functions/portal/result-input.js, results.js, approval.js), each making a new operator of the
// ZZ series who holds the category provisionally, waiting for the scheme's staff to confirm or
// refuse it (docs/local.md; the console's /console/provisional). The oldest has lapsed: its 14
// days are up. Loaded once: an emulator that holds them already (settled since or not) is left as
// it is.
import { approveResults } from '../../functions/portal/approval.js';
import { readResult } from '../../functions/portal/result-input.js';
import { dayAfter, enterResults, resultsCollection } from '../../functions/portal/results.js';
import { photoSource, storedPhoto } from '../../functions/registers/operators-file.js';
import { ukToday } from '../../functions/vocabulary/dates.js';
import {
  demonstrationInstructors,
  demonstrationPeople,
  demonstrationProviders,
} from '../registers/demo-training.mjs';

/** Where the demonstration results came from, as each result's `source` says. */
export const demonstrationResultsSource = 'the demonstration records';

/** The provider whose people enter and approve them. */
const providerNumber = 'ZZ0001';

/**
 * The results, oldest approval first: who, the category, the instructor who tested them, how many
 * days ago the approver approved it (the submitter entered it the day before, the test two days
 * before), and the colours of the operator's drawn photograph.
 * @type {{ givenNames: string, surname: string, category: string, instructor: string, approvedDaysAgo: number, colours: [string, string] }[]}
 */
export const demonstrationResults = [
  {
    givenNames: 'Ellis',
    surname: 'Trial',
    category: 'CB',
    instructor: 'ZZ100001',
    approvedDaysAgo: 20,
    colours: ['#3d5a80', '#ee6c4d'],
  },
  {
    givenNames: 'Morgan',
    surname: 'Mock',
    category: 'RT',
    instructor: 'ZZ100001',
    approvedDaysAgo: 6,
    colours: ['#5f0f40', '#fb8b24'],
  },
  {
    givenNames: 'Rowan',
    surname: 'Dummy',
    category: 'CB',
    instructor: 'ZZ100002',
    approvedDaysAgo: 5,
    colours: ['#0f4c5c', '#e36414'],
  },
  {
    givenNames: 'Quinn',
    surname: 'Prototype',
    category: 'SL',
    instructor: 'ZZ100001',
    approvedDaysAgo: 4,
    colours: ['#264653', '#e9c46a'],
  },
  {
    givenNames: 'Harper',
    surname: 'Pilot',
    category: 'MH',
    instructor: 'ZZ100002',
    approvedDaysAgo: 3,
    colours: ['#6d597a', '#eaac8b'],
  },
  {
    givenNames: 'Avery',
    surname: 'Tryout',
    category: 'CB',
    instructor: 'ZZ100002',
    approvedDaysAgo: 2,
    colours: ['#344e41', '#dad7cd'],
  },
  {
    givenNames: 'Casey',
    surname: 'Draft',
    category: 'RT',
    instructor: 'ZZ100001',
    approvedDaysAgo: 1,
    colours: ['#22577a', '#80ed99'],
  },
];

/**
 * Enters and approves the demonstration results, one approval a day as `demonstrationResults`
 * says, unless the emulator holds them already. Returns a line naming them.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {{ draw: (colours: [string, string]) => Promise<Buffer>, now?: Date }} how `draw`: the
 *   operator's photograph (demo.mjs, `demonstrationPhoto`)
 */
export async function seedDemonstrationResults(db, { draw, now = new Date() }) {
  const held = await db
    .collection(resultsCollection)
    .where('source', '==', demonstrationResultsSource)
    .limit(1)
    .get();
  if (!held.empty) return 'Demonstration provisional results: loaded already, left as they are.';
  const provider = demonstrationProviders.find(({ number }) => number === providerNumber);
  const person = (/** @type {import('../../functions/vocabulary/portal.js').PortalRole} */ role) =>
    demonstrationPeople.find((one) => one.provider === providerNumber && one.roles.includes(role));
  const submitter = person('submitter');
  const approver = person('approver');
  if (!provider || !submitter || !approver)
    throw new Error(
      `${providerNumber}, its submitter and its approver are not demonstration records`,
    );
  const instructors = new Map(
    demonstrationInstructors.map((instructor) => [instructor.registrationNumber, instructor]),
  );
  const approved = [];
  for (const result of demonstrationResults) {
    const at = new Date(now.getTime() - result.approvedDaysAgo * 86_400_000);
    const enteredAt = new Date(at.getTime() - 86_400_000);
    const read = readResult(
      {
        given_names: result.givenNames,
        surname: result.surname,
        test_date: dayAfter(ukToday(at), -2),
        category: result.category,
        instructor: result.instructor,
        registration_number: '',
      },
      /** @type {any} */ ({ provider, instructors, today: ukToday(enteredAt) }),
    );
    if (!read.fields)
      throw new Error(`${result.givenNames} ${result.surname}: ${JSON.stringify(read.problems)}`);
    const drawn = await draw(result.colours);
    const ids = await enterResults(
      db,
      { provider: providerNumber, by: submitter.email, at: enteredAt },
      [
        {
          fields: read.fields,
          source: demonstrationResultsSource,
          jpeg: await storedPhoto(drawn),
          photoHash: photoSource(drawn),
        },
      ],
    );
    const done = await approveResults(
      db,
      {
        person: /** @type {import('../../functions/portal/people.js').Person} */ (
          /** @type {unknown} */ ({ ...approver, uid: approver.email })
        ),
        at,
        allowDemonstration: true,
      },
      ids,
    );
    if (done.problems.length)
      throw new Error(`${result.givenNames} ${result.surname}: ${done.problems.join('; ')}`);
    approved.push(
      `${done.approved[0]?.number} ${result.givenNames} ${result.surname} (${result.category})`,
    );
  }
  return `Demonstration provisional results of ${providerNumber}, waiting for the scheme: ${approved.join(', ')}.`;
}
