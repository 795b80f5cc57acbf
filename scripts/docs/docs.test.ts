// The tables of docs/ that follow from the code are what `npm run docs` writes from it today.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { categories } from '../../functions/vocabulary/categories.js';
import { docsFolder, docsPages, tables, tablesIn, writtenPage } from './docs.mjs';

const pages = docsPages().map((file) => ({
  file,
  text: readFileSync(path.join(docsFolder, file), 'utf8'),
}));

describe('the tables of docs/', () => {
  it('are as `npm run docs` writes them: run it after changing what they follow from', async () => {
    for (const { file, text } of pages.filter((page) => tablesIn(page.text).length))
      expect(await writtenPage(file, text), `docs/${file} is stale: npm run docs`).toBe(text);
  });

  it('are each in one page', () => {
    expect(pages.flatMap(({ text }) => tablesIn(text)).sort()).toEqual(Object.keys(tables).sort());
  });

  it('hold every category the code defines, by its code and its name', async () => {
    const page = '<!-- npm run docs: categories -->\n<!-- end of categories -->\n';
    const written = await writtenPage('keeping-registers.md', page);
    for (const [code, name] of Object.entries(categories))
      expect(written).toMatch(new RegExp(`\\| \`${code}\` \\| ${name} +\\|`));
  });

  it('tell a page whose table lost a row', async () => {
    const { file, text } = pages.find((page) => tablesIn(page.text).includes('categories'))!;
    const stale = text.replace(/^\| `MC` .*\n/m, '');
    expect(stale).not.toBe(text);
    expect(await writtenPage(file, stale)).toBe(text);
  });

  it('refuse a table no one writes', async () => {
    await expect(
      writtenPage('x.md', '<!-- npm run docs: nothing -->\n<!-- end of nothing -->\n'),
    ).rejects.toThrow('docs/x.md: no table is called "nothing"');
  });
});
