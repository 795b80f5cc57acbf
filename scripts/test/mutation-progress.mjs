// A StrykerJS reporter (stryker.config.mjs, `kept`) that keeps what a run has found as it goes,
// in the form of StrykerJS's own report, in the run's incremental file: a run stopped half way
// (a part is hours here, a sitting is not) leaves every mutant it tested, and the next run of the
// same files (`npm run test:mutation` passes `--incremental`) takes them from there, as StrykerJS
// takes a finished run's: a result is reused only where the code and the tests that covered it
// are as they were, so a survivor a new test covers is tried again. A finished run's report
// replaces this one (StrykerJS writes it to the same file).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PluginKind, commonTokens, declareClassPlugin, tokens } from '@stryker-mutator/api/plugin';
import { globSync } from 'tinyglobby';

/** How often, at most, the file is written: each write is the whole report so far. */
const everyMs = 15_000;

/** @param {string} file */
const relative = (file) => path.relative(process.cwd(), file).replaceAll(path.sep, '/');

export class Progress {
  static inject = tokens(commonTokens.options);

  /** @param {import('@stryker-mutator/api/core').StrykerOptions} options */
  constructor(options) {
    this.file = options.incrementalFile;
    this.thresholds = options.thresholds;
    // The mutated files as they are now, as the run read them: the next run diffs its own against
    // these to find which results still hold.
    /** @type {Map<string, string>} */
    this.sources = new Map(
      globSync(/** @type {string[]} */ (options.mutate), { expandDirectories: false }).map(
        (file) => [file, readFileSync(file, 'utf8')],
      ),
    );
    /** @type {Record<string, { tests: object[], source?: string }>} */
    this.testFiles = {};
    /** @type {Map<string, object[]>} */
    this.mutants = new Map();
    this.writtenAt = 0;
    this.done = false;
  }

  /** @param {import('@stryker-mutator/api/report').DryRunCompletedEvent} event */
  onDryRunCompleted({ result }) {
    for (const test of result.tests) {
      const name = test.fileName ? relative(test.fileName) : '';
      this.testFiles[name] ??= {
        tests: [],
        ...(test.fileName && existsSync(test.fileName)
          ? { source: readFileSync(test.fileName, 'utf8') }
          : {}),
      };
      this.testFiles[name].tests.push({
        id: test.id,
        name: test.name,
        // StrykerJS counts a test's position from 0, its report from 1.
        ...(test.startPosition
          ? {
              location: {
                start: { line: test.startPosition.line + 1, column: test.startPosition.column + 1 },
              },
            }
          : {}),
      });
    }
  }

  /** @param {import('@stryker-mutator/api/core').MutantResult} mutant */
  onMutantTested(mutant) {
    const { fileName, ...result } = mutant;
    const file = relative(fileName);
    const kept = this.mutants.get(file);
    if (kept) kept.push(result);
    else this.mutants.set(file, [result]);
    if (Date.now() - this.writtenAt >= everyMs) this.write();
  }

  /**
   * The run is over: the last results written, then nothing more. StrykerJS then writes its own
   * whole report over them, when asked to (`--incremental`, as `npm run test:mutation` asks).
   */
  onMutationTestReportReady() {
    this.write();
    this.done = true;
  }

  /** What was tested since the last write, when a run ends without a report (stopped, failed). */
  wrapUp() {
    this.write();
  }

  write() {
    if (this.done) return;
    this.writtenAt = Date.now();
    /** @type {import('mutation-testing-report-schema').MutationTestResult} */
    const report = {
      schemaVersion: '1.0',
      thresholds: this.thresholds,
      files: Object.fromEntries(
        [...this.mutants].map(([file, mutants]) => [
          file,
          {
            language: 'javascript',
            source: this.sources.get(file) ?? readFileSync(file, 'utf8'),
            mutants: /** @type {any} */ (mutants),
          },
        ]),
      ),
      testFiles: /** @type {any} */ (this.testFiles),
    };
    // Whole or not at all: a run stopped mid-write leaves the last whole one.
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileSync(`${this.file}.part`, JSON.stringify(report));
    renameSync(`${this.file}.part`, this.file);
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Reporter, 'kept', Progress)];
