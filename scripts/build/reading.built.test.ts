// Runs after the build (`npm run test:built`): every page of out/ and every answer the function
// sends (functions/generated/answers.json), as they read without sight (issue 45). The browser
// tests (e2e/forced-colors.spec.ts) read a few filled-in answers; this reads every one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { htmlFiles } from './built-files.mjs';
import { readAnswers } from './check-answers.mjs';
import { root } from '../project.mjs';
import { uiText } from '@/content/ui';

const outDir = path.join(root, 'out');

/** Every page a visitor can get: the site's, then the function's answers by kind. */
const documents: [string, string][] = [
  ...htmlFiles(outDir).map((file: string): [string, string] => [
    file,
    readFileSync(path.join(outDir, file), 'utf8'),
  ]),
  ...Object.entries((readAnswers()?.pages ?? {}) as Record<string, string>),
];

const text = (element: Element) =>
  DomUtils.textContent(element).replace(/\s+/g, ' ').trim().toLowerCase();
const all = (html: string, test: (element: Element) => boolean) =>
  DomUtils.findAll(test, parseDocument(html).children);

describe('every page and answer, read without sight', () => {
  it('has pages and answers to read: run `npm run build` first', () => {
    expect(documents.filter(([name]) => name.endsWith('.html')).length).toBeGreaterThan(20);
    expect(documents.filter(([name]) => !name.endsWith('.html')).length).toBeGreaterThan(50);
  });

  it('has no h2 that repeats its h1', () => {
    const repeats = documents.flatMap(([name, html]) => {
      const h1 = all(html, (e) => e.name === 'h1').map(text);
      return all(html, (e) => e.name === 'h2')
        .map(text)
        .filter((h2) => h1.includes(h2))
        .map((h2) => `${name}: ${h2}`);
    });
    expect(repeats).toEqual([]);
  });

  it('gives every table a caption', () => {
    const bare = documents.flatMap(([name, html]) =>
      all(html, (e) => e.name === 'table')
        .filter((table) => {
          const caption = DomUtils.findOne((e) => e.name === 'caption', table.children);
          return !caption || !text(caption);
        })
        .map(() => name),
    );
    expect(bare).toEqual([]);
  });

  it('makes every breadcrumb an ordered list of links, with no separator written in it', () => {
    const wrong = documents.flatMap(([name, html]) =>
      all(html, (e) => e.name === 'nav' && e.attribs['aria-label'] === uiText.breadcrumb).flatMap(
        (nav) => {
          const items = DomUtils.findAll((e) => e.name === 'li', nav.children);
          const links = items.filter((li) =>
            li.children.some((child) => (child as Element).name === 'a'),
          );
          const problems = [];
          if (!DomUtils.findOne((e) => e.name === 'ol', nav.children)) problems.push('no <ol>');
          if (links.length !== items.length - 1) problems.push('a crumb that is not a link');
          if (/[/›>|»]/.test(DomUtils.textContent(nav))) problems.push('a separator in its text');
          return problems.map((problem) => `${name}: ${problem}`);
        },
      ),
    );
    expect(wrong).toEqual([]);
  });
});
