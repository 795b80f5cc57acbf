import { execFileSync, spawn } from 'node:child_process';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeholderSiteUrl } from '@/lib/config';
import { leaves } from '@/lib/demonstration-marks.mjs';
import { formatProblem, productionProblems } from '@/scripts/deploy/preflight.mjs';
import { demonstrationDetails, site as demonstrationSite } from '../../content/site';
import type { DemonstrationDetail } from '../../content/types';

// The first change the scheme makes is to put its own details in content/site.ts and delete their
// demonstration marks (docs/content.md). That must touch content/site.ts alone: no test may hold
// the demonstration details. Proven on a copy of the project with real-looking details put in,
// without type-checking and testing the whole of it again (that took a minute and a half of the
// unit tests' two and a half): only what can see content/site.ts can notice the change.
// - The copy's content/site.ts itself: no mark left, nothing the deploy preflight calls a
//   placeholder, every marked field changed and no other.
// - The type check of every file that imports it, directly or through other files (TypeScript's
//   own checker, in this process): no other file's types can change.
// - The unit tests that read it, by an import (directly or through other files) or from disk by
//   its name, run on the copy and pass.
// - No test that cannot run here (the end-to-end specs, which need a build; any Firestore or
//   built-site test that reads it) holds a demonstration detail in any form.

const root = path.resolve(__dirname, '../..');
const marks: readonly DemonstrationDetail[] = demonstrationDetails;

/** Real-looking details for the marked fields, as the scheme might give them. */
const ownDetails: Record<string, string> = {
  name: 'Operator Training Register',
  shortName: 'OTR',
  'logo.alt': 'OTR',
  'company.name': 'Operator Training Register Ltd',
  'company.registrationNumber': '12345678',
  'contact.addressLine1': '2 Market Square',
  'contact.addressLine2': 'Stone',
  'contact.addressLine3': 'Stafford',
  'contact.postcode': 'ST15 8AQ',
  'contact.email': 'enquiries@operator-register.org.uk',
  'contact.phone': '01785 600 600',
  'social[0].href': 'https://www.facebook.com/operatorregister',
  'social[1].href': 'https://www.youtube.com/@operatorregister',
};

/**
 * The ways a test could hold a detail: as written, without its spaces, and a number by its last
 * nine digits (`+441632960123` holds `01632 960 123`).
 */
function forms(value: string) {
  const digits = value.replace(/\D/g, '');
  return [value, value.replace(/\s+/g, ''), ...(digits.length >= 9 ? [digits.slice(-9)] : [])];
}

/** content/site.ts with every marked detail replaced and the marks deleted. */
function withOwnDetails(source: string) {
  const start = source.indexOf('export const demonstrationDetails');
  const end = source.indexOf('] as const satisfies readonly DemonstrationDetail[];', start);
  if (start < 0 || end < 0) throw new Error('content/site.ts: demonstrationDetails not found');
  let site = source.slice(0, start);
  const replaced = new Set<string>();
  for (const { field, value } of marks) {
    const literal = `'${value.replace(/'/g, "\\'")}'`;
    // One value may stand in two fields (the short name is the logo's text too): replaced once.
    if (replaced.has(literal)) continue;
    replaced.add(literal);
    if (!site.includes(literal)) throw new Error(`content/site.ts: ${literal} not found`);
    const own = ownDetails[field] ?? `${value} Own`;
    site = site.split(literal).join(`'${own.replace(/'/g, "\\'")}'`);
  }
  return `${site}export const demonstrationDetails = [] as const satisfies readonly DemonstrationDetail[];${source.slice(end + '] as const satisfies readonly DemonstrationDetail[];'.length)}`;
}

/** The project's source files, as the type check finds them (tsconfig.json), in `folder`. */
function typeCheckedFiles(folder: string) {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(folder, 'tsconfig.json'),
    undefined,
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  return config;
}

/**
 * Every file of `fileNames` that imports `target`, directly or through others (its own modules'
 * import and export statements, `import()` and `require` as TypeScript resolves them), and
 * `target` itself.
 */
function importersOf(target: string, fileNames: readonly string[], options: ts.CompilerOptions) {
  /** For each file, the project files that import it. */
  const importers = new Map<string, string[]>();
  for (const file of fileNames) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const imported = path.resolve(resolved.resolvedFileName);
      importers.set(imported, [...(importers.get(imported) ?? []), file]);
    }
  }
  const found = new Set([target]);
  for (const file of found) for (const importer of importers.get(file) ?? []) found.add(importer);
  return found;
}

/** The unit tests' files (vitest.config.ts, the `unit` project). */
const isUnitTest = (file: string) =>
  /\.test\.tsx?$/.test(file) && !/\.(built|firestore)\.test\.ts$/.test(file);

/**
 * The tests of `files` (relative to `folder`) that read content/site.ts: those among `seeing` (its
 * importers, in `folder`), and those that name it (they read it from disk), this one aside.
 */
function testsReading(files: readonly string[], seeing: ReadonlySet<string>, folder: string) {
  return files.filter(
    (file) =>
      /\.test\.tsx?$/.test(file) &&
      file !== 'scripts/deploy/own-details.test.ts' &&
      (seeing.has(path.join(folder, file)) ||
        readFileSync(path.join(folder, file), 'utf8').includes('content/site')),
  );
}

describe('putting in the scheme’s own details', () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'own-details-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  const siteFile = path.join(copy, 'content/site.ts');
  const relative = (file: string) => path.relative(copy, file);
  // The project as it stands: committed or not (a new image not yet added to git included),
  // ignored files aside, and a file deleted but not yet committed left out.
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  let config: ts.ParsedCommandLine;
  /** The files that can see the change: content/site.ts and what imports it. */
  let seeing: Set<string>;

  beforeAll(() => {
    for (const file of files) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      cpSync(path.join(root, file), path.join(copy, file));
    }
    symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
    writeFileSync(siteFile, withOwnDetails(readFileSync(siteFile, 'utf8')));
    config = typeCheckedFiles(copy);
    seeing = importersOf(siteFile, config.fileNames, config.options);
  });

  it('leaves no mark and no placeholder in content/site.ts, and changes the marked details alone', async () => {
    const own = (await import(/* @vite-ignore */ siteFile)) as typeof import('../../content/site');
    expect(own.demonstrationDetails).toEqual([]);
    // What the deploy refuses in content/site.ts: none of it is left.
    const placeholders = productionProblems({
      env: {},
      site: own.site,
      demonstrationDetails: own.demonstrationDetails,
      firebaserc: undefined,
      placeholderSiteUrl,
    })
      .map(formatProblem)
      .filter((line) => line.startsWith('content/site.ts'));
    expect(placeholders).toEqual([]);
    // Every marked field holds the scheme's detail now; every other field is as it was.
    const before = new Map(leaves(demonstrationSite));
    const changed = leaves(own.site).filter(([field, value]) => before.get(field) !== value);
    expect(changed.map(([field]) => field).sort()).toEqual(marks.map(({ field }) => field).sort());
    expect(leaves(own.site).map(([field]) => field)).toEqual([...before.keys()]);
  });

  it('touches content/site.ts alone: what imports it type-checks, and the unit tests that read it pass', async () => {
    // Through the other content modules and the pages, not only its own importers.
    expect([...seeing].map(relative)).toEqual(
      expect.arrayContaining(['content/contact.ts', 'app/layout.tsx', 'app/contact/page.tsx']),
    );
    // The unit tests that read it: by an import, or from disk by its name.
    const unitTests = testsReading(files, seeing, copy).filter(isUnitTest);
    expect(unitTests).toEqual(
      expect.arrayContaining(['scripts/build/content.test.ts', 'scripts/deploy/preflight.test.ts']),
    );
    // They run while this process type-checks; their output goes to a file, read when they end.
    const log = path.join(copy, '.own-details-tests.log');
    const logFile = openSync(log, 'w');
    const tests = spawn(
      process.execPath,
      [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project=unit', ...unitTests],
      { cwd: copy, stdio: ['ignore', logFile, logFile], env: { ...process.env, NO_COLOR: '1' } },
    );
    const testsEnded = new Promise<number | null>((resolve) => tests.on('close', resolve));

    // The type check of what can see the change, and of the project's declaration files, which
    // declare what every file may use.
    const program = ts.createProgram({
      rootNames: [...seeing, ...config.fileNames.filter((file) => file.endsWith('.d.ts'))],
      options: { ...config.options, incremental: false, noEmit: true },
    });
    const diagnostics = [
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...[...seeing].flatMap((file) => {
        const source = program.getSourceFile(file);
        if (!source) throw new Error(`${relative(file)} is not in the type check`);
        return [
          ...program.getSyntacticDiagnostics(source),
          ...program.getSemanticDiagnostics(source),
        ];
      }),
    ];
    expect(
      ts.formatDiagnostics(diagnostics, {
        getCanonicalFileName: (file) => file,
        getCurrentDirectory: () => copy,
        getNewLine: () => '\n',
      }),
    ).toBe('');

    const status = await testsEnded;
    closeSync(logFile);
    const output = readFileSync(log, 'utf8');
    expect(`vitest (exit ${status}):\n${output}`).toMatch(/^vitest \(exit 0\)/);
    // It did run them, each of them.
    for (const file of unitTests) expect(output).toContain(file);
    // A type check and a test run of its own, beside the rest of the suite and the lint: 44 s
    // alone, past two minutes on a busy machine (2026-11-29, `npm test` beside other tests).
  }, 300_000);

  it('is held by no test that cannot run here: the end-to-end specs read content/ instead', () => {
    const elsewhere = [
      ...files.filter((file) => file.startsWith('e2e/')),
      ...testsReading(files, seeing, copy).filter((file) => !isUnitTest(file)),
    ];
    expect(elsewhere).toEqual(expect.arrayContaining(['e2e/site.spec.ts', 'e2e/fixtures.ts']));
    const held = elsewhere.flatMap((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      return marks
        .filter(({ value }) => forms(value).some((form) => text.includes(form)))
        .map(
          ({ field, value }) =>
            `${file} holds site.${field} "${value}": read it from content/site.ts`,
        );
    });
    expect(held).toEqual([]);
  });
});
