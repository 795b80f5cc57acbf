// The answer pages off the build: values for every answer kind (functions/answers.js) that need
// escaping wherever they go (what the HTML check fills each built answer page with before
// validating it), and stand-in pages that show each value where a test can read it (what the
// function's tests answer with, never needing a build).
import { answerKindNames, answerKinds, rowsOf } from '../answers.js';
import { holderEmailKinds } from '../holders/email-kinds.js';

/** A receipt's shape (functions/receipts.js): three base64url parts, about 450 characters. */
const receiptSample = `eyJhbGciOiJFUzI1NiJ9.${'eyJyZWdpc3RlciI6Im9wZXJhdG9ycyJ9'.repeat(8)}.${'A'.repeat(86)}`;

/** @type {Record<string, string>} */
const samples = {
  number: 'AB 123<456>',
  surname: 'O’Neill & "Smith"',
  fullName: 'Zoë O’Neill-Smith',
  registrationNumber: 'AB123456',
  checkedNumber: 'AB123456',
  validUntil: '31 December 2030',
  retryAt: '14:30',
  checkedAt: '25 November 2026 at 14:30:05',
  registerUpdated: '25 November 2026 at 06:00',
  reference: 'TRW4ZK-7QH3P8WZ',
  endsIn: 'in 12 days',
  // Addresses and the values of attributes that take a set of words: real ones, as the function
  // gives them (Handlebars escapes them all the same).
  providerNumber: 'ZZ0001',
  phoneHref: 'tel:+441134960101',
  emailHref: 'mailto:training@leeds.example.com',
  website: 'https://leeds.example.com/?a=1&b=2',
  lastPageHref: '/providers/results?where=LS1+4AB&category=CB&page=2',
  href: '/providers/ZZ0001?from=where%3DLS1%2B4AB%26category%3DCB%26within%3D50',
  backHref: '/providers/results?where=LS1+4AB&category=CB&within=50',
  namedHref: '/providers/ZZ0001',
  namedNumber: 'ZZ0001',
  pageHref: '/providers/results?where=LS1+4AB&category=CB&page=2',
  providerHref: '/providers/ZZ0001',
  nearestHref: '/providers/ZZ0001?from=where%3DKirkwall%26within%3D50',
  placeHref: '/providers/results?where=Newcastle+upon+Tyne&within=50',
  suggestionHref: '/providers/results?where=Edinburgh&within=50',
  pageCurrent: 'page',
  verifyHref: '/verify/result?receipt=eyJhbGciOiJFUzI1NiJ9.eyJqdGkiOiJ4In0.c2ln',
  csvHref: 'data:text/csv;charset=utf-8,%EF%BB%BFwhere%2Cregistration_number%0D%0A',
  csvName: 'crew-check-2026-11-26-1430.csv',
  outcome: 'no-match',
  // A receipt, its verify address and its QR code (functions/receipt-links.js), as they come.
  receipt: `${receiptSample}<b>`,
  receiptHref: `/verify/result?receipt=${receiptSample}`,
  receiptQr: `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1H0z"/></svg>').toString('base64')}`,
  checkAgainHref: '/check?number=AB123456',
  register: 'operators',
  status: 'current',
  keyId: 'jEX2W9HeVIxNevll-DoGlWZo_ofSdAgW0zvOoUAU2Qo',
  sinceDate: '3 November 2026',
  // The providers' portal: a result's id (Firestore's), its correction's address, a QR code.
  resultId: 'Xq7bB2c9KdL0mNpQrStU',
  correctHref: '/portal/results/correct?result=Xq7bB2c9KdL0mNpQrStU',
  // The staff console: a record's page, an action's question, days of the trail, a run.
  recordHref: '/console/record?register=operators&number=MO100001',
  actionHref: '/console/record/change?register=operators&number=MO100001&action=suspend',
  from: '2026-11-01',
  to: '2026-11-28',
  generation: '42',
  qrCode: `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1H0z"/></svg>').toString('base64')}`,
  // The console's provisional results: an operator's record.
  operatorHref: '/console/record?register=operators&number=ZZ700001',
  // The console's reports and runs: a record's page, the other list, a run's question.
  cardHref: '/console/record?register=operators&number=MO100001',
  otherHref: '/console/reports?show=all',
  undoHref: '/console/runs/undo?register=operators&run=12',
  // The console's import: the trail of the register imported.
  trailHref: '/console/trail?register=instructors',
  runsHref: '/console/runs?register=operators',
  reportsHref: '/console/reports?number=MO100001',
  // The console's employers' accounts: an account's page, and the questions of its changes.
  accountHref: '/console/employers/account?number=EM1042',
  newKeyHref: '/console/employers/change?number=EM1042&action=key-create',
  revokeHref: '/console/employers/change?number=EM1042&action=key-revoke&key=k4z9q2mx',
  webhookHref: '/console/employers/change?number=EM1042&action=webhook-set',
  removeHref: '/console/employers/change?number=EM1042&action=webhook-remove',
  // The holder's record: their provider's phone, as a link.
  providerPhoneHref: 'tel:+441134960000',
};

/**
 * Every value and list of `kind`, filled with text that needs escaping (and `photo`, if the kind
 * shows one).
 * @template {import('../answers.js').AnswerKind} K
 * @param {K} kind
 * @param {string} [photo] a JPEG in base64
 * @returns {import('../answers.js').AnswerData<K>}
 */
export function sampleAnswerData(kind, photo = '') {
  const { values, lists } = answerKinds[kind];
  return /** @type {any} */ ({
    ...Object.fromEntries(
      values.map((name) => [
        name,
        name === 'photo' ? photo : (samples[name] ?? `${name}: <b>“quoted”</b> & 'so on'`),
      ]),
    ),
    ...Object.fromEntries(
      lists.map((name) => [name, ['Counterbalance lift truck', 'Side-loader & <reach>']]),
    ),
    // Two rows of each, every field text that needs escaping (an address: a real one).
    ...Object.fromEntries(
      Object.entries(rowsOf(kind)).map(([name, fields]) => [
        name,
        [1, 2].map((n) =>
          Object.fromEntries(
            fields.map((field) => [field, samples[field] ?? `${field} ${n}: <b>“x”</b> & 'y'`]),
          ),
        ),
      ]),
    ),
  });
}

/**
 * A stand-in page for every answer kind, as the function's tests fill them: its kind as the
 * title, each value in an element of its own (`data-field`), each list's items, and each row's
 * fields (`none` where there are no rows), so a value the handler does not give fails the test
 * that asks for that page.
 * @returns {Record<string, string>}
 */
export function standInPages() {
  return Object.fromEntries(
    answerKindNames.map((kind) => {
      const { values, lists } = answerKinds[kind];
      const shown = values.map((name) => `<p data-field="${name}">{{${name}}}</p>`).join('');
      const listed = lists
        .map((name) => `<ul data-list="${name}">{{#each ${name}}}<li>{{this}}</li>{{/each}}</ul>`)
        .join('');
      const rows = Object.entries(rowsOf(kind))
        .map(
          ([name, fields]) =>
            `<ol data-rows="${name}">{{#each ${name}}}<li>${fields
              .map((field) => `<span data-field="${field}">{{${field}}}</span>`)
              .join('')}</li>{{else}}<li>none</li>{{/each}}</ol>`,
        )
        .join('');
      return [kind, `<!doctype html><title>${kind}</title><main>${shown}${listed}${rows}</main>`];
    }),
  );
}

/**
 * Every value, list and row of a holder's email of `kind` (functions/holders/email-kinds.js),
 * filled with text that needs escaping, addresses as the function gives them.
 * @param {import('../holders/email-kinds.js').HolderEmailKind} kind
 */
export function sampleEmailData(kind) {
  const { values, lists } = holderEmailKinds[kind];
  const text = (/** @type {string} */ name) =>
    name.endsWith('Href')
      ? `https://scheme.example/${name}?a=1&b=2`
      : `${name}: <b>“quoted”</b> & 'so on'`;
  return {
    ...Object.fromEntries(values.map((name) => [name, text(name)])),
    ...Object.fromEntries(
      lists.map((name) => [name, ['Counterbalance lift truck', '<Side> & loader']]),
    ),
    provider: [
      {
        providerName: 'Lifts & Loaders <Leeds>',
        providerHref: 'https://scheme.example/providers/TP0001',
        providerPhone: '0113 496 0001',
        providerPhoneHref: 'tel:+441134960001',
      },
    ],
  };
}
