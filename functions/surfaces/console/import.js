// An import by upload (`/console/import`, a keeper's): a register's file, with the operators'
// photographs it names, uploaded (GET the form, POST the file); its plan shown as the command line
// shows it (`importPlan`, `importPlanLines`: added, changed, every change of standing with who,
// when and why the record stands as it does now, warnings) with what it still asks (records to
// name before they are reinstated from a suspension for cause or have their last day moved back,
// the count of a large removal to type) and a reason; then (POST `/console/import/write`) the same
// `importFile` the command line runs, given the register's generation the plan was made at, so a
// register changed since is refused, not changed unseen. The upload waits in `consoleUploads`
// (functions/console/uploads.js) for the person who made it, for an hour.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dropUpload, keepUpload, readUpload } from '../../console/uploads.js';
import { importFile } from '../../registers/commands/import.js';
import { importPlan, importPlanLines } from '../../registers/commands/import-plan.js';
import { consoleUploadBytes } from '../../vocabulary/console.js';
import { consolePaths } from '../../vocabulary/paths.js';
import { contextOf } from '../context.js';
import { formOf, textOf, valuesOf } from '../door/forms.js';
import { consolePage, registerNamed, unlessMay, whereOf } from './pages.js';

/** The longest reason a form takes. */
const maxReason = 500;

/** The upload's form, with what went wrong or what was done. */
const importForm = (
  /** @type {import('hono').Context<any>} */ c,
  /** @type {number} */ status,
  /** @type {{ problems?: string[], done?: string[], register?: string }} */ said = {},
) =>
  consolePage(c, status, 'console-import', {
    problems: said.problems ?? [],
    done: said.done ?? [],
    trailHref: said.register
      ? `${consolePaths.trail}?${new URLSearchParams({ register: said.register })}`
      : consolePaths.trail,
  });

/** GET: the form. */
export function uploadForm(/** @type {import('hono').Context<any>} */ c) {
  return unlessMay(c, 'keep') ?? importForm(c, 200);
}

/** An uploaded file's name and bytes, or undefined where none was chosen. */
const uploaded = async (/** @type {unknown} */ file) =>
  file instanceof File && file.size > 0
    ? {
        name: path.basename(file.name || 'upload.csv'),
        bytes: Buffer.from(await file.arrayBuffer()),
      }
    : undefined;

/**
 * The import's run, as the command line would give it: the file by its name and bytes, the
 * photographs in a folder of their own (made here, removed after: `cleanUp`).
 * @param {import('hono').Context<any>} c
 * @param {import('../../console/uploads.js').Upload | Omit<import('../../console/uploads.js').Upload, 'id' | 'asked' | 'generation'> & { generation?: number }} upload
 * @param {Record<string, unknown>} more
 */
async function runOf(c, upload, more) {
  const { db, activity, now, allowDemonstration } = contextOf(c);
  const register = /** @type {import('../../registers/registers.js').Register} */ (
    registerNamed(upload.register)
  );
  const photos = register.photos
    ? await mkdtemp(path.join(tmpdir(), 'console-upload-'))
    : undefined;
  if (photos)
    for (const photo of upload.photos) await writeFile(path.join(photos, photo.name), photo.bytes);
  return {
    run: /** @type {any} */ ({
      db,
      activity,
      register,
      where: whereOf(db),
      now,
      by: c.get('signedIn').person.email,
      yes: false,
      file: upload.file.name,
      bytes: upload.file.bytes,
      photos,
      removeMissing: upload.removeMissing,
      reAdd: [],
      allowDemonstration,
      generation: upload.generation,
      ...more,
    }),
    cleanUp: () => (photos ? rm(photos, { recursive: true, force: true }) : Promise.resolve()),
    /** A problem as the keeper reads it: the photographs uploaded, not a folder of the server's. */
    said: (/** @type {string} */ line) =>
      (photos ? line.replaceAll(` is not in ${photos}`, ' was not uploaded with the file') : line)
        .replaceAll(` in ${photos}`, ' among the photographs uploaded')
        .trim(),
  };
}

/**
 * What the plan asks, as the form's questions.
 * @param {import('../../registers/commands/import-plan.js').ImportPlan} plan
 * @returns {import('../../console/uploads.js').Asked}
 */
function askedOf(plan) {
  /** @type {import('../../console/uploads.js').Asked} */
  const asked = { reinstate: [], earlier: [], expect: null };
  for (const question of plan.questions) {
    if (question.kind === 'reinstate') asked.reinstate = question.numbers;
    if (question.kind === 'earlier') asked.earlier = question.numbers;
    if (question.kind === 'expect') asked.expect = question.count;
  }
  return asked;
}

/**
 * The plan's page: the plan as the command line prints it, each record to name, the count to
 * type, and a reason.
 * @param {import('hono').Context<any>} c
 * @param {number} status
 * @param {import('../../registers/commands/import-plan.js').ImportPlan} plan
 * @param {{ id: string, reason: string, problems: string[] }} form
 */
function planPage(c, status, plan, { id, reason, problems }) {
  const asked = askedOf(plan);
  const why = new Map(plan.standing.map(({ number, now }) => [number, now.text]));
  const count = (/** @type {number} */ n, /** @type {string} */ what) =>
    n ? [`${n} ${what}`] : [];
  const summary = [
    ...count(plan.added.length, 'added'),
    ...count(
      plan.changed.length ? new Set(plan.changed.map(({ number }) => number)).size : 0,
      'changed',
    ),
    ...count(plan.standing.length, 'changing standing'),
    ...count(plan.removing.length, 'removed'),
    `${plan.unchanged} unchanged`,
  ].join(', ');
  return consolePage(c, status, 'console-import-plan', {
    file: plan.file,
    summary: `${plan.file} on the ${plan.register}’ register of ${plan.size.toLocaleString('en-GB')}: ${summary}.`,
    uploadId: id,
    reason,
    problems,
    lines: importPlanLines(plan).map((line) => line.trimEnd()),
    warnings: plan.warnings,
    standing: plan.standing.map(({ number, from, to, now }) => ({
      standingNumber: number,
      standingChange: `${from} → ${to}`,
      standingWhy: now.text,
    })),
    reinstate: asked.reinstate.map((number) => ({
      reinstateNumber: number,
      reinstateWhy: why.get(number) ?? '',
    })),
    earlier: plan.earlier
      .filter(({ number }) => asked.earlier.includes(number))
      .map(({ number, field, from, to }) => ({
        earlierNumber: number,
        earlierChange: `${field} ${from} → ${to}`,
      })),
    expect:
      asked.expect === null
        ? []
        : [
            `Removes ${asked.expect.toLocaleString('en-GB')} of the ${plan.size.toLocaleString('en-GB')} ${plan.register} on the register: more than 5 %. Type the number it removes to go ahead.`,
          ],
  });
}

/** POST: the file uploaded, read against the register, and its plan shown. */
export async function planUpload(/** @type {import('hono').Context<any>} */ c) {
  const refusal = unlessMay(c, 'keep');
  if (refusal) return refusal;
  if (Number(c.req.header('content-length')) > consoleUploadBytes)
    return importForm(c, 413, {
      problems: [
        `The upload is over ${consoleUploadBytes / 1024 / 1024} MB: import a register this large, or its photographs, with the command line (npm run operators -- import FILE).`,
      ],
    });
  const form = await formOf(c);
  const register = registerNamed(textOf(form, 'register'));
  const file = await uploaded(valuesOf(form, 'file')[0]);
  const photos = (
    await Promise.all(valuesOf(form, 'photos').map((photo) => uploaded(photo)))
  ).filter((photo) => photo !== undefined);
  const problems = [
    ...(register ? [] : ['Register: choose the register the file is of.']),
    ...(file ? [] : ['File: choose the register’s file (CSV) to upload.']),
  ];
  if (!register || !file) return importForm(c, 400, { problems });
  const { db, now } = contextOf(c);
  const upload = {
    by: c.get('signedIn').person.email,
    register: register.name,
    removeMissing: textOf(form, 'removeMissing') === 'yes',
    file,
    photos: register.photos ? photos : [],
  };
  const { run, cleanUp, said } = await runOf(c, upload, { dryRun: true });
  /** @type {import('../../registers/commands/import-plan.js').ImportPlan} */
  let plan;
  try {
    plan = await importPlan(run);
  } catch (error) {
    // The file's mistakes, each on its line, or what the register refuses: nothing kept.
    return importForm(c, 400, {
      problems: /** @type {Error} */ (error).message.split('\n').map(said),
    });
  } finally {
    await cleanUp();
  }
  const id = await keepUpload(
    db,
    { ...upload, generation: plan.generation, asked: askedOf(plan) },
    now(),
  );
  return planPage(c, 200, plan, { id, reason: '', problems: [] });
}

/** A run with nothing named or typed: its plan asks every question, as the plan's page shows it. */
const unnamed = { reinstate: [], earlier: [], expectRemoved: undefined, dryRun: true };

/** POST: the upload imported, as planned and confirmed with a reason. */
export async function writeUpload(/** @type {import('hono').Context<any>} */ c) {
  const refusal = unlessMay(c, 'keep');
  if (refusal) return refusal;
  const form = await formOf(c);
  const { db, now } = contextOf(c);
  const id = textOf(form, 'upload');
  const upload = await readUpload(db, id, c.get('signedIn').person.email, now());
  if (!upload)
    return importForm(c, 404, {
      problems: [
        'That upload is not here: it was imported, is more than an hour old, or is someone else’s. Upload the file again.',
      ],
    });
  const reason = textOf(form, 'reason').trim().replace(/\s+/g, ' ');
  const ticked = valuesOf(form, 'named').map(String);
  const typed = textOf(form, 'expect').trim();
  const problems = [
    ...(reason ? [] : ['Reason: give the reason; it is kept in the trail with your name.']),
    ...(reason.length > maxReason ? [`Reason: keep it to ${maxReason} characters.`] : []),
    ...[...upload.asked.reinstate, ...upload.asked.earlier]
      .filter((number) => !ticked.includes(number))
      .map(
        (number) =>
          `${number}: tick it to go ahead (${upload.asked.reinstate.includes(number) ? 'it is reinstated from a suspension for cause' : 'its last day moves back'}), or correct the file and upload it again.`,
      ),
    ...(upload.asked.expect !== null && typed !== String(upload.asked.expect)
      ? [
          `Records removed: type ${upload.asked.expect.toLocaleString('en-GB')}, the number this removes, to go ahead.`,
        ]
      : []),
  ];
  const more = {
    reason,
    reinstate: upload.asked.reinstate.filter((number) => ticked.includes(number)),
    earlier: upload.asked.earlier.filter((number) => ticked.includes(number)),
    ...(upload.asked.expect !== null ? { expectRemoved: Number(typed) } : {}),
  };
  const { run, cleanUp, said } = await runOf(c, upload, {
    ...more,
    dryRun: problems.length > 0,
  });
  try {
    if (problems.length) {
      const plan = await importPlan({ ...run, ...unnamed });
      return planPage(c, 400, plan, { id, reason, problems });
    }
    // The form's post is the answer to the command's question.
    const lines = (await importFile({ ...run, confirm: async () => true })).split('\n');
    await dropUpload(db, id);
    return importForm(c, 200, { done: lines.slice(-1), register: upload.register });
  } catch (error) {
    // The register changed since the plan, or the command refused: the plan again, saying why.
    const message = /** @type {Error} */ (error).message.split('\n').map(said);
    const plan = await importPlan({ ...run, ...unnamed, generation: undefined }).catch(
      () => undefined,
    );
    if (!plan) return importForm(c, 409, { problems: message });
    // The upload kept again with the plan as it is now, which is the one the person sees.
    await dropUpload(db, id);
    const again = await keepUpload(
      db,
      {
        by: upload.by,
        register: upload.register,
        removeMissing: upload.removeMissing,
        file: upload.file,
        photos: upload.photos,
        generation: plan.generation,
        asked: askedOf(plan),
      },
      now(),
    );
    return planPage(c, 409, plan, { id: again, reason, problems: message });
  } finally {
    await cleanUp();
  }
}
