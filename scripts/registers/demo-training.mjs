// The clearly fictional demonstration training providers and instructors `npm start` and the
// tests load into the Firestore emulator, beside the demonstration operators
// (scripts/operators/demo.mjs). All in the ZZ series, which the scheme never issues: the import
// refuses it outside the emulator and the function never shows it in production. Their phone
// numbers are in Ofcom's ranges kept for drama, their addresses are made up, and their email and
// web addresses are on example.com, example.org and example.net, which no one can own.
//
// They are spread so that a search from London, Birmingham, Leeds, Manchester, Glasgow,
// Edinburgh, Cardiff or Belfast finds one within 50 miles (scripts/registers/demo-training.test.ts
// proves it); one is suspended, one withdrawn, one trains only on employers' sites.

/**
 * @typedef {Omit<import('../../functions/providers.js').ProviderVersion, 'centres'> & {
 *   centres: { address: string, postcode: string }[] }} DemonstrationProvider
 */

/** @type {DemonstrationProvider[]} */
export const demonstrationProviders = [
  {
    number: 'ZZ0001',
    name: 'Example Forklift Training (Leeds)',
    status: 'accredited',
    accreditedUntil: '2028-03-31',
    categories: ['CB', 'RT', 'SL', 'MH', 'TH'],
    centres: [{ address: 'Unit 4, Example Trading Estate, Leeds', postcode: 'LS11 5PS' }],
    siteAreas: ['LS', 'BD', 'WF', 'HX', 'HD', 'HG'],
    phone: '0113 496 0101',
    email: 'training@leeds.example.com',
    website: 'https://leeds.example.com',
  },
  {
    number: 'ZZ0002',
    name: 'Sample Plant Academy (Birmingham)',
    status: 'accredited',
    accreditedUntil: '2027-09-30',
    categories: ['EX', 'DU', 'RO', 'LS', 'TH'],
    centres: [
      { address: '12 Placeholder Way, Nechells, Birmingham', postcode: 'B7 5QR' },
      { address: 'Specimen Quarry, Hams Hall, Coleshill', postcode: 'B46 1AL' },
    ],
    siteAreas: ['B', 'WS', 'WV', 'DY', 'CV'],
    phone: '0121 496 0202',
    email: 'courses@birmingham.example.com',
    website: 'https://birmingham.example.com',
  },
  {
    number: 'ZZ0003',
    name: 'Specimen Lifting Services (Manchester)',
    status: 'accredited',
    accreditedUntil: '2028-01-31',
    categories: ['LL', 'MC', 'TH', 'CB'],
    centres: [{ address: 'Dock 3, Example Park, Trafford, Manchester', postcode: 'M17 1AB' }],
    siteAreas: ['M', 'SK', 'OL', 'BL', 'WN', 'WA'],
    phone: '0161 496 0303',
    email: 'lifting@manchester.example.com',
    website: 'https://manchester.example.com',
  },
  {
    number: 'ZZ0004',
    name: 'Placeholder Training London',
    status: 'accredited',
    accreditedUntil: '2027-12-31',
    categories: ['CB', 'RT', 'TH', 'MH', 'SL'],
    centres: [
      { address: 'Unit 9, Sample Wharf, Silvertown, London', postcode: 'E16 2AB' },
      { address: '3 Example Road, Park Royal, London', postcode: 'NW10 7XY' },
    ],
    siteAreas: ['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC'],
    phone: '020 7946 0404',
    email: 'bookings@london.example.org',
    website: 'https://london.example.org',
  },
  {
    number: 'ZZ0005',
    name: 'Example Handling Scotland (Glasgow)',
    status: 'accredited',
    accreditedUntil: '2028-06-30',
    categories: ['CB', 'RT', 'TH', 'EX'],
    centres: [{ address: '20 Specimen Street, Hillington, Glasgow', postcode: 'G52 4AB' }],
    siteAreas: ['G', 'PA', 'ML', 'KA'],
    phone: '0141 496 0505',
    email: 'training@glasgow.example.org',
    website: 'https://glasgow.example.org',
  },
  {
    number: 'ZZ0006',
    name: 'Sample Plant Training Edinburgh',
    status: 'accredited',
    accreditedUntil: '2027-05-31',
    categories: ['EX', 'DU', 'RO', 'LS'],
    centres: [{ address: 'Yard 2, Example Road, Newbridge, Edinburgh', postcode: 'EH28 8AB' }],
    siteAreas: ['EH', 'FK', 'KY'],
    phone: '0131 496 0606',
    email: 'plant@edinburgh.example.org',
    website: 'https://edinburgh.example.org',
  },
  {
    number: 'ZZ0007',
    name: 'Specimen Skills Cymru (Cardiff)',
    status: 'accredited',
    accreditedUntil: '2028-02-29',
    categories: ['CB', 'TH', 'EX', 'DU'],
    centres: [{ address: 'Unit 1, Placeholder Business Park, Cardiff', postcode: 'CF24 5AB' }],
    siteAreas: ['CF', 'NP', 'SA'],
    phone: '029 2018 0707',
    email: 'hyfforddiant@cardiff.example.net',
    website: 'https://cardiff.example.net',
  },
  {
    number: 'ZZ0008',
    name: 'Example Training NI (Belfast)',
    status: 'accredited',
    accreditedUntil: '2027-11-30',
    categories: ['CB', 'RT', 'TH', 'EX', 'LL'],
    centres: [{ address: '5 Sample Quay, Harbour Estate, Belfast', postcode: 'BT3 9AB' }],
    siteAreas: ['BT'],
    phone: '028 9649 6808',
    email: 'training@belfast.example.net',
    website: 'https://belfast.example.net',
  },
  {
    number: 'ZZ0009',
    name: 'Placeholder Lift Trucks North West',
    status: 'suspended',
    accreditedUntil: '2027-08-31',
    categories: ['CB', 'RT'],
    centres: [{ address: 'Unit 7, Example Industrial Estate, Salford', postcode: 'M50 2AB' }],
    siteAreas: ['M'],
    phone: '0161 496 0909',
    email: 'office@salford.example.com',
    website: 'https://salford.example.com',
  },
  {
    number: 'ZZ0010',
    name: 'Sample Cranes South',
    status: 'accredited',
    accreditedUntil: '2028-04-30',
    categories: ['LL', 'MC'],
    centres: [{ address: 'Berth 40, Example Docks, Southampton', postcode: 'SO15 1AB' }],
    siteAreas: ['SO', 'PO', 'BH'],
    phone: '01632 960110',
    email: 'cranes@southampton.example.com',
    website: 'https://southampton.example.com',
  },
  {
    number: 'ZZ0011',
    name: 'Example Plant Yorkshire (Sheffield)',
    status: 'accredited',
    accreditedUntil: '2027-10-31',
    categories: ['EX', 'DU', 'LS', 'RO', 'MH'],
    centres: [{ address: 'Sample Works, Attercliffe, Sheffield', postcode: 'S9 2AB' }],
    siteAreas: ['S', 'DN', 'LS'],
    phone: '0114 496 0111',
    email: 'plant@sheffield.example.org',
    website: 'https://sheffield.example.org',
  },
  {
    number: 'ZZ0012',
    name: 'Specimen Forklift Bristol',
    status: 'accredited',
    accreditedUntil: '2028-05-31',
    categories: ['CB', 'RT', 'SL'],
    centres: [{ address: 'Unit 12, Example Distribution Park, Avonmouth', postcode: 'BS11 9AB' }],
    siteAreas: ['BS', 'BA', 'GL'],
    phone: '0117 496 0121',
    email: 'forklift@bristol.example.net',
    website: 'https://bristol.example.net',
  },
  {
    number: 'ZZ0013',
    name: 'Placeholder Training North East',
    status: 'accredited',
    accreditedUntil: '2027-07-31',
    categories: ['CB', 'TH', 'MH'],
    centres: [{ address: '8 Specimen Road, Team Valley, Gateshead', postcode: 'NE11 0AB' }],
    siteAreas: ['NE', 'SR', 'DH'],
    phone: '0191 498 0131',
    email: 'training@newcastle.example.com',
    website: 'https://newcastle.example.com',
  },
  {
    number: 'ZZ0014',
    name: 'Sample Access Training (withdrawn)',
    status: 'withdrawn',
    accreditedUntil: '2026-03-31',
    categories: ['TH'],
    centres: [{ address: 'Unit 2, Example Lane, Tyseley, Birmingham', postcode: 'B11 3AB' }],
    siteAreas: [],
    phone: '0121 496 0141',
    email: 'office@tyseley.example.org',
    website: 'https://tyseley.example.org',
  },
  {
    number: 'ZZ0015',
    name: 'Example On-Site Training Midlands',
    status: 'accredited',
    accreditedUntil: '2028-08-31',
    categories: ['CB', 'TH', 'MH'],
    centres: [],
    siteAreas: ['B', 'CV', 'LE', 'NG', 'DE'],
    phone: '01632 960151',
    email: 'onsite@midlands.example.net',
    website: 'https://midlands.example.net',
  },
];

/**
 * @typedef {Omit<import('../../functions/providers.js').InstructorVersion, 'surnameKey'>} DemonstrationInstructor
 */

/**
 * Two instructors for most providers: most agreed to be listed by name, some did not; one is
 * suspended, one has expired.
 * @type {DemonstrationInstructor[]}
 */
export const demonstrationInstructors = [
  ['ZZ100001', 'Priya', 'Example', ['CB', 'RT', 'SL'], ['ZZ0001'], true],
  ['ZZ100002', 'Tom', 'Sample', ['CB', 'MH'], ['ZZ0001', 'ZZ0011'], false],
  ['ZZ100003', 'Grace', 'Placeholder', ['EX', 'DU', 'RO'], ['ZZ0002'], true],
  ['ZZ100004', 'Dev', 'Specimen', ['LS', 'TH'], ['ZZ0002', 'ZZ0015'], true],
  ['ZZ100005', 'Ruth', 'Example-Jones', ['LL', 'MC'], ['ZZ0003', 'ZZ0010'], true],
  ['ZZ100006', 'Ola', 'Sample', ['TH', 'CB'], ['ZZ0003'], false],
  ['ZZ100007', 'Ben', 'Placeholder', ['CB', 'RT', 'TH'], ['ZZ0004'], true],
  ['ZZ100008', 'Aisha', 'Specimen', ['MH', 'CB'], ['ZZ0004'], true],
  ['ZZ100009', 'Callum', 'Example', ['CB', 'RT', 'TH'], ['ZZ0005'], true],
  ['ZZ100010', 'Morag', 'Sample', ['EX', 'DU', 'LS'], ['ZZ0006'], true],
  ['ZZ100011', 'Rhys', 'Placeholder', ['CB', 'TH', 'EX'], ['ZZ0007'], true],
  ['ZZ100012', 'Siobhán', 'Ó Example', ['CB', 'RT', 'EX'], ['ZZ0008'], true],
  ['ZZ100013', 'Gary', 'Specimen', ['CB', 'RT'], ['ZZ0009'], true],
  ['ZZ100014', 'Nadia', 'Sample', ['LL', 'MC'], ['ZZ0010'], false],
  ['ZZ100015', 'Owen', 'Example', ['EX', 'DU', 'RO'], ['ZZ0011'], true],
  ['ZZ100016', 'Lucy', 'Placeholder', ['CB', 'RT', 'SL'], ['ZZ0012'], true],
  ['ZZ100017', 'Joe', 'Specimen', ['CB', 'TH', 'MH'], ['ZZ0013'], true],
  ['ZZ100018', 'Fran', 'Example', ['CB', 'TH'], ['ZZ0015'], true],
].map(([registrationNumber, givenNames, surname, categories, providers, listed], index) => ({
  registrationNumber: /** @type {string} */ (registrationNumber),
  givenNames: /** @type {string} */ (givenNames),
  surname: /** @type {string} */ (surname),
  // One suspended (ZZ100013, of the suspended provider), one expired (ZZ100006).
  suspended: registrationNumber === 'ZZ100013',
  validUntil: registrationNumber === 'ZZ100006' ? '2025-09-30' : `2029-0${(index % 9) + 1}-28`,
  categories: /** @type {string[]} */ (categories),
  providers: /** @type {string[]} */ (providers),
  listed: /** @type {boolean} */ (listed),
}));

/**
 * The day each demonstration record that does not count took its status, by register and number:
 * the seed (scripts/operators/demo.mjs) loads it counting on `demonstrationLoadedOn`, then
 * suspends or withdraws it on its day, as the register commands would, so its pages say since when
 * ("Accreditation suspended since 3 November 2026"): the registers date every change of status
 * themselves (functions/registers/changes.js, `withStatusSince`).
 */
export const demonstrationLoadedOn = '2025-06-02';
export const demonstrationStatusDays = {
  providers: { ZZ0009: '2026-11-03', ZZ0014: '2026-01-12' },
  instructors: { ZZ100013: '2026-11-03' },
  operators: { ZZ000004: '2026-09-14' },
};

/**
 * Which demonstration provider trained and tested each demonstration operator
 * (scripts/operators/demo.mjs), by registration number.
 */
export const demonstrationOperatorProviders = {
  ZZ000001: 'ZZ0001',
  ZZ000002: 'ZZ0002',
  ZZ000003: 'ZZ0011',
  ZZ000004: 'ZZ0003',
  ZZ000005: 'ZZ0004',
};

/**
 * The demonstration providers' people on the portal (docs/local.md, "Signing in locally"): the
 * Leeds provider's administrator, a submitter and an approver, and a submitter of a suspended
 * provider, who can read but enter nothing. Each signs in by a link read from the Auth emulator.
 * @type {{ provider: string, email: string, roles: import('../../functions/vocabulary/portal.js').PortalRole[] }[]}
 */
export const demonstrationPeople = [
  { provider: 'ZZ0001', email: 'administrator@leeds.example.com', roles: ['administrator'] },
  { provider: 'ZZ0001', email: 'submitter@leeds.example.com', roles: ['submitter'] },
  { provider: 'ZZ0001', email: 'approver@leeds.example.com', roles: ['approver'] },
  { provider: 'ZZ0009', email: 'submitter@suspended.example.com', roles: ['submitter'] },
];

/**
 * The scheme's staff on the staff console (functions/console/staff.js), one of each role, seeded
 * where an Auth emulator is there to sign them in (docs/local.md says how).
 * @type {{ email: string, roles: import('../../functions/vocabulary/console.js').StaffRole[] }[]}
 */
export const demonstrationStaff = [
  { email: 'reader@motas.example.com', roles: ['reader'] },
  { email: 'keeper@motas.example.com', roles: ['keeper'] },
  { email: 'administrator@motas.example.com', roles: ['administrator'] },
];
