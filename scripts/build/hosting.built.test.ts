// Runs after the build (`npm test`'s "Built site" step, or `npm run test:built`): the generated
// firebase.json against the built out/, with superstatic's own matcher.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addressOf, htmlFiles, unusedFiles } from './built-files.mjs';
import { readAnswers } from './check-answers.mjs';
import { headerConflicts, hostingConfig, rulesFor, unknownPaths } from './hosting.mjs';
import { root } from '../project.mjs';

const outDir = path.join(root, 'out');
const configFile = path.join(root, 'firebase.json');

describe('the built site’s hosting configuration', () => {
  it('exists: run `npm run build` (or `npm run build:e2e`) first', () => {
    expect(existsSync(outDir) && existsSync(configFile)).toBe(true);
  });

  const config = JSON.parse(readFileSync(configFile, 'utf8'));

  it('is what scripts/build/hosting.mjs makes of out/ today, the check’s answers included', () => {
    const answers = readAnswers();
    expect(answers).toBeDefined();
    expect(config).toEqual(hostingConfig(outDir, { servedElsewhere: answers?.pages }));
  });

  it('deploys only what is used: every file in out/ is a page or file something refers to', () => {
    // Read from the site as built: before the "unused files" step, Next's build manifests, its own
    // 404 page, a copy of the icon and the inline header pictures were all deployed.
    const answers = readAnswers();
    expect(unusedFiles(outDir, Object.values(answers?.pages ?? {}))).toEqual([]);
    expect(htmlFiles(outDir)).not.toContain('_not-found.html');
  });

  it('sets every header key at most once for every page, every file in out/ and unknown paths', () => {
    expect(headerConflicts(outDir, config)).toEqual([]);
  });

  it('covers every page and the 404 page with the policy, caching and resource policy', () => {
    // Unknown clean paths get the 404 page; an unknown file name (/x.pdf) gets only the shared rule.
    const notFound = unknownPaths.filter((unknown) => !path.extname(unknown));
    const paths = [...htmlFiles(outDir).map(addressOf), ...notFound];
    expect(paths).toContain('/contact');
    // headerConflicts has proved no key is set twice; here each is set at all.
    for (const requestPath of paths) {
      const keys = rulesFor(config, requestPath).flatMap((rule) => rule.headers.map((h) => h.key));
      expect(keys, requestPath).toEqual(
        expect.arrayContaining([
          'Content-Security-Policy',
          'Cache-Control',
          'Cross-Origin-Resource-Policy',
          'Strict-Transport-Security',
        ]),
      );
    }
  });
});
