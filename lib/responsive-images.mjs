// Responsive raster images (issue 6), shared by `components/content-image.tsx`, which writes the
// `srcset`s, and `scripts/build/images.mjs`, which makes the files they name after `next build`. A
// raster image `/images/a/photo.jpg` declared `width` pixels wide is served as
// `/images/a/photo-640w.avif` (and `.webp`, and `.jpg` for browsers without either) at each width
// of the ladder below its own, and at its own. SVG artwork is served as it is.

/** The widths made of every raster image, in CSS pixels times device pixel ratios in use. */
export const rasterWidths = [320, 640, 960, 1280, 1600, 1920];

/** Modern formats, best first, each offered in a `<source>` before the fallback. */
export const modernFormats = [
  { extension: 'avif', type: 'image/avif' },
  { extension: 'webp', type: 'image/webp' },
];

/**
 * Whether a path names a raster image the pipeline serves responsively.
 * @param {string} src
 */
export function isRaster(src) {
  return /\.(jpe?g|png|webp|avif)$/i.test(src);
}

/**
 * The format every browser can show, for the `<img>` itself: the source's own (JPEG as `.jpg`).
 * @param {string} src
 */
export function fallbackExtension(src) {
  const extension = src.slice(src.lastIndexOf('.') + 1).toLowerCase();
  return extension === 'jpeg' ? 'jpg' : extension;
}

/**
 * The widths made of an image `width` pixels wide: the ladder's smaller widths, then its own.
 * @param {number} width
 * @returns {number[]}
 */
export function variantWidths(width) {
  if (!Number.isInteger(width) || width <= 0) throw new Error(`variantWidths: bad width ${width}`);
  return [...rasterWidths.filter((w) => w < width), width];
}

/**
 * The path of one variant: `/images/a/photo.jpg`, 640, `webp` → `/images/a/photo-640w.webp`.
 * @param {string} src
 * @param {number} width
 * @param {string} extension
 */
export function variantPath(src, width, extension) {
  return `${src.replace(/\.[^./]+$/, '')}-${width}w.${extension}`;
}

/**
 * A `srcset` of every variant of one format, each address passed through `url` (the asset base).
 * @param {string} src
 * @param {number} width
 * @param {string} extension
 * @param {(path: string) => string} [url]
 */
export function srcSet(src, width, extension, url = (path) => path) {
  return variantWidths(width)
    .map((w) => `${url(variantPath(src, w, extension))} ${w}w`)
    .join(', ');
}
