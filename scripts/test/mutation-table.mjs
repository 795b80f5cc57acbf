// The score of a mutation run per folder: the reports of a whole run (`.mutation/report.json`)
// and of its parts (`.mutation/<part>/report.json`), each file's result from the newest report
// that has it, added up per folder by mutation-testing-metrics (what StrykerJS itself counts with).
//   npm run test:mutation -- --table
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { calculateMetrics } from 'mutation-testing-metrics';

/**
 * Each file's result from the newest of the reports that has it: a whole run's, a part's, or one
 * file's (`.mutation/files/<file>/`), in any folder under `dir`.
 * @param {string} dir where the reports are (`.mutation`)
 * @returns {Record<string, import('mutation-testing-report-schema').FileResult>}
 */
export function newestResults(dir) {
  const reports = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => path.basename(name) === 'report.json')
    .map((name) => path.join(dir, name))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
  /** @type {Record<string, import('mutation-testing-report-schema').FileResult>} */
  const files = {};
  for (const report of reports)
    Object.assign(files, JSON.parse(readFileSync(report, 'utf8')).files);
  return files;
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
