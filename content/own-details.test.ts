import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demonstrationDetails } from './site';
import type { DemonstrationDetail } from './types';

// The first change the scheme makes is to put its own details in content/site.ts and delete their
// demonstration marks (docs/content.md). That must touch content/site.ts alone: no test
// may hold the demonstration details. Proven on a copy of the project with real-looking details
// put in: the type check and the unit tests pass there, and no end-to-end spec (they need a build
// to run) holds a demonstration detail.

const root = path.resolve(__dirname, '..');
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

describe.skipIf(process.env.OWN_DETAILS_COPY)('putting in the scheme’s own details', () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'own-details-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('touches content/site.ts alone: the type check and the unit tests that read it pass on a copy', () => {
    // The project as it stands: committed or not (a new image not yet added to git included),
    // ignored files aside, and a file deleted but not yet committed left out.
    const files = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      { cwd: root, encoding: 'utf8' },
    )
      .split('\0')
      .filter((file) => file && existsSync(path.join(root, file)));
    for (const file of files) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      cpSync(path.join(root, file), path.join(copy, file));
    }
    symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
    const site = path.join(copy, 'content/site.ts');
    writeFileSync(site, withOwnDetails(readFileSync(site, 'utf8')));

    const run = (command: string[]) => {
      const result = spawnSync('npx', command, {
        cwd: copy,
        encoding: 'utf8',
        env: { ...process.env, OWN_DETAILS_COPY: '1' },
      });
      return `${command.join(' ')} (exit ${result.status}):\n${result.stdout}${result.stderr}`;
    };
    expect(run(['tsc', '--noEmit'])).toMatch(/\(exit 0\)/);
    // The least that proves it: the unit tests that import content/site.ts (vitest follows the
    // imports), and those that name it (they read it from disk); no other test can see the change.
    const naming = files.filter(
      (file) =>
        /\.test\.tsx?$/.test(file) &&
        file !== 'content/own-details.test.ts' &&
        readFileSync(path.join(root, file), 'utf8').includes('content/site'),
    );
    expect(naming).toContain('scripts/deploy/preflight.test.ts');
    const related = run([
      'vitest',
      'related',
      '--run',
      '--project=unit',
      'content/site.ts',
      ...naming,
    ]);
    expect(related).toMatch(/\(exit 0\)/);
    // It did run them: the content tests and the deploy preflight among them.
    expect(related).toMatch(/scripts\/build\/content\.test\.ts/);
    expect(related).toMatch(/scripts\/deploy\/preflight\.test\.ts/);
  }, 180_000);

  it('is held by no end-to-end spec, which reads content/ instead', () => {
    const specs = execFileSync('git', ['ls-files', 'e2e'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    const held = specs.flatMap((file) => {
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
