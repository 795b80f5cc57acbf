// Every page the operator check's function answers with, defined once: its kind, and the values
// and lists it shows. Everything else follows from this:
// - the site renders each kind as a page of its own (app/check/answers/[kind]), with a Handlebars
//   expression wherever a value goes (`slotsOf`: a component that names a value its kind lacks
//   fails the build, by its types and, where they cannot see it, as it renders);
// - the build checks that each rendered page uses exactly its kind's values, naming any other
//   (scripts/build/check-answers.mjs, `answerProblems`), and hands the pages to the function;
// - the handler fills them (`createRenderer`) with the values its JSDoc types take from here, and
//   Handlebars, in strict mode, throws on a value the handler did not give. Escaping is
//   Handlebars': every value, in text and attributes alike; the pages hold no unescaped expression.
import Handlebars from 'handlebars';
import { searchRadii } from './providers.js';
import { consoleAnswerKinds } from './console-answers.js';
import { cardAnswerKinds, cardReceiptAnswerKinds } from './card-answers.js';
import { portalAnswerKinds } from './portal-answers.js';
import { crewCountValues, receiptAnswerKinds } from './receipt-answers.js';
import { emailsAnswerKinds } from './holder-answers.js';
import { categories } from './vocabulary/categories.js';
import { slotsFor } from './slots.js';

const none = /** @type {const} */ ([]);

/** What the visitor typed into the check form, shown in it again. */
const typed = /** @type {const} */ (['number', 'surname']);
/**
 * The record an employer keeps of a check: when, its reference, the register's age, the number,
 * and its receipt (functions/receipt-links.js): the JWS, the site's address that verifies it and a
 * QR code of that address.
 */
const kept = /** @type {const} */ ([
  'checkedAt',
  'reference',
  'registerUpdated',
  'checkedNumber',
  'receipt',
  'receiptHref',
  'receiptQr',
]);
/**
 * A match: the record found, on whichever register. What was typed is not shown again in the
 * form, which starts empty for the next check (a shared office computer shows the next person
 * nothing of the last): the record keeps the surname checked.
 */
const match = /** @type {const} */ ([
  'surname',
  ...kept,
  'fullName',
  'registrationNumber',
  'validUntil',
]);
/**
 * The accredited providers a matched person is tied to, each linking to its page: the provider
 * that trained and tested an operator (one, or none where the register does not say), those an
 * instructor teaches for.
 */
const providers = /** @type {const} */ ({
  providers: ['providerName', 'providerHref', 'providerStanding'],
});

/**
 * A match's rows: its providers, and what the record says of each category a provider's results
 * put on it before the scheme confirmed them (functions/vocabulary/provisional.js): counting
 * until a day, or no longer.
 */
const matchRows = /** @type {const} */ ({ ...providers, provisional: ['provisionalText'] });

/**
 * The registers a person is checked on by number and surname, each one check with the same
 * answers (`personKinds`): `prefix` begins the names of its answers; `match` and `noMatch` are the
 * values its match and its no-match show beyond the shared ones (an operator's photograph, and
 * the report form filled in with the number and name); `providers`, whether a match names one
 * provider at most or a list; `printsProviders`, whether the printed record shows them.
 */
export const personChecks = /** @type {const} */ ({
  operator: {
    prefix: '',
    match: ['photo', 'reportNumber', 'reportName'],
    noMatch: ['reportNumber'],
    providers: 'one',
    // Who trained and tested the operator is part of the record an employer keeps.
    printsProviders: true,
  },
  instructor: {
    prefix: 'instructor-',
    match: [],
    noMatch: [],
    providers: 'many',
    printsProviders: true,
  },
});

/** @typedef {keyof typeof personChecks} PersonRegister */

/**
 * An object's keys with `P` before each.
 * @template {string} P
 * @template T
 * @typedef {{ [K in keyof T & string as `${P}${K}`]: T[K] }} Prefixed
 */

/**
 * The answers of a person check, named for its register: what a match, a no-match, a field to
 * correct, a limit and a refusal show, with the register's own values beside the shared ones.
 * @template {string} P
 * @template {readonly string[]} M
 * @template {readonly string[]} N
 * @param {{ prefix: P, match: M, noMatch: N }} check
 */
function personKinds({ prefix, match: more, noMatch: noMatchMore }) {
  const found = /** @type {const} */ ([...match, ...more]);
  const kinds = /** @type {const} */ ({
    'match-current': { values: found, lists: ['categories'], rows: matchRows },
    'match-ending': { values: [...found, 'endsIn'], lists: ['categories'], rows: matchRows },
    'match-expired': { values: found, lists: ['categories'], rows: matchRows },
    // Since when, where the register knows: one row with the day, or none.
    'match-suspended': {
      values: found,
      lists: ['categories'],
      // And why, where a provider's records were suspended together (commands/standing.js).
      rows: { ...matchRows, since: ['sinceDate'], why: ['whyText'] },
    },
    'no-match': { values: ['surname', ...kept, ...noMatchMore], lists: none },
    'invalid-number-missing': { values: typed, lists: none },
    'invalid-number-tooLong': { values: typed, lists: none },
    'invalid-number-format': { values: typed, lists: none },
    'invalid-surname-missing': { values: typed, lists: none },
    'invalid-surname-tooLong': { values: typed, lists: none },
    'invalid-surname-characters': { values: typed, lists: none },
    limited: { values: [...typed, 'retryAt'], lists: none },
    'number-limited': { values: [...typed, 'retryAt'], lists: none },
    unavailable: { values: typed, lists: none },
    method: { values: none, lists: none },
    'cross-site': { values: none, lists: none },
  });
  return /** @type {Prefixed<P, typeof kinds>} */ (
    Object.fromEntries(Object.entries(kinds).map(([kind, shows]) => [`${prefix}${kind}`, shows]))
  );
}

/**
 * The answers every person check gives, without its register's prefix.
 * @typedef {keyof ReturnType<typeof personKinds<'', [], []>>} PersonAnswer
 */
export const personAnswers = /** @type {PersonAnswer[]} */ (
  Object.keys(personKinds({ prefix: '', match: none, noMatch: none }))
);

/** A report the visitor must correct: each field as they wrote it. */
const report = /** @type {const} */ ([
  'reportNumber',
  'reportName',
  'reportSeen',
  'reportWhere',
  'reportReporter',
  'reportContact',
]);

/**
 * The finder's form as the visitor left it. A page made in advance cannot tick a box itself, so
 * each category's box and each distance's button is in the page twice, ticked and not, each
 * inside a list: the function gives the label as the one item of the list to show
 * (`chosenCB: ['Counterbalance lift truck'], unchosenCB: []`). Made from the categories and the
 * distances themselves, so a category added to functions/vocabulary/categories.js is a box the finder ticks.
 * @typedef {keyof typeof categories | (typeof searchRadii)[number]} Choice
 * @typedef {`chosen${Choice}` | `unchosen${Choice}`} FinderChoice
 */
export const finderChoices = /** @type {readonly FinderChoice[]} */ (
  [...Object.keys(categories), ...searchRadii].flatMap((choice) => [
    `chosen${choice}`,
    `unchosen${choice}`,
  ])
);
/** A provider as the finder lists it. */
const providerRow = /** @type {const} */ ([
  'name',
  'href',
  'distance',
  'until',
  'categories',
  'phone',
  'phoneHref',
  'email',
  'emailHref',
  'website',
]);
/**
 * The way back from a provider's page to the search that listed it, with its terms: one row when
 * the page was reached from a search (its `from`), none otherwise.
 */
const back = /** @type {const} */ ({ back: ['backHref'] });

/** A provider's own page: what it is accredited for, where it trains, how to reach it. */
const providerPage = /** @type {const} */ ({
  values: [
    'providerName',
    'providerNumber',
    'accreditedUntil',
    'phone',
    'phoneHref',
    'email',
    'emailHref',
    'website',
    'registerUpdated',
  ],
  lists: ['categories', 'siteAreas'],
  rows: {
    ...back,
    centres: ['address', 'postcode'],
    instructors: ['instructorName', 'instructorNumber', 'instructorCategories'],
  },
});

/**
 * The page of a provider that is not accredited now: no "accredited until" that reads as current
 * (a lapsed provider's says when it ended), nor where it trains, as it may not.
 */
const pastProviderPage = /** @type {const} */ ({
  values: providerPage.values.filter((value) => value !== 'accreditedUntil'),
  lists: ['categories'],
  rows: { ...back, instructors: providerPage.rows.instructors },
});

/**
 * The page of a provider the scheme suspended or withdrew: since when, where the register knows
 * (`since`: one row with the day, or none for a record stored before the day was kept).
 */
const sinceProviderPage = /** @type {const} */ ({
  ...pastProviderPage,
  rows: { ...pastProviderPage.rows, since: ['sinceDate'] },
});

/** The crew check's form as the visitor left it: the list they pasted (a key is never shown). */
const crewForm = /** @type {const} */ (['list']);

/**
 * The crew check's answers (functions/surfaces/crew/): one table of the rows checked, in the
 * order given, each with its place among them (`3`, as the list a crew's receipt leads to numbers
 * it) and where it was (`line 3 of the list`), the number and surname as given,
 * its outcome (`current`, `ending`, `expired`, `suspended`, `no-match`, `invalid` or `limited`,
 * which the page styles), the words for it (`Suspended since 14 September 2026`) and, where they
 * say more, why (`not on the register with this surname`), and on a match the name and
 * valid-until date; every row checked has its reference and the address that verifies its
 * receipt. Above it, the counts (who may work, who may not and why, who was not checked), the
 * account, when, how fresh the register is, the crew's receipt (functions/crew-receipts.js: its
 * reference, the JWS, the verify address and its QR code, printed on every page) and the whole
 * table as a CSV to download (a `data:` address, so the page needs no script and the function
 * keeps nothing for it). The others ask for the form again.
 */
const crewKinds = /** @type {const} */ ({
  'crew-results': {
    values: [
      'accountName',
      'accountNumber',
      'checkedAt',
      'registerUpdated',
      ...crewCountValues,
      'quotaLeft',
      'csvHref',
      'csvName',
      'crewReference',
      'receipt',
      'receiptHref',
      'receiptQr',
    ],
    lists: none,
    rows: {
      crew: [
        'position',
        'where',
        'number',
        'surname',
        'outcome',
        'outcomeText',
        'outcomeDetail',
        'name',
        'validUntil',
        'reference',
        'verifyHref',
      ],
    },
  },
  'crew-invalid-key-missing': { values: crewForm, lists: none },
  'crew-invalid-key-unknown': { values: crewForm, lists: none },
  'crew-invalid-key-inactive': { values: crewForm, lists: none },
  'crew-invalid-rows-missing': { values: crewForm, lists: none },
  'crew-invalid-rows-tooMany': { values: [...crewForm, 'rowCount'], lists: none },
  'crew-invalid-list-format': { values: [...crewForm, 'detail'], lists: none },
  'crew-invalid-file-format': { values: [...crewForm, 'detail'], lists: none },
  'crew-invalid-file-tooLarge': { values: [...crewForm, 'detail'], lists: none },
  'crew-limited': { values: [...crewForm, 'dailyQuota', 'quotaLeft'], lists: none },
  'crew-refused': { values: crewForm, lists: none },
  'crew-unavailable': { values: crewForm, lists: none },
  'crew-method': { values: none, lists: none },
  'crew-cross-site': { values: none, lists: none },
});

/**
 * Each answer: `values`, the text it shows (`{{name}}`); `lists`, the lists it repeats an item for
 * (`{{#each name}}…{{this}}…{{/each}}`); `rows`, if it has any, the lists whose items each show
 * several values (`{{#each name}}…{{field}}…{{else}}what shows when there is none{{/each}}`).
 */
export const answerKinds = /** @type {const} */ ({
  ...personKinds(personChecks.operator),
  ...personKinds(personChecks.instructor),
  ...crewKinds,
  'report-received': { values: ['reportReference'], lists: none },
  'report-invalid-number-tooLong': { values: report, lists: none },
  'report-invalid-name-tooLong': { values: report, lists: none },
  'report-invalid-seen-missing': { values: report, lists: none },
  'report-invalid-seen-tooLong': { values: report, lists: none },
  'report-invalid-where-missing': { values: report, lists: none },
  'report-invalid-where-tooLong': { values: report, lists: none },
  'report-invalid-reporter-missing': { values: report, lists: none },
  'report-invalid-reporter-tooLong': { values: report, lists: none },
  'report-invalid-contact-missing': { values: report, lists: none },
  'report-invalid-contact-tooLong': { values: report, lists: none },
  'report-invalid-contact-format': { values: report, lists: none },
  'finder-start': { values: ['where'], lists: finderChoices },
  // `machines`: the machines chosen ("Counterbalance lift truck, Telescopic handler"), or "all
  // machines" when none was.
  'finder-results': {
    values: ['where', 'place', 'found', 'pageOf', 'machines'],
    lists: finderChoices,
    rows: {
      providers: providerRow,
      pages: ['pageHref', 'pageLabel', 'pageCurrent'],
      previous: ['pageHref'],
      next: ['pageHref'],
    },
  },
  // None within the distance: the machines chosen, if any, and the nearest providers at any
  // distance, each with how far it is.
  'finder-none': {
    values: ['where', 'place', 'radius', 'machines'],
    lists: finderChoices,
    rows: {
      chosen: ['machineNames'],
      nearest: ['nearestName', 'nearestHref', 'nearestDistance', 'nearestCategories'],
    },
  },
  // A name several places share: each of them, linking to its search, most populous first.
  'finder-choose-where': {
    values: ['where'],
    lists: finderChoices,
    rows: { places: ['placeLabel', 'placeHref'] },
  },
  'finder-invalid-where-missing': { values: ['where'], lists: finderChoices },
  'finder-invalid-where-tooLong': { values: ['where'], lists: finderChoices },
  // No such place, and the place the visitor may have meant, if one is near enough in spelling.
  'finder-invalid-where-unknown': {
    values: ['where'],
    lists: finderChoices,
    rows: { suggestions: ['suggestionLabel', 'suggestionHref'] },
  },
  'finder-invalid-where-crownDependency': { values: ['where'], lists: finderChoices },
  'finder-invalid-where-bfpo': { values: ['where'], lists: finderChoices },
  'finder-invalid-category-unknown': { values: ['where'], lists: finderChoices },
  'finder-invalid-page-pastEnd': { values: ['where', 'lastPageHref'], lists: finderChoices },
  'finder-unavailable': { values: ['where'], lists: finderChoices },
  // A provider looked for by name (functions/surfaces/finder/, `answerNamed`; a number found
  // goes straight to its page): the providers whose names hold every word typed, each with its
  // standing, or none; the name typed kept in its box.
  'finder-named': {
    values: ['where', 'name', 'namedFound'],
    lists: finderChoices,
    rows: { named: ['namedName', 'namedHref', 'namedNumber', 'namedStanding'] },
  },
  'finder-named-none': { values: ['where', 'name'], lists: finderChoices },
  'finder-invalid-name-missing': { values: ['where', 'name'], lists: finderChoices },
  'finder-invalid-name-tooLong': { values: ['where', 'name'], lists: finderChoices },
  'provider-accredited': providerPage,
  'provider-lapsed': {
    ...pastProviderPage,
    values: [...pastProviderPage.values, 'accreditedUntil'],
  },
  'provider-suspended': sinceProviderPage,
  'provider-withdrawn': sinceProviderPage,
  'provider-unknown': { values: ['providerNumber'], lists: none, rows: back },
  ...receiptAnswerKinds,
  ...portalAnswerKinds,
  ...consoleAnswerKinds,
  ...emailsAnswerKinds,
  ...cardAnswerKinds,
  ...cardReceiptAnswerKinds,
});

/** @typedef {keyof typeof answerKinds} AnswerKind */

/**
 * The rows an answer of kind `K` repeats, by name, each with its fields (none for most kinds).
 * @template {AnswerKind} K
 * @typedef {(typeof answerKinds)[K] extends { rows: infer R } ? R : {}} RowsOf
 */

/**
 * What an answer of kind `K` is filled with: each of its values as text, each of its lists as
 * the items' text, each of its rows as records of their fields' text.
 * @template {AnswerKind} K
 * @typedef {{ [V in (typeof answerKinds)[K]['values'][number]]: string }
 *   & { [L in (typeof answerKinds)[K]['lists'][number]]: readonly string[] }
 *   & { [R in keyof RowsOf<K>]: readonly { [F in RowsOf<K>[R] extends readonly string[] ? RowsOf<K>[R][number] : never]: string }[] }} AnswerData
 */

/**
 * The rows of a kind, as a record of names and fields (empty for most kinds).
 * @param {AnswerKind} kind
 * @returns {Record<string, readonly string[]>}
 */
export const rowsOf = (kind) => {
  const definition = /** @type {{ rows?: Record<string, readonly string[]> }} */ (
    answerKinds[kind]
  );
  return definition.rows ?? {};
};

/** @type {readonly AnswerKind[]} */
export const answerKindNames = /** @type {AnswerKind[]} */ (Object.keys(answerKinds));

/**
 * The expressions a page of kind `K` writes where its values, lists and rows go, as the
 * components write them into the page: `{{fullName}}`; for a list the block around its item; for
 * rows the block around a row, where nothing else shows when there are none (`otherwise`), and
 * each field of a row.
 * @template {AnswerKind} K
 * @param {K} kind
 * @returns {{ [V in (typeof answerKinds)[K]['values'][number]]: string }
 *   & { [L in (typeof answerKinds)[K]['lists'][number]]: { start: string, item: string, end: string } }
 *   & { [R in keyof RowsOf<K>]: { start: string, otherwise: string, end: string, fields: { [F in RowsOf<K>[R] extends readonly string[] ? RowsOf<K>[R][number] : never]: string } } }}
 */
export function slotsOf(kind) {
  const { values, lists } = answerKinds[kind];
  return slotsFor(kind, { values, lists, rows: rowsOf(kind) });
}

/**
 * The values, lists and rows a page uses, read from its Handlebars expressions, and whatever else
 * it holds that is not a plain value, list or row (a helper, a triple-stash, a partial, a list
 * inside a list): the build refuses those. A repeated block whose body shows `{{this}}` is a
 * list; one whose body shows named values is rows, with those values as its fields.
 * @param {string} page
 * @returns {{ values: Set<string>, lists: Set<string>, rows: Map<string, Set<string>>, other: string[] }}
 */
export function slotsIn(page) {
  const found = {
    values: new Set(),
    lists: new Set(),
    rows: new Map(),
    other: /** @type {string[]} */ ([]),
  };
  const ast = Handlebars.parse(page);
  /**
   * @param {hbs.AST.Statement[]} body
   * @param {string | undefined} list the repeated block the body is in
   * @param {Set<string>} fields the named values that block's body shows
   */
  const walk = (body, list, fields) => {
    for (const node of body) {
      if (node.type === 'ContentStatement' || node.type === 'CommentStatement') continue;
      if (node.type === 'MustacheStatement') {
        const { path, params, escaped } = /** @type {hbs.AST.MustacheStatement} */ (node);
        const name = /** @type {hbs.AST.PathExpression} */ (path).original;
        if (!escaped) found.other.push(`{{{${name}}}}`);
        else if (params.length || path.type !== 'PathExpression') found.other.push(`{{${name} …}}`);
        else if (name === 'this' && list) found.lists.add(list);
        else if (list) fields.add(name);
        else found.values.add(name);
        continue;
      }
      if (node.type === 'BlockStatement') {
        const block = /** @type {hbs.AST.BlockStatement} */ (node);
        const helper = /** @type {hbs.AST.PathExpression} */ (block.path).original;
        const [named] = block.params;
        if (
          helper === 'each' &&
          !list &&
          named?.type === 'PathExpression' &&
          block.params.length === 1
        ) {
          const name = /** @type {hbs.AST.PathExpression} */ (named).original;
          /** @type {Set<string>} */
          const shown = new Set();
          walk(block.program.body, name, shown);
          if (shown.size) found.rows.set(name, shown);
          else found.lists.add(name);
          // What shows when there is nothing to repeat is outside the repeated block.
          if (block.inverse) walk(block.inverse.body, undefined, fields);
        } else found.other.push(`{{#${helper}}}`);
        continue;
      }
      found.other.push(node.type);
    }
  };
  walk(ast.body, undefined, new Set());
  return found;
}

/**
 * What is wrong with the pages of a build, each problem naming the kind and the value: a kind
 * with no page, a page of no kind, a value or list a page never shows or shows but its kind does
 * not define, and any expression that is not a plain value or list.
 * @param {Record<string, string>} pages by kind
 * @returns {string[]}
 */
export function answerProblems(pages) {
  const problems = [];
  for (const kind of answerKindNames) {
    const page = pages[kind];
    if (page === undefined) {
      problems.push(`no page was rendered for the answer "${kind}"`);
      continue;
    }
    const { values, lists } = answerKinds[kind];
    const rows = rowsOf(kind);
    const used = slotsIn(page);
    for (const name of values)
      if (!used.values.has(name))
        problems.push(`the answer "${kind}" never shows its value ${name}`);
    for (const name of lists)
      if (!used.lists.has(name)) problems.push(`the answer "${kind}" never lists its ${name}`);
    for (const name of used.values)
      if (!(/** @type {readonly string[]} */ (values).includes(name)))
        problems.push(`the answer "${kind}" shows {{${name}}}, which is not one of its values`);
    for (const name of used.lists)
      if (!(/** @type {readonly string[]} */ (lists).includes(name)))
        problems.push(`the answer "${kind}" lists ${name}, which is not one of its lists`);
    for (const [name, fields] of Object.entries(rows)) {
      const shown = used.rows.get(name);
      if (!shown) problems.push(`the answer "${kind}" never shows its rows ${name}`);
      else
        for (const field of fields)
          if (!shown.has(field))
            problems.push(`the answer "${kind}" never shows the ${field} of its rows ${name}`);
    }
    for (const [name, shown] of used.rows)
      if (!Object.hasOwn(rows, name))
        problems.push(`the answer "${kind}" shows rows ${name}, which are not among its rows`);
      else
        for (const field of shown)
          if (!rows[name]?.includes(field))
            problems.push(
              `the answer "${kind}" shows {{${field}}} in its rows ${name}, which is not one of their fields`,
            );
    for (const other of used.other)
      problems.push(`the answer "${kind}" holds ${other}: only values and lists may be filled in`);
  }
  for (const kind of Object.keys(pages))
    if (!Object.hasOwn(answerKinds, kind))
      problems.push(
        `a page was rendered for "${kind}", which is not an answer (functions/answers.js)`,
      );
  return problems;
}

/**
 * The renderer of a build's answer pages: each page compiled once, when first asked for.
 * @param {Record<string, string>} pages by kind
 */
export function createRenderer(pages) {
  /** @type {Map<AnswerKind, Handlebars.TemplateDelegate>} */
  const compiled = new Map();
  /**
   * The page of `kind` filled with `data`; throws if the build has no page for it, or if `data`
   * lacks a value the page shows.
   * @template {AnswerKind} K
   * @param {K} kind
   * @param {AnswerData<K>} data
   * @returns {string}
   */
  return function render(kind, data) {
    let template = compiled.get(kind);
    if (!template) {
      const page = pages[kind];
      if (page === undefined) throw new Error(`the build has no answer page "${kind}"`);
      template = Handlebars.compile(page, { strict: true, knownHelpersOnly: true });
      compiled.set(kind, template);
    }
    return template(data);
  };
}

/**
 * The person check an answer is of, and the answer without its register's prefix; undefined for
 * an answer of no person check (a report's, the finder's, a provider's page).
 * @param {AnswerKind} kind
 * @returns {{ register: PersonRegister, answer: PersonAnswer } | undefined}
 */
export function personAnswerOf(kind) {
  // In any order: no answer begins with a register's prefix, so the operator check's, which is
  // empty, leaves an instructor's answer whole, and that is none of the answers.
  for (const register of /** @type {PersonRegister[]} */ (Object.keys(personChecks))) {
    const { prefix } = personChecks[register];
    const answer = kind.slice(prefix.length);
    if (kind.startsWith(prefix) && personAnswers.includes(/** @type {PersonAnswer} */ (answer)))
      return { register, answer: /** @type {PersonAnswer} */ (answer) };
  }
  return undefined;
}

/**
 * The field an answer asks the visitor to correct, and what is wrong with it: in the check's form
 * (`invalid-number-format`, `instructor-invalid-number-format`) or the report's
 * (`report-invalid-contact-format`). Undefined for the other answers.
 * @param {AnswerKind} kind
 * @returns {{ form: 'check' | 'report', field: string, problem: string } | undefined}
 */
export function problemOf(kind) {
  const [, report, field, problem] =
    /^(report-)?invalid-(\w+)-(\w+)$/.exec(personAnswerOf(kind)?.answer ?? kind) ?? [];
  if (!field || !problem) return undefined;
  return { form: report ? 'report' : 'check', field, problem };
}

/**
 * Whether an answer is the result of a person check, a match or not, which an employer may keep
 * and report.
 * @param {AnswerKind} kind
 */
export const isResult = (kind) => /^(?:match-|no-match$)/.test(personAnswerOf(kind)?.answer ?? '');
