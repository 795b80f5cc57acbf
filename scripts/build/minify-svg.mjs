// Minifies every SVG in the built site (`out/`) with svgo, keeping each file's viewBox and
// size so layout never changes. The sources in public/ stay readable.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { optimize } from 'svgo';
import { filesBelow } from './built-files.mjs';
import { runIfCommand } from '../project.mjs';

/** @param {string} text an SVG */
export function minifySvg(text) {
  return optimize(text, { multipass: true, plugins: ['preset-default'] }).data;
}

/**
 * The step: every SVG file of the built site minified.
 * @param {string} outDir
 */
export async function run(outDir) {
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
  return `SVG ${(before / 1024).toFixed(1)} KB → ${(after / 1024).toFixed(1)} KB`;
}

runIfCommand(import.meta.url, run);
