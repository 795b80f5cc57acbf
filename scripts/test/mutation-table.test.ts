import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  dropStaticSurvivors,
  mutationTable,
  newestReport,
  newestResults,
} from './mutation-table.mjs';

type Status = 'Killed' | 'Survived' | 'NoCoverage' | 'Timeout';
const mutant = (id: string, status: Status) => ({
  id,
  mutatorName: 'ConditionalExpression',
  replacement: 'true',
  status,
  location: { start: { line: 1, column: 1 }, end: { line: 1, column: 2 } },
});
const file = (...statuses: Status[]) => ({
  language: 'javascript',
  source: 'x\n',
  mutants: statuses.map((status, i) => mutant(String(i), status)),
});

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the mutation table', () => {
  it('scores each folder and the whole, timeouts counting as detected', () => {
    const table = mutationTable({
      'functions/a.js': file('Killed', 'Killed', 'Survived', 'Timeout'),
      'functions/registers/b.js': file('Killed', 'NoCoverage'),
    });
    expect(table.split('\n').slice(2)).toEqual([
      '| functions | 75.0 % | 2 | 1 | 1 | 0 | 0 |',
      '| functions/registers | 50.0 % | 1 | 0 | 0 | 1 | 0 |',
      '| **all** | 66.7 % | 3 | 1 | 1 | 1 | 0 |',
    ]);
  });

  it("takes each file's result from the newest report that has it", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mutation-'));
    const write = (folder: string, files: object, seconds: number, name = 'report.json') => {
      mkdirSync(path.join(dir, folder), { recursive: true });
      const report = path.join(dir, folder, name);
      writeFileSync(report, JSON.stringify({ schemaVersion: '2', thresholds: {}, files }));
      utimesSync(report, seconds, seconds);
    };
    write('.', { 'functions/a.js': file('Survived'), 'functions/c.js': file('Killed') }, 1000);
    write('functions', { 'functions/a.js': file('Killed') }, 2000);
    // One file's run, in a folder of its own, newer still.
    write('files/functions-c.js', { 'functions/c.js': file('Survived') }, 3000);
    // What a part's sitting kept before it was stopped; not the sitting's other files.
    write(
      'functions-registers',
      { 'functions/registers/d.js': file('Killed') },
      4000,
      'incremental.json',
    );
    writeFileSync(path.join(dir, 'functions-registers', 'sitting.json'), '{"began":1}');
    const results = newestResults(dir);
    expect(Object.keys(results).sort()).toEqual([
      'functions/a.js',
      'functions/c.js',
      'functions/registers/d.js',
    ]);
    expect(results['functions/a.js']?.mutants[0]?.status).toBe('Killed');
    expect(results['functions/c.js']?.mutants[0]?.status).toBe('Survived');
    expect(results['functions/registers/d.js']?.mutants[0]?.status).toBe('Killed');
  });

  it('gives a run of some files the newest result of each, with the tests of its report', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mutation-'));
    const tests = (source: string, ...names: string[]) => ({
      'functions/a.test.ts': { source, tests: names.map((name, id) => ({ id: String(id), name })) },
    });
    const killedBy = (id: string) => ({
      ...mutant('0', 'Killed'),
      coveredBy: [id],
      killedBy: [id],
    });
    const write = (folder: string, report: object, seconds: number) => {
      mkdirSync(path.join(dir, folder), { recursive: true });
      const at = path.join(dir, folder, 'report.json');
      writeFileSync(at, JSON.stringify({ schemaVersion: '1.0', thresholds: {}, ...report }));
      utimesSync(at, seconds, seconds);
    };
    write(
      'files/functions-a.js',
      {
        files: { 'functions/a.js': { ...file(), mutants: [killedBy('1')] } },
        testFiles: tests('v1', 'x', 'y'),
      },
      1000,
    );
    write(
      'files/functions-b.js',
      {
        files: { 'functions/b.js': { ...file(), mutants: [killedBy('0')] } },
        testFiles: tests('v2', 'y'),
      },
      2000,
    );
    write('files/functions-c.js', { files: { 'functions/c.js': file('Survived') } }, 3000);
    const report = newestReport(dir, (name) => name !== 'functions/c.js');
    expect(Object.keys(report.files)).toEqual(['functions/a.js', 'functions/b.js']);
    // Each report numbered its own from 0: here each id names its report, and still its test.
    const [a, b] = [report.files['functions/a.js'], report.files['functions/b.js']];
    const named = (id?: string) =>
      report.testFiles?.['functions/a.test.ts']?.tests.find((test) => test.id === id)?.name;
    expect(a?.mutants[0]?.killedBy?.map(named)).toEqual(['y']);
    expect(b?.mutants[0]?.killedBy?.map(named)).toEqual(['y']);
    expect(a?.mutants[0]?.id).not.toBe(b?.mutants[0]?.id);
    // A test both reports hold is one test.
    expect(report.testFiles?.['functions/a.test.ts']?.tests.map((test) => test.name)).toEqual([
      'x',
      'y',
    ]);
    // The test file read two ways keeps no source: its tests are matched by name and place.
    expect(report.testFiles?.['functions/a.test.ts']?.source).toBeUndefined();
  });
});

describe('dropStaticSurvivors', () => {
  it('drops the static survivors and timeouts of the files named, and keeps every other result', () => {
    const statics = (statuses: Status[]) =>
      statuses.map((status, i) => ({ ...mutant(`s${i}`, status), static: true }));
    const report = {
      schemaVersion: '2',
      thresholds: { high: 90, low: 80 },
      files: {
        'functions/a.js': {
          ...file('Survived', 'Killed'),
          mutants: [
            ...file('Survived', 'Killed').mutants,
            ...statics(['Survived', 'Timeout', 'Killed', 'NoCoverage']),
          ],
        },
        'functions/b.js': { ...file(), mutants: statics(['Survived']) },
      },
    };
    expect(dropStaticSurvivors(report, (name) => name === 'functions/a.js')).toBe(2);
    expect(report.files['functions/a.js'].mutants.map((m) => m.id)).toEqual(['0', '1', 's2', 's3']);
    expect(report.files['functions/b.js'].mutants.map((m) => m.id)).toEqual(['s0']);
    expect(dropStaticSurvivors(report)).toBe(1);
    expect(report.files['functions/b.js'].mutants).toEqual([]);
  });
});
