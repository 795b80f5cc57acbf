// No function of the check's function (functions/) or of the register commands (scripts/registers/)
// is longer than 80 lines (issue 51, item 1): a function that grows past it is split into named
// pieces that can be read, and tested, on their own. Each file is parsed with TypeScript's own
// parser, so a function is measured from its first line to its last, however it is written
// (declaration, arrow, method, function expression).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { root } from '../project.mjs';

/** The longest a function may be, in lines, its first and last included. */
const maxLines = 80;

/** The folders measured, from the project's root. */
const folders = ['functions', 'scripts/registers'];

/** The JavaScript sources under `folder`, tests and what is installed or generated left out. */
function sourcesIn(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.m?js$/.test(file) && !/\.test\./.test(file))
    .filter(
      (file) => !file.split(path.sep).some((part) => ['node_modules', 'generated'].includes(part)),
    )
    .map((file) => path.join(folder, file));
}

/** What a function is called: its own name, the variable or property it is given to, or none. */
function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name) return node.name.getText();
  const { parent } = node;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name)
    return parent.name.getText();
  return '(anonymous)';
}

/** Each function of a file longer than `maxLines`: where it starts, its name and its length. */
function longFunctions(file: string) {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: { file: string; line: number; name: string; lines: number }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isConstructorDeclaration(node) ||
      ts.isGetAccessorDeclaration(node) ||
      ts.isSetAccessorDeclaration(node)
    ) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (last - first + 1 > maxLines)
        found.push({ file, line: first + 1, name: nameOf(node), lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe(`functions in ${folders.join(' and ')}`, () => {
  const sources = folders.flatMap(sourcesIn).map((file) => file.split(path.sep).join('/'));
  const long = sources.flatMap(longFunctions);

  it('are read from the folders', () => {
    expect(sources).toContain('functions/registers/store.js');
    expect(sources).toContain('scripts/registers/admin.mjs');
  });

  it(`are at most ${maxLines} lines long`, () => {
    const tooLong = long.map(
      ({ file, line, name, lines }) => `${file}:${line} ${name} is ${lines} lines`,
    );
    expect(tooLong, `split these into named functions of at most ${maxLines} lines`).toEqual([]);
  });
});
