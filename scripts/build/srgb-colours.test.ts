import { describe, expect, it } from 'vitest';
import { labToSrgb, sameInSrgb, withoutSrgbCopies } from './srgb-colours.mjs';

describe('labToSrgb', () => {
  it('converts CSS lab() to sRGB as CSS Color 4 does', () => {
    // Tailwind's slate-50 (#f8fafc) and white and black.
    expect(labToSrgb(98.1434, -0.369519, -1.05966).rgb.map(Math.round)).toEqual([248, 250, 252]);
    expect(labToSrgb(100, 0, 0).rgb.map(Math.round)).toEqual([255, 255, 255]);
    expect(labToSrgb(0, 0, 0).rgb.map(Math.round)).toEqual([0, 0, 0]);
  });
});

describe('sameInSrgb', () => {
  it('holds a lab() colour the same as its hex fallback, with its opacity', () => {
    expect(sameInSrgb('lab(98.1434% -.369519 -1.05966)', '#f8fafc')).toBe(true);
    expect(sameInSrgb('lab(10.2326% -.622168 -17.7452/.9)', '#0a1d34e6')).toBe(true);
  });

  it('tells a different colour, a different opacity, a colour outside sRGB and other text apart', () => {
    expect(sameInSrgb('lab(98.1434% -.369519 -1.05966)', '#f8fafd')).toBe(true);
    expect(sameInSrgb('lab(98.1434% -.369519 -1.05966)', '#f0fafc')).toBe(false);
    expect(sameInSrgb('lab(10.2326% -.622168 -17.7452/.9)', '#0a1d34b3')).toBe(false);
    // Tailwind's red-700 lies outside sRGB: its hex is only the nearest sRGB colour.
    expect(sameInSrgb('lab(40.4273% 67.2623 53.7441)', '#c10007')).toBe(false);
    expect(sameInSrgb('0 0 lab(0% 0 0)', '0 1px #000')).toBe(false);
  });
});

describe('withoutSrgbCopies', () => {
  it('drops a @supports copy that only repeats its fallback, and keeps one that does not', () => {
    const css =
      ':root{--a:#f8fafc;--b:#c10007}' +
      '@supports (color:lab(0% 0 0)){:root{--a:lab(98.1434% -.369519 -1.05966)}}' +
      '@supports (color:lab(0% 0 0)){:root{--b:lab(40.4273% 67.2623 53.7441)}}' +
      '@supports (color:lab(0% 0 0)){.x{color:lab(0% 0 0)}}';
    const { css: out, removed, kept } = withoutSrgbCopies(css);
    expect(removed).toBe(1);
    // The second is outside sRGB; the third has no fallback.
    expect(kept).toBe(2);
    expect(out).not.toContain('98.1434%');
    expect(out).toContain('40.4273%');
    expect(out).toContain('.x{color:lab(0% 0 0)}');
  });
});
