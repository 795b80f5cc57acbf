// The score of a mutation run per folder: the reports of a whole run (`.mutation/report.json`)
// and of its parts (`.mutation/<part>/report.json`), and the results a sitting that has not ended
// kept (`incremental.json`, in the same form), each file's result from the newest that has it,
// added up per folder by mutation-testing-metrics (what StrykerJS itself counts with); and the
// same results as the report a new run of those files starts from.
//   npm run test:mutation -- --table
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { calculateMetrics } from 'mutation-testing-metrics';

/**
 * The reports under `dir`, oldest first: a whole run's, a part's, or one file's
 * (`.mutation/files/<file>/`), in any folder, and the results each kept as it went: a part's
 * sittings are stopped long before it ends, and StrykerJS writes its report only at the end.
 * @param {string} dir
 * @returns {import('mutation-testing-report-schema').MutationTestResult[]}
 */
const reportsIn = (dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => ['report.json', 'incremental.json'].includes(path.basename(name)))
    .map((name) => path.join(dir, name))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
    .map((report) => JSON.parse(readFileSync(report, 'utf8')));

/**
 * Each file's result from the newest of the reports under `dir` that has it.
 * @param {string} dir where the reports are (`.mutation`)
 * @returns {Record<string, import('mutation-testing-report-schema').FileResult>}
 */
export const newestResults = (dir) => newestReport(dir).files;

/**
 * One report of the newest result of each file `wanted` takes, with the tests of the reports they
 * come from: what a run of those files starts from (StrykerJS's incremental file), where each
 * result still holds. Each report numbers its tests and mutants from 0, so here each id is
 * prefixed with its report's place, and a test two reports hold is one test; a test file two
 * reports read differently keeps no source (StrykerJS then matches its tests by name and place
 * as they were).
 * @param {string} dir
 * @param {(file: string) => boolean} [wanted]
 * @returns {import('mutation-testing-report-schema').MutationTestResult}
 */
export function newestReport(dir, wanted = () => true) {
  const reports = reportsIn(dir);
  /** @type {Map<string, number>} */
  const from = new Map();
  reports.forEach((report, at) => {
    for (const file of Object.keys(report.files)) if (wanted(file)) from.set(file, at);
  });
  /** @type {NonNullable<import('mutation-testing-report-schema').MutationTestResult['testFiles']>} */
  const testFiles = {};
  // Each test once: one that two reports name alike (its file, name and place) keeps the first
  // report's id, which the second's results are given too.
  /** @type {Map<string, string>} */
  const idOf = new Map();
  for (const at of new Set(from.values()))
    for (const [name, testFile] of Object.entries(reports[at]?.testFiles ?? {})) {
      const kept = (testFiles[name] ??= { ...testFile, tests: [] });
      if (kept.source !== testFile.source) delete kept.source;
      /** @type {Map<string, string>} */
      const byPlace = new Map(
        kept.tests.map((test) => [`${test.name}@${JSON.stringify(test.location)}`, test.id]),
      );
      for (const test of testFile.tests) {
        const place = `${test.name}@${JSON.stringify(test.location)}`;
        const same = byPlace.get(place);
        idOf.set(`${at}-${test.id}`, same ?? `${at}-${test.id}`);
        if (same === undefined) {
          kept.tests.push({ ...test, id: `${at}-${test.id}` });
          byPlace.set(place, `${at}-${test.id}`);
        }
      }
    }
  /** @param {number} at @param {string[] | undefined} ids */
  const ids = (at, ids) =>
    ids && [...new Set(ids.map((id) => idOf.get(`${at}-${id}`) ?? `${at}-${id}`))];
  /** @type {import('mutation-testing-report-schema').MutationTestResult['files']} */
  const files = {};
  for (const [file, at] of from) {
    const result = /** @type {import('mutation-testing-report-schema').FileResult} */ (
      reports[at]?.files[file]
    );
    files[file] = {
      ...result,
      mutants: result.mutants.map((mutant) => ({
        ...mutant,
        id: `${at}-${mutant.id}`,
        coveredBy: ids(at, mutant.coveredBy),
        killedBy: ids(at, mutant.killedBy),
      })),
    };
  }
  return { schemaVersion: '1.0', thresholds: { high: 95, low: 90 }, files, testFiles };
}

/**
 * A kept report without its static mutants that survived or timed out, for them to be tried
 * again: StrykerJS takes a kept survivor again unless a new test covers it, and no test covers a
 * static mutant (module-level code runs as its module loads, before any test), so a test written
 * to kill one is never tried against it. Returns how many were dropped.
 * @param {import('mutation-testing-report-schema').MutationTestResult} report changed in place
 * @param {(file: string) => boolean} [wanted] the files whose static survivors are dropped
 */
export function dropStaticSurvivors(report, wanted = () => true) {
  let dropped = 0;
  for (const [name, result] of Object.entries(report.files)) {
    if (!wanted(name)) continue;
    const kept = result.mutants.filter(
      (mutant) => !(mutant.static && ['Survived', 'Timeout'].includes(mutant.status)),
    );
    dropped += result.mutants.length - kept.length;
    result.mutants = kept;
  }
  return dropped;
}

/** @param {number} score */
const percent = (score) => (Number.isNaN(score) ? 'n/a' : `${score.toFixed(1)} %`);

/**
 * The table in Markdown: a row per folder, then the whole.
 * @param {Record<string, import('mutation-testing-report-schema').FileResult>} files
 * @returns {string}
 */
export function mutationTable(files) {
  /** @type {Map<string, typeof files>} */
  const folders = new Map();
  for (const [file, result] of Object.entries(files)) {
    const folder = path.posix.dirname(file.replaceAll(path.sep, '/'));
    folders.set(folder, { ...folders.get(folder), [file]: result });
  }
  const row = (/** @type {string} */ name, /** @type {typeof files} */ group) => {
    const { metrics } = calculateMetrics(group);
    return `| ${name} | ${percent(metrics.mutationScore)} | ${metrics.killed} | ${metrics.timeout} | ${metrics.survived} | ${metrics.noCoverage} | ${metrics.runtimeErrors + metrics.compileErrors} |`;
  };
  return [
    '| folder | score | killed | timed out | survived | no test | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...[...folders.keys()].sort().map((folder) => row(folder, folders.get(folder) ?? {})),
    row('**all**', files),
  ].join('\n');
}
