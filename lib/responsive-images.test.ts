import { describe, expect, it } from 'vitest';
import {
  fallbackExtension,
  isRaster,
  srcSet,
  variantPath,
  variantWidths,
} from './responsive-images.mjs';

describe('responsive images', () => {
  it('treats photographs as raster and leaves SVG alone', () => {
    expect(['/a.jpg', '/a.JPEG', '/a.png', '/a.webp', '/a.avif'].every(isRaster)).toBe(true);
    expect(isRaster('/images/a.svg')).toBe(false);
  });

  it('makes the ladder widths below the image, then the image itself', () => {
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths(320)).toEqual([320]);
    expect(variantWidths(2400)).toEqual([320, 640, 960, 1280, 1600, 1920, 2400]);
    expect(() => variantWidths(0)).toThrow('bad width 0');
  });

  it('names variants beside the source', () => {
    expect(variantPath('/images/a.b/photo.jpeg', 640, 'webp')).toBe('/images/a.b/photo-640w.webp');
    expect(fallbackExtension('/x/photo.JPEG')).toBe('jpg');
    expect(fallbackExtension('/x/logo.png')).toBe('png');
  });

  it('writes a srcset through the asset base', () => {
    expect(srcSet('/images/p.jpg', 700, 'avif', (p) => `https://cdn.example${p}`)).toBe(
      'https://cdn.example/images/p-320w.avif 320w, https://cdn.example/images/p-640w.avif 640w, https://cdn.example/images/p-700w.avif 700w',
    );
  });
});
