import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Progress } from './mutation-progress.mjs';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the kept results of a run', () => {
  it("writes what was tested as StrykerJS's own report, with the sources as the run read them", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'progress-'));
    const [source, test, kept] = ['a.js', 'a.test.ts', 'incremental.json'].map((name) =>
      path.join(dir, name),
    ) as [string, string, string];
    writeFileSync(source, 'export const a = 1;\n');
    writeFileSync(test, "it('reads a', () => {});\n");
    const progress = new Progress({
      incrementalFile: kept,
      incremental: true,
      thresholds: { high: 95, low: 90, break: 90 },
      mutate: [source],
    } as never);
    // A later edit is not what the run mutated.
    writeFileSync(source, 'export const a = 2;\n');
    progress.onDryRunCompleted({
      result: {
        tests: [
          { id: 't1', name: 'reads a', fileName: test, startPosition: { line: 0, column: 0 } },
        ],
      },
    } as never);
    const location = { start: { line: 1, column: 18 }, end: { line: 1, column: 19 } };
    // StrykerJS's result, which the report keeps as it is but for its file, the report's key.
    const result = {
      id: '0',
      mutatorName: 'NumberLiteral',
      replacement: '0',
      status: 'Killed',
      location,
      coveredBy: ['t1'],
      killedBy: ['t1'],
    };
    const killed = { ...result, fileName: source };
    progress.onMutantTested(killed as never);
    const report = JSON.parse(readFileSync(kept, 'utf8'));
    const name = (file: string) => path.relative(process.cwd(), file);
    expect(report.files[name(source)]).toEqual({
      language: 'javascript',
      source: 'export const a = 1;\n',
      mutants: [result],
    });
    expect(report.testFiles[name(test)]).toEqual({
      source: "it('reads a', () => {});\n",
      tests: [{ id: 't1', name: 'reads a', location: { start: { line: 1, column: 1 } } }],
    });
    // Written at most every 15 seconds as the run goes, and once more as it ends.
    progress.onMutantTested({ ...killed, id: '1', replacement: '3' } as never);
    const ids = () =>
      JSON.parse(readFileSync(kept, 'utf8')).files[name(source)].mutants.map(
        ({ id }: { id: string }) => id,
      );
    expect(ids()).toEqual(['0']);
    progress.onMutationTestReportReady();
    expect(ids()).toEqual(['0', '1']);
    // StrykerJS writes its whole report over it: nothing is written after.
    progress.onMutantTested({ ...killed, id: '2', replacement: '4' } as never);
    writeFileSync(kept, 'StrykerJS');
    progress.wrapUp();
    expect(readFileSync(kept, 'utf8')).toBe('StrykerJS');
  });
});
