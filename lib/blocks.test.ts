import { describe, expect, it } from 'vitest';
import type { BlockConfig } from '@/content/types';
import { isBlockActive, resolveBlocks } from './blocks';

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
