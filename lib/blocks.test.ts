import { describe, expect, it } from 'vitest';
import type { BlockConfig } from '@/content/types';
import { blocks as siteBlocks } from '@/content/blocks';
import { isBlockActive, opensWithForm, resolveBlocks } from './blocks';

const cta = { heading: 'h', text: 't', link: { text: 'l', href: '/' } };
const blocks = [
  { type: 'call-to-action', activeOn: ['Home', 'About'], props: { ...cta, heading: 'shared' } },
  { type: 'call-to-action', activeOn: ['About'], props: { ...cta, heading: 'about only' } },
  {
    type: 'call-to-action',
    activeOn: ['Contact'],
    negativeSelection: true,
    props: { ...cta, heading: 'not contact' },
  },
] satisfies BlockConfig[];

const headings = (page: string) => resolveBlocks(blocks, page).map((block) => block.props.heading);

describe('resolveBlocks', () => {
  it('keeps the blocks whose activeOn names the page, in configuration order', () => {
    expect(headings('Home')).toEqual(['shared', 'not contact']);
    expect(headings('About')).toEqual(['shared', 'about only', 'not contact']);
  });

  it('treats negativeSelection as every page except those named', () => {
    expect(headings('Contact')).toEqual([]);
    expect(headings('Terms')).toEqual(['not contact']);
  });

  it('returns nothing for an empty configuration', () => {
    expect(resolveBlocks([], 'Home')).toEqual([]);
  });
});

describe('isBlockActive', () => {
  it('is false for a page not named, unless negated', () => {
    expect(isBlockActive({ activeOn: ['Home'] }, 'About')).toBe(false);
    expect(isBlockActive({ activeOn: ['Home'], negativeSelection: true }, 'About')).toBe(true);
    expect(isBlockActive({ activeOn: [], negativeSelection: false }, 'Home')).toBe(false);
  });
});

describe('opensWithForm', () => {
  it('is true for the pages people come to for a form, and false for the pages that tell', () => {
    const opens = (page: string) => opensWithForm(resolveBlocks(siteBlocks, page));
    for (const page of ['Find a provider', 'Check a registration', 'Check a crew'])
      expect(opens(page), page).toBe(true);
    for (const page of ['About', 'Instructors', 'Accreditation', 'Contact', 'Core Values'])
      expect(opens(page), page).toBe(false);
  });
});
