import { describe, expect, it } from 'vitest';
import {
  classLiterals,
  classNames,
  classUses,
  renameInCss,
  renameClassLiterals,
  renameInHtml,
  shortName,
  stylesheetClasses,
} from './short-classes.mjs';

describe('shortName', () => {
  it('counts through letters, then longer names, each a valid class name without escapes', () => {
    expect([0, 1, 51, 52, 53].map(shortName)).toEqual(['a', 'b', 'Z', 'aa', 'ba']);
    const names = Array.from({ length: 5000 }, (_, i) => shortName(i));
    expect(new Set(names).size).toBe(5000);
    for (const name of names) expect(name).toMatch(/^[a-zA-Z][\w-]*$/);
  });
});

describe('classNames', () => {
  const uses = classUses([
    '<p class="text-lg md:grid-cols-2 lucide lucide-x">',
    '<p class="text-lg menu-open">',
  ]);
  const styled = stylesheetClasses(
    '.text-lg{font-size:2rem}.md\\:grid-cols-2{grid-template-columns:1fr 1fr}.menu-open{color:red}.a{color:blue}',
  );

  it('gives the most used styled classes the shortest names, drops unstyled ones, keeps the code’s', () => {
    const names = classNames({ uses, styled, kept: new Set(['menu-open', 'a']) });
    expect(names.get('text-lg')).toBe('b');
    expect(names.get('lucide')).toBeNull();
    expect(names.has('menu-open')).toBe(false);
    // No short name is a name the code keeps.
    expect([...names.values()]).not.toContain('a');
  });

  it('renames the pages and the stylesheets alike', () => {
    const names = classNames({ uses, styled, kept: new Set(['menu-open']) });
    const short = names.get('md:grid-cols-2');
    expect(renameInHtml('<p class="text-lg md:grid-cols-2 lucide menu-open">x</p>', names)).toBe(
      `<p class="${names.get('text-lg')} ${short} menu-open">x</p>`,
    );
    expect(renameInHtml('<svg class="lucide lucide-x"></svg>', names)).toBe('<svg></svg>');
    expect(renameInCss('@media (min-width:48rem){.md\\:grid-cols-2{display:grid}}', names)).toBe(
      `@media (min-width:48rem){.${short}{display:grid}}`,
    );
  });
});

describe('classLiterals and renameClassLiterals', () => {
  const source = [
    "const panelClass = 'flex group';",
    'export function A({ on }: { on: boolean }) {',
    '  return (',
    '    <div role="group" className={clsx(panelClass, on && "hidden", `p-2`)}>',
    "      <p className='text-lg' aria-label=\"text-lg\">{'flex'}</p>",
    '    </div>',
    '  );',
    '}',
  ].join('\n');

  it('tells class literals (className attributes, consts named …Class) from the rest', () => {
    const { classes, others } = classLiterals(source, 'a.tsx');
    expect(classes.map((c) => c.text)).toEqual(['flex group', 'hidden', 'p-2', 'text-lg']);
    expect(others).toEqual(expect.arrayContaining(['group', 'text-lg', 'flex']));
  });

  it('renames the class literals alone', () => {
    const names = new Map([
      ['flex', 'a'],
      ['hidden', 'b'],
      ['text-lg', 'c'],
    ]);
    const renamed = renameClassLiterals(source, 'a.tsx', names);
    expect(renamed).toContain("const panelClass = 'a group';");
    expect(renamed).toContain('on && "b", `p-2`');
    expect(renamed).toContain('role="group"');
    expect(renamed).toContain("className='c' aria-label=\"text-lg\">{'flex'}");
  });
});
