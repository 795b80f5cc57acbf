// Runs after the build (`npm run test:built`): the cut-down font holds every character the built
// pages show, so no word falls back to another font.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlFiles } from './built-files.mjs';
import { charactersFile } from './font-subset.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'out');

describe('the cut-down font', () => {
  it('holds every character of every built page’s text and attributes', () => {
    const kept = new Set(JSON.parse(readFileSync(path.join(root, charactersFile), 'utf8')));
    const missing = htmlFiles(outDir).flatMap((page) => {
      const text = readFileSync(path.join(outDir, page), 'utf8')
        .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '')
        .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
        .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)));
      const absent = [...new Set(text)].filter((c) => !/\s/.test(c) && !kept.has(c));
      return absent.map(
        (c) => `${page}: "${c}" (U+${c.codePointAt(0)!.toString(16).toUpperCase()})`,
      );
    });
    expect(missing).toEqual([]);
  });
});
