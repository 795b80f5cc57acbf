// Minifies every SVG in the built site (`out/`) with svgo, keeping each file's viewBox and
// size so layout never changes. The sources in public/ stay readable.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { optimize } from 'svgo';
import { filesBelow } from './built-files.mjs';

export function minifySvg(text) {
  return optimize(text, { multipass: true, plugins: ['preset-default'] }).data;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'out');
  let before = 0;
  let after = 0;
  for (const file of filesBelow(outDir, '.svg')) {
    const full = path.join(outDir, file);
    const text = readFileSync(full, 'utf8');
    const minified = minifySvg(text);
    before += Buffer.byteLength(text);
    after += Buffer.byteLength(minified);
    writeFileSync(full, minified);
  }
  console.log(`Minified SVG: ${(before / 1024).toFixed(1)} KB → ${(after / 1024).toFixed(1)} KB`);
}
