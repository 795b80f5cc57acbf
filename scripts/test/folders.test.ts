// The project's folders import one way only (docs/decisions.md, "Where a newcomer looks"): no two
// folders import each other, and the function's tests import nothing of scripts/. A cycle between
// folders is named with a file on each side, so whoever made it knows where to look.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../project.mjs';

/** The folders whose order is kept: each a room of the project (README, "Layout"). */
const folders = ['app', 'components', 'content', 'lib', 'functions', 'scripts', 'e2e'];

/** Every source file of `folder`, from the project's root. */
const sourcesOf = (folder: string) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(m?js|tsx?)$/.test(file) && !/(^|\/)(node_modules|generated)\//.test(file))
    .map((file) => path.join(folder, file));

/** The files of the project `file` imports (relative or `@/`), from the project's root. */
function importsOf(file: string) {
  const text = readFileSync(path.join(root, file), 'utf8');
  const specifiers = [
    ...text.matchAll(/(?:from|import|import\()\s*['"]([^'"]+)['"]/g),
    ...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map(([, specifier = '']) => specifier);
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('@/')) return [specifier.slice(2)];
    if (specifier.startsWith('.'))
      return [path.relative(root, path.resolve(path.dirname(path.join(root, file)), specifier))];
    return [];
  });
}

/** `from`'s folder importing `to`'s: the first file that does, and what it imports. */
const imports = new Map<string, { file: string; imported: string }>();
for (const folder of folders)
  for (const file of sourcesOf(folder))
    for (const imported of importsOf(file)) {
      const to = imported.split(path.sep)[0]!;
      if (to !== folder && folders.includes(to) && !imports.has(`${folder}→${to}`))
        imports.set(`${folder}→${to}`, { file, imported });
    }

describe('the folders', () => {
  it('import one way only: no two import each other', () => {
    const both = [...imports.keys()]
      .filter((edge) => {
        const [from, to] = edge.split('→');
        return from! < to! && imports.has(`${to}→${from}`);
      })
      .map((edge) => {
        const [from, to] = edge.split('→');
        const there = imports.get(edge)!;
        const back = imports.get(`${to}→${from}`)!;
        return `${from} and ${to} import each other: ${there.file} imports ${there.imported}, and ${back.file} imports ${back.imported}`;
      });
    expect(both).toEqual([]);
  });

  it('stand in one order, with no ring of three or more either', () => {
    // Take away, again and again, the folders that import none of those left: what cannot be
    // taken away imports in a ring.
    let left = [...folders];
    for (;;) {
      const last = left.filter((from) => !left.some((to) => imports.has(`${from}→${to}`)));
      if (!last.length) break;
      left = left.filter((folder) => !last.includes(folder));
    }
    const ring = [...imports]
      .filter(([edge]) => edge.split('→').every((folder) => left.includes(folder)))
      .map(([edge, { file, imported }]) => `${edge}: ${file} imports ${imported}`);
    expect(ring).toEqual([]);
  });

  it('leave the function’s tests free of scripts/: what they share is functions/testing/', () => {
    const reaching = sourcesOf('functions')
      .filter((file) => /\.test\.ts$/.test(file))
      .flatMap((file) =>
        importsOf(file)
          .filter((imported) => imported.startsWith(`scripts${path.sep}`))
          .map((imported) => `${file} imports ${imported}`),
      );
    expect(reaching).toEqual([]);
  });
});
