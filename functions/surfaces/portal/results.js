// Entering results (docs/portal.md): one operator's in a form with their photograph, or a file of
// many with the photographs it names; read in the register's vocabulary (functions/portal/
// result-input.js), every problem named by field or by line, nothing entered unless all is right.
// A photograph is checked as the import checks it and stored as the check shows it: cropped,
// re-encoded, its metadata gone. Approving and withdrawing take the results' ids from the form,
// and the registers' layer checks each against the signed-in person's provider.
import { inTime, unavailable } from '../../answering.js';
import { approveResults, withdrawResults } from '../../portal/approval.js';
import { maySubmit, readResult } from '../../portal/result-input.js';
import { correctResult } from '../../portal/correction.js';
import { enterResults, operatorProblem, resultsOf } from '../../portal/results.js';
import { photoCheck, photoSource, storedPhoto } from '../../registers/operators-file.js';
import { readTable, tableText } from '../../registers/table.js';
import { readOperators } from '../../portal/operator-index.js';
import { surnameKey } from '../../vocabulary/check-input.js';
import { normaliseNumber, numberPattern } from '../../vocabulary/registration-numbers.js';
import { categoryNames } from '../../vocabulary/category-names.js';
import { longDate } from '../../vocabulary/dates.js';
import {
  maxResultsPerFile,
  optionalResultColumns,
  resultColumns,
} from '../../vocabulary/portal.js';
import { registrationStatus } from '../../vocabulary/statuses.js';
import { contextOf } from '../context.js';
import { formOf, portalPage, refused, textOf, valuesOf } from './pages.js';

/** @typedef {import('../../portal/result-input.js').ResultFields} ResultFields */

/**
 * What a result is read against: the provider, the instructors' register, the day.
 * @param {import('hono').Context<any>} c
 */
async function contextFor(c) {
  const { provider, today } = c.get('signedIn');
  const instructors = await contextOf(c).catalogues.instructors.get();
  return { provider, instructors: instructors.records, today };
}

/**
 * The form's choices: the provider's categories and its current instructors.
 * @param {Awaited<ReturnType<typeof contextFor>>} context
 */
const choicesOf = ({ provider, instructors, today }) => ({
  categoryChoices: provider.categories.map(
    (/** @type {string} */ code, /** @type {number} */ i) => ({
      code,
      name: /** @type {string} */ (categoryNames(provider.categories)[i]),
    }),
  ),
  instructorChoices: [...instructors.values()]
    .filter(
      (instructor) =>
        instructor.providers.includes(provider.number) &&
        registrationStatus(instructor, today) === 'current',
    )
    .map((instructor) => ({
      number: instructor.registrationNumber,
      name: `${instructor.givenNames} ${instructor.surname}`,
    })),
});

/** A result's form: what was typed, with each field's problem beside it. */
function resultForm(
  /** @type {import('hono').Context<any>} */ c,
  /** @type {number} */ status,
  /** @type {Awaited<ReturnType<typeof contextFor>>} */ context,
  /** @type {Record<string, string>} */ typed,
  /** @type {Record<string, string | undefined>} */ problems,
  /** @type {string | undefined} */ correcting = undefined,
) {
  const listed = (/** @type {string} */ column) => (problems[column] ? [problems[column]] : []);
  return portalPage(c, status, correcting ? 'portal-correct' : 'portal-result', {
    ...(correcting ? { resultId: correcting } : {}),
    givenNames: typed.given_names ?? '',
    surname: typed.surname ?? '',
    testDate: typed.test_date ?? '',
    category: typed.category ?? '',
    instructor: typed.instructor ?? '',
    registrationNumber: typed.registration_number ?? '',
    email: typed.email ?? '',
    // The holder's consent, ticked or not: the box is in the page both ways (components/portal/results.tsx).
    consentTicked: typed.email_consent ? [''] : [],
    consentUnticked: typed.email_consent ? [] : [''],
    today: context.today,
    problems: Object.entries(problems).flatMap(([column, text]) =>
      text ? [`${column.replace('_', ' ')}: ${text}`] : [],
    ),
    givenNamesProblem: listed('given_names'),
    surnameProblem: listed('surname'),
    testDateProblem: listed('test_date'),
    categoryProblem: listed('category'),
    instructorProblem: listed('instructor'),
    registrationNumberProblem: listed('registration_number'),
    photoProblem: listed('photo'),
    emailProblem: listed('email'),
    consentProblem: listed('email_consent'),
    ...choicesOf(context),
  });
}

/** What a form's address without the holder's consent is told, beside the box to tick. */
const consentMissing =
  'is not ticked: tick it if the operator agreed to be emailed, or leave their email address empty';

/** Refuses a provider that may not submit today, or a person without `role`. */
const mayNot = (/** @type {import('hono').Context<any>} */ c, /** @type {string} */ role) => {
  const signedIn = c.get('signedIn');
  if (!maySubmit(signedIn.provider, signedIn.today))
    return refused(c, 'Your provider is not accredited today: it cannot enter or approve results.');
  if (!signedIn.person.roles.includes(role)) return refused(c, `Only a ${role} can do that.`);
  return undefined;
};

/** GET: an empty form. */
export async function newResultForm(/** @type {import('hono').Context<any>} */ c) {
  return mayNot(c, 'submitter') ?? resultForm(c, 200, await contextFor(c), {}, {});
}

/** The bytes of an uploaded file, or undefined where none was chosen. */
const bytesOf = async (/** @type {unknown} */ file) =>
  file instanceof File && file.size > 0 ? Buffer.from(await file.arrayBuffer()) : undefined;

/**
 * A result's form as posted, read: what was typed, the result, every problem by its field, and the
 * photograph's bytes (`photoRequired`: none is a problem).
 * @param {import('hono').Context<any>} c
 * @param {{ photoRequired: boolean }} how
 */
async function readForm(c, { photoRequired }) {
  const form = await formOf(c);
  const context = await contextFor(c);
  const typed = {
    ...Object.fromEntries(resultColumns.map((column) => [column, textOf(form, column)])),
    // The form's box: ticked, the holder agreed today, as the submitter enters their result.
    email_consent: textOf(form, 'consent') === 'yes' ? context.today : '',
  };
  const read = readResult(typed, { ...context, consentMissing });
  /** @type {Record<string, string | undefined>} */
  const problems = { ...read.problems };
  const photo = await bytesOf(valuesOf(form, 'photo')[0]);
  if (photo) problems.photo = (await photoCheck(photo)).problem;
  else if (photoRequired) problems.photo = 'choose a photograph of the operator';
  if (read.fields) {
    const register = await readOperators(contextOf(c).db, {
      numbers: read.fields.registrationNumber ? [read.fields.registrationNumber] : [],
      surnameKeys: [surnameKey(read.fields.surname)],
    });
    problems.registration_number = operatorProblem(read.fields, register);
  }
  const fields = Object.values(problems).some(Boolean) ? undefined : read.fields;
  return { form, typed, context, fields, problems, photo };
}

/** POST: one result entered, or its form again with every problem. */
export async function enterOne(/** @type {import('hono').Context<any>} */ c) {
  const refusal = mayNot(c, 'submitter');
  if (refusal) return refusal;
  const { typed, context, fields, problems, photo } = await readForm(c, { photoRequired: true });
  if (!fields || !photo) return resultForm(c, 400, context, typed, problems);
  const { person } = c.get('signedIn');
  const jpeg = await storedPhoto(photo);
  const { db, now } = contextOf(c);
  await enterResults(db, { provider: person.provider, by: person.email, at: now() }, [
    { fields, source: 'form', jpeg, photoHash: photoSource(photo) },
  ]);
  return entered(c, [fields]);
}

/** GET: a result's correction form, its fields as entered. */
export async function correctForm(/** @type {import('hono').Context<any>} */ c) {
  const refusal = mayNot(c, 'submitter');
  if (refusal) return refusal;
  const id = c.req.query('result') ?? '';
  const [found] = await resultsOf(contextOf(c).db, c.get('signedIn').person.provider, [id]);
  if (!found) return refused(c, 'That is not one of your provider’s results.', 404);
  const { result } = found;
  const typed = {
    given_names: result.givenNames,
    surname: result.surname,
    test_date: result.testDate,
    category: result.category,
    instructor: result.instructor,
    registration_number: result.registrationNumber ?? '',
    email: result.email ?? '',
    email_consent: result.emailConsent ?? '',
  };
  return resultForm(c, 200, await contextFor(c), typed, {}, id);
}

/** POST: a correction: the result withdrawn, the corrected one entered in its place. */
export async function correctOne(/** @type {import('hono').Context<any>} */ c) {
  const refusal = mayNot(c, 'submitter');
  if (refusal) return refusal;
  const { form, typed, context, fields, problems, photo } = await readForm(c, {
    photoRequired: false,
  });
  const id = textOf(form, 'result');
  if (!fields) return resultForm(c, 400, context, typed, problems, id);
  const { db, now } = contextOf(c);
  const done = await correctResult(db, { person: c.get('signedIn').person, at: now() }, id, {
    fields,
    ...(photo ? { jpeg: await storedPhoto(photo), photoHash: photoSource(photo) } : {}),
  });
  if (done.problem) return refused(c, done.problem, 400);
  return entered(c, [fields]);
}

/** The page that lists what was entered. */
const entered = (
  /** @type {import('hono').Context<any>} */ c,
  /** @type {ResultFields[]} */ fields,
) =>
  portalPage(c, 200, 'portal-entered', {
    count: String(fields.length),
    notices: [],
    entered: fields.slice(0, 100).map((result) => ({
      resultName: `${result.givenNames} ${result.surname}`,
      resultCategory: result.category,
      resultTestDate: longDate(result.testDate),
    })),
  });

/**
 * A file's rows read, each against the register and the photographs sent with it: the results
 * with their photographs' bytes, or every problem by line.
 * @param {string} text
 * @param {Awaited<ReturnType<typeof contextFor>>} context
 * @param {Awaited<ReturnType<typeof readOperators>>} register
 * @param {Map<string, Buffer>} photos by file name
 */
async function readFile(text, context, register, photos) {
  /** @type {{ fields: ResultFields, line: number, photo: Buffer }[]} */
  const rows = [];
  /** @type {Promise<string | undefined>[]} */
  const pending = [];
  const problems = readTable(
    text,
    resultColumns,
    ({ line, value, problem }) => {
      const read = readResult(value, context);
      for (const [column, text] of Object.entries(read.problems ?? {}))
        problem(/** @type {any} */ (column), text);
      const photo = photos.get(value.photo);
      if (!value.photo)
        problem('photo', 'is empty; name the operator’s photograph, uploaded with the file');
      else if (!photo) problem('photo', `${value.photo} was not uploaded with the file`);
      if (!read.fields || !photo) return;
      const clash = operatorProblem(read.fields, register);
      if (clash) return problem('registration_number', clash);
      rows.push({ fields: read.fields, line, photo });
      pending.push(
        photoCheck(photo).then(({ problem: bad }) => bad && `line ${line}, photo: ${bad}`),
      );
    },
    { optional: optionalResultColumns },
  );
  problems.push(...(await Promise.all(pending)).filter((each) => typeof each === 'string'));
  if (rows.length > maxResultsPerFile)
    problems.push(`the file has ${rows.length} results; at most ${maxResultsPerFile}`);
  return { rows, problems };
}

/**
 * The registration numbers and surnames a file's rows name, read as the rows will be: the
 * operators to read before its rows are checked against the register.
 * @param {string} text
 */
function operatorsNamed(text) {
  /** @type {{ numbers: string[], surnameKeys: string[] }} */
  const named = { numbers: [], surnameKeys: [] };
  readTable(
    text,
    resultColumns,
    ({ value }) => {
      const number = normaliseNumber(value.registration_number);
      if (numberPattern.test(number)) named.numbers.push(number);
      named.surnameKeys.push(surnameKey(value.surname));
    },
    { optional: optionalResultColumns },
  );
  return named;
}

/** POST: a file of results, entered whole, or every problem by line. */
export async function enterFile(/** @type {import('hono').Context<any>} */ c) {
  const refusal = mayNot(c, 'submitter');
  if (refusal) return refusal;
  const form = await formOf(c);
  const [file] = valuesOf(form, 'file');
  const fileName = file instanceof File ? file.name : 'the file';
  const bytes = await bytesOf(file);
  const fileProblems = (/** @type {string[]} */ problems) =>
    portalPage(c, 400, 'portal-file-problems', {
      fileName,
      count: String(problems.length),
      problems,
    });
  if (!bytes) return fileProblems(['choose a CSV file of results']);
  const decoded = tableText(bytes, fileName);
  if (decoded.problem !== undefined) return fileProblems([decoded.problem]);
  const photos = new Map();
  for (const photo of valuesOf(form, 'photos'))
    if (photo instanceof File && photo.size)
      photos.set(photo.name, Buffer.from(await photo.arrayBuffer()));
  const { db, now } = contextOf(c);
  const register = await readOperators(db, operatorsNamed(decoded.text));
  const { rows, problems } = await readFile(decoded.text, await contextFor(c), register, photos);
  if (problems.length) return fileProblems(problems);
  /** @type {Buffer[]} */
  const made = [];
  for (let i = 0; i < rows.length; i += 4)
    made.push(...(await Promise.all(rows.slice(i, i + 4).map(({ photo }) => storedPhoto(photo)))));
  const { person } = c.get('signedIn');
  await enterResults(
    db,
    { provider: person.provider, by: person.email, at: now() },
    rows.map(({ fields, line, photo }, i) => ({
      fields,
      source: `${fileName}, line ${line}`,
      jpeg: made[i],
      photoHash: photoSource(photo),
    })),
  );
  return entered(
    c,
    rows.map(({ fields }) => fields),
  );
}

/**
 * POST: the chosen results approved or withdrawn, and what was done and what not.
 * @param {'approve' | 'withdraw'} action
 */
export const settle = (action) => async (/** @type {import('hono').Context<any>} */ c) => {
  const refusal = mayNot(c, action === 'approve' ? 'approver' : 'submitter');
  if (refusal && !(action === 'withdraw' && !mayNot(c, 'approver'))) return refusal;
  const ids = valuesOf(await formOf(c), 'result').filter((id) => typeof id === 'string');
  const { db, now, allowDemonstration } = contextOf(c);
  const { person } = c.get('signedIn');
  const who = { person, at: now(), allowDemonstration };
  /** @type {Promise<{ approved?: { number: string }[], withdrawn?: string[], problems: string[], told?: { sent: number } }>} */
  const doing = action === 'approve' ? approveResults(db, who, ids) : withdrawResults(db, who, ids);
  const done = await inTime(c, doing);
  if (done === unavailable) return portalPage(c, 503, 'portal-unavailable', {});
  const lines = [
    ...(done.approved ?? []).map(({ number }) => `${number}: provisional on the register`),
    ...(done.withdrawn ?? []).map((id) => `${id}: withdrawn`),
    // The operators told by email (functions/holders/tell.js): those who gave an address.
    ...(done.told?.sent
      ? [`Operators emailed that their result is on the register: ${done.told.sent}`]
      : []),
  ];
  return portalPage(c, done.problems.length && !lines.length ? 400 : 200, 'portal-done', {
    heading: action === 'approve' ? 'Results approved' : 'Results withdrawn',
    done: lines,
    problems: done.problems,
  });
};
