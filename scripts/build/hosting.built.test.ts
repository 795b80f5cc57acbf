// Runs after the build (`npm test`'s "Built site" step, or `npm run test:built`): the generated
// firebase.json against the built out/, with superstatic's own matcher.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addressOf, htmlFiles, readIslandsManifest, unusedFiles } from './built-files.mjs';
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

  /** The hash sources of a page's inline `<style>` elements and its inline script, read apart. */
  const inlineHashes = (html: string) => {
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const texts = (tag: string) =>
      [...html.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g'))]
        .filter(([, attributes = '']) => !/\b(src|type)=/.test(attributes))
        .map(([, , text]) => hash(text!));
    return { 'style-src': texts('style').sort(), 'script-src': texts('script').sort() };
  };
  /** A policy's own hashes, by directive. */
  const policyHashes = (policy: string | undefined) =>
    Object.fromEntries(
      ['style-src', 'script-src'].map((directive) => [
        directive,
        (new RegExp(`(?:^|; )${directive} 'self'([^;]*)`).exec(policy ?? '')?.[1] ?? 'missing')
          .split(' ')
          .filter(Boolean)
          .sort(),
      ]),
    );

  it('gives every page, the 404 page and each of the function’s answers exactly its own hashes', () => {
    const boot = readIslandsManifest(outDir)?.boot;
    expect(boot).toBeDefined();
    const served = htmlFiles(outDir).map((file) => ({
      page: file,
      html: readFileSync(path.join(outDir, file), 'utf8'),
      // Unknown paths get the 404 page; each other page is asked for at every address it has.
      paths:
        file === '404.html'
          ? ['/no-such-page', '/404', '/services/no-such-service']
          : [addressOf(file), `${addressOf(file)}${addressOf(file) === '/' ? 'index' : ''}.html`],
    }));
    expect(served.map(({ page }) => page)).toEqual(
      expect.arrayContaining(['index.html', 'about.html', '404.html']),
    );
    for (const { page, html, paths } of served)
      for (const requestPath of paths) {
        const policies = rulesFor(config, requestPath).flatMap((rule) =>
          rule.headers.filter((h) => h.key === 'Content-Security-Policy').map((h) => h.value),
        );
        expect(policies, `${page} at ${requestPath}`).toHaveLength(1);
        expect(policyHashes(policies[0]), `${page} at ${requestPath}`).toEqual(inlineHashes(html));
      }
    const answers = readAnswers()!;
    expect(Object.keys(answers.policies ?? {}).sort()).toEqual(Object.keys(answers.pages).sort());
    for (const [kind, html] of Object.entries(answers.pages)) {
      expect(inlineHashes(html)['style-src'], kind).toHaveLength(1);
      expect(policyHashes(answers.policies[kind]), kind).toEqual(inlineHashes(html));
    }
  });
});
