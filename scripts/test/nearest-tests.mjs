// How near each test file is to the modules a mutation run mutates, by imports: the order
// `scripts/test/vitest.mutation.config.ts` runs them in. A static mutant (module-level code)
// runs every test file that imports its module, directly or not, and a run stops at its first
// failure; the module's own tests, which import it, are the likeliest to fail and the quickest
// to load, where a test three imports away loads the whole function first.
//
// The imports are read from the project's sources as written (`from '…'`, `import('…')`,
// `import '…'`, `vi.mock('…')`), relative or under `@/`, which is all this project uses. A
// module reached only some other way is simply further away: the order changes, never which
// tests run.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const sourceExtensions = ['.ts', '.tsx', '.js', '.mjs'];
/** Folders that are not the project's own sources (and any whose name starts with a dot). */
const leftOut = new Set(['node_modules', 'out', 'generated']);

/** @param {string} folder @returns {string[]} every source file under it */
function sourcesUnder(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (leftOut.has(entry.name) || entry.name.startsWith('.')) return [];
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return sourceExtensions.includes(path.extname(entry.name)) ? [full] : [];
  });
}

/** @param {string} file */
const isFile = (file) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * The file a specifier names, as TypeScript and Vite resolve this project's: with or without
 * its extension, a folder's index, or a TypeScript file named as the JavaScript it becomes
 * (`../testing/console-server.js` for `console-server.ts`, as the tests import their helpers).
 * @param {string} base the specifier made absolute
 */
function resolveSource(base) {
  const compiled = /\.m?js$/.exec(base);
  const candidates = [
    base,
    ...sourceExtensions.map((extension) => base + extension),
    ...sourceExtensions.map((extension) => path.join(base, `index${extension}`)),
    ...(compiled
      ? [compiled[0] === '.mjs' ? '.mts' : '.ts', '.tsx'].map(
          (extension) => base.slice(0, compiled.index) + extension,
        )
      : []),
  ];
  return candidates.find(isFile);
}

const specifiers = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)['"]([^'"]+)['"]/g;

/**
 * Who imports each of the project's modules.
 * @param {string} root the project's folder
 * @returns {Map<string, Set<string>>} each module's importers, by absolute path
 */
export function importersOf(root) {
  /** @type {Map<string, Set<string>>} */
  const importers = new Map();
  for (const file of sourcesUnder(root)) {
    const text = readFileSync(file, 'utf8');
    for (const [, specifier = ''] of text.matchAll(specifiers)) {
      const base = specifier.startsWith('.')
        ? path.resolve(path.dirname(file), specifier)
        : specifier.startsWith('@/')
          ? path.join(root, specifier.slice(2))
          : undefined;
      const imported = base && resolveSource(base);
      if (!imported) continue;
      if (!importers.has(imported)) importers.set(imported, new Set());
      importers.get(imported)?.add(file);
    }
  }
  return importers;
}

/**
 * How many imports away from the nearest of `modules` each file is (each module itself 0, its
 * importers 1, theirs 2…); a file that reaches none of them is not in the map.
 * @param {Map<string, Set<string>>} importers
 * @param {string[]} modules absolute paths
 * @returns {Map<string, number>}
 */
export function importDistances(importers, modules) {
  const distances = new Map(modules.map((start) => [start, 0]));
  let ring = [...modules];
  for (let distance = 1; ring.length > 0; distance += 1) {
    const next = [];
    for (const reached of ring)
      for (const importer of importers.get(reached) ?? [])
        if (!distances.has(importer)) {
          distances.set(importer, distance);
          next.push(importer);
        }
    ring = next;
  }
  return distances;
}

/** @param {string} file @returns {string} a file's name without its extensions */
const stem = (file) => path.basename(file).replace(/\..*$/, '');

/**
 * Test files in the order a mutation run tries them: nearest by imports to the mutated modules
 * first, a file named after one of them first among equals, a Firestore test as if ten imports
 * further (half a minute against a second) and the import's twenty, and the test that loads every
 * module (`modules.test.ts`, whose glob is no import this reads) last of all.
 * @param {string[]} testFiles absolute paths
 * @param {string[]} mutated the modules mutated, absolute paths
 * @param {Map<string, Set<string>>} importers
 * @returns {string[]}
 */
export function nearestFirst(testFiles, mutated, importers) {
  const distances = importDistances(importers, mutated);
  const named = new Set(mutated.map(stem));
  /** @param {string} file */
  const order = (file) =>
    file.endsWith('modules.test.ts')
      ? Number.MAX_SAFE_INTEGER
      : (distances.get(file) ?? 1_000) +
        (file.includes('.firestore.') ? (file.includes('import.') ? 20 : 10) : 0);
  /** @param {string} file */
  const own = (file) => (named.has(stem(file)) ? 0 : 1);
  return [...testFiles].sort(
    (a, b) => order(a) - order(b) || own(a) - own(b) || a.localeCompare(b),
  );
}
