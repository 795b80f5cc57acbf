import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mutationTable, newestResults } from './mutation-table.mjs';

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
    const write = (folder: string, files: object, seconds: number) => {
      mkdirSync(path.join(dir, folder), { recursive: true });
      const report = path.join(dir, folder, 'report.json');
      writeFileSync(report, JSON.stringify({ schemaVersion: '2', thresholds: {}, files }));
      utimesSync(report, seconds, seconds);
    };
    write('.', { 'functions/a.js': file('Survived'), 'functions/c.js': file('Killed') }, 1000);
    write('functions', { 'functions/a.js': file('Killed') }, 2000);
    // One file's run, in a folder of its own, newer still.
    write('files/functions-c.js', { 'functions/c.js': file('Survived') }, 3000);
    const results = newestResults(dir);
    expect(Object.keys(results).sort()).toEqual(['functions/a.js', 'functions/c.js']);
    expect(results['functions/a.js']?.mutants[0]?.status).toBe('Killed');
    expect(results['functions/c.js']?.mutants[0]?.status).toBe('Survived');
  });
});
