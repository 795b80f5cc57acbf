import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importDistances, importersOf, nearestFirst } from './nearest-tests.mjs';

let root = '';
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'nearest-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes a project's files: each name (under `root`) to its text. */
function project(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
}
const at = (name: string) => path.join(root, name);
const distancesFrom = (...modules: string[]) =>
  Object.fromEntries(
    [...importDistances(importersOf(root), modules.map(at))].map(([file, distance]) => [
      path.relative(root, file),
      distance,
    ]),
  );

describe('how near each test file is to a module, by imports', () => {
  it('counts the imports from the module to each file that reaches it, however it imports', () => {
    project({
      'lib/limits.js': 'export const limit = 20;\n',
      'lib/check.js': "import { limit } from './limits.js';\nexport const check = () => limit;\n",
      'lib/check.test.ts': "import { check } from './check';\n",
      'app/page.tsx': "import { check } from '@/lib/check.js';\n",
      'app/page.test.tsx': "const page = await import('./page');\n",
      'lib/limits.test.ts': "import './limits.js';\n",
      'lib/mocked.test.ts': "vi.mock('./limits.js', () => ({ limit: 1 }));\n",
      'lib/other.test.ts': "import { format } from 'node:util';\nimport '../app/missing.js';\n",
      // A TypeScript helper named as the JavaScript it becomes, as the tests import theirs.
      'lib/testing/server.ts': "import { check } from '../check.js';\n",
      'lib/server.test.ts': "import { serve } from './testing/server.js';\n",
    });
    expect(distancesFrom('lib/limits.js')).toEqual({
      'lib/limits.js': 0,
      'lib/check.js': 1,
      'lib/limits.test.ts': 1,
      'lib/mocked.test.ts': 1,
      'lib/check.test.ts': 2,
      'app/page.tsx': 2,
      'app/page.test.tsx': 3,
      'lib/testing/server.ts': 2,
      'lib/server.test.ts': 3,
    });
  });

  it('measures from the nearest of several modules, and reads a folder by its index', () => {
    project({
      'a/index.ts': "export * from './inner.mjs';\n",
      'a/inner.mjs': 'export const inner = 1;\n',
      'b.js': "import '@/a';\n",
      'b.test.ts': "import './b.js';\n",
      'a/inner.test.ts': "import { inner } from './inner.mjs';\n",
    });
    expect(distancesFrom('a/inner.mjs', 'b.js')).toEqual({
      'a/inner.mjs': 0,
      'b.js': 0,
      'a/index.ts': 1,
      'a/inner.test.ts': 1,
      'b.test.ts': 1,
    });
  });

  it('leaves out what is not the project’s own: packages, the build, generated files', () => {
    project({
      'lib/x.js': 'export const x = 1;\n',
      'node_modules/p/index.js': "import '../../lib/x.js';\n",
      'out/page.js': "import '../lib/x.js';\n",
      'functions/generated/words.js': "import '../../lib/x.js';\n",
    });
    expect(distancesFrom('lib/x.js')).toEqual({ 'lib/x.js': 0 });
  });
});

describe('the order a mutant’s tests run in', () => {
  it('nearest first, its own test first among equals, Firestore after, the modules’ test last', () => {
    project({
      'f/limits.js': 'export const limit = 20;\n',
      'f/check.js': "import { limit } from './limits.js';\n",
      'f/a-check.test.ts': "import './check.js';\n",
      'f/limits.test.ts': "import './limits.js';\n",
      'f/a-limits.test.ts': "import './limits.js';\n",
      'f/limits.firestore.test.ts': "import './limits.js';\n",
      'f/check.firestore.test.ts': "import './check.js';\n",
      'f/import.firestore.test.ts': "import './limits.js';\n",
      'f/modules.test.ts': "const modules = import.meta.glob('./*.js');\n",
      'f/far.test.ts': "import './a-check.test.ts';\n",
      'f/other.test.ts': "import 'node:fs';\n",
    });
    const tests = [
      'f/modules.test.ts',
      'f/other.test.ts',
      'f/import.firestore.test.ts',
      'f/check.firestore.test.ts',
      'f/limits.firestore.test.ts',
      'f/far.test.ts',
      'f/a-check.test.ts',
      'f/a-limits.test.ts',
      'f/limits.test.ts',
    ];
    const order = nearestFirst(tests.map(at), [at('f/limits.js')], importersOf(root));
    expect(order.map((file) => path.relative(root, file))).toEqual([
      'f/limits.test.ts',
      'f/a-limits.test.ts',
      'f/a-check.test.ts',
      'f/far.test.ts',
      'f/limits.firestore.test.ts',
      'f/check.firestore.test.ts',
      'f/import.firestore.test.ts',
      'f/other.test.ts',
      'f/modules.test.ts',
    ]);
  });
});

describe('this project', () => {
  it('has each module’s own test among the nearest to it', () => {
    const distances = importDistances(importersOf(process.cwd()), [
      path.resolve('functions/receipts.js'),
    ]);
    expect(distances.get(path.resolve('functions/receipts.test.ts'))).toBe(1);
    expect(distances.get(path.resolve('functions/handler.js'))).toBe(1);
    expect(distances.get(path.resolve('scripts/build/answer-slots.test.tsx'))).toBeGreaterThan(1);
    // Through the tests’ TypeScript helper that makes the console’s server with its receipts.
    expect(
      distances.get(path.resolve('functions/surfaces/console/console.firestore.test.ts')),
    ).toBe(2);
  });
});
