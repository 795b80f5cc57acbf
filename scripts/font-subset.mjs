// Cuts Public Sans down to the characters the site can show (README "Performance"), before
// `next build` reads it (app/fonts.ts): the variable Latin file holds some 300 characters in 27 KB;
// the site's words use under a hundred. Every character in the source that writes the pages'
// words (content/, components/, lib/, app/) is kept, printable ASCII always, and every weight
// (the variable axis stays). `npm run build` and `npm run dev` run it first; a built-site test
// checks that every character of every built page is in the file.
//   node scripts/font-subset.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { filesBelow } from './built-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const sourceFont =
  'node_modules/@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2';
/** The cut-down font app/fonts.ts loads, and the characters it holds (generated, not committed). */
export const subsetFile = 'app/generated/public-sans-subset.woff2';
export const charactersFile = 'app/generated/public-sans-subset.json';

/** The characters to keep: printable ASCII, and every other character the source text holds. */
export function siteCharacters(texts) {
  const characters = new Set();
  for (let code = 0x20; code < 0x7f; code++) characters.add(String.fromCharCode(code));
  for (const text of texts)
    for (const character of text) if (character.codePointAt(0) > 0x7f) characters.add(character);
  // Whitespace and controls have no glyph to keep.
  return [...characters].filter((c) => !/\s/.test(c) || c === ' ').sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const texts = ['content', 'components', 'lib', 'app'].flatMap((dir) =>
    filesBelow(path.join(root, dir), '')
      .filter((file) => /\.(tsx?|mjs)$/.test(file) && !file.includes('.test.'))
      .map((file) => readFileSync(path.join(root, dir, file), 'utf8')),
  );
  const characters = siteCharacters(texts);
  const font = readFileSync(path.join(root, sourceFont));
  const subset = await subsetFont(font, characters.join(''), { targetFormat: 'woff2' });
  mkdirSync(path.dirname(path.join(root, subsetFile)), { recursive: true });
  writeFileSync(path.join(root, subsetFile), subset);
  writeFileSync(path.join(root, charactersFile), `${JSON.stringify(characters)}\n`);
  console.log(
    `Public Sans cut to ${characters.length} characters: ${(font.length / 1024).toFixed(1)} KB → ${(subset.length / 1024).toFixed(1)} KB.`,
  );
}
