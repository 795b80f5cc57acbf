// Makes the responsive variants of every raster image under public/images/ in the built site
// (issue 6): each width of lib/responsive-images.mjs's ladder up to the image's own, in AVIF, WebP
// and the source's format, named as `components/content-image.tsx` asks for them. SVG artwork is
// left as it is (scripts/build/minify-svg.mjs minifies it).
//   node scripts/build/images.mjs [publicDir] [outDir]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  fallbackExtension,
  isRaster,
  modernFormats,
  variantPath,
  variantWidths,
} from '../../lib/responsive-images.mjs';
import { filesBelow } from './built-files.mjs';
import { root, runIfCommand } from '../project.mjs';

/**
 * Encoder settings: visually lossless for artwork and photographs at a fraction of the bytes.
 * @type {Record<string, (image: import('sharp').Sharp) => import('sharp').Sharp>}
 */
const encoders = {
  avif: (image) => image.avif({ quality: 55, effort: 4 }),
  webp: (image) => image.webp({ quality: 78 }),
  jpg: (image) => image.jpeg({ quality: 80, mozjpeg: true, progressive: true }),
  png: (image) => image.png({ compressionLevel: 9, palette: true }),
};

/**
 * Writes the variants of every raster image below `publicDir/images` into `outDir`, and returns
 * what it wrote as `/images/…` paths.
 * @param {string} publicDir
 * @param {string} outDir
 */
export async function makeVariants(publicDir, outDir) {
  const written = [];
  const sources = filesBelow(path.join(publicDir, 'images'), '')
    .map((file) => `/images/${file.split(path.sep).join('/')}`)
    .filter(isRaster);
  for (const src of sources) {
    const file = path.join(publicDir, src);
    const { width } = await sharp(file).metadata();
    if (!width) throw new Error(`${path.relative(process.cwd(), file)}: cannot read its width`);
    const extensions = [...modernFormats.map((f) => f.extension), fallbackExtension(src)];
    for (const w of variantWidths(width)) {
      for (const extension of extensions) {
        const encode = encoders[extension];
        if (!encode) throw new Error(`${src}: no encoder for .${extension} images`);
        const target = variantPath(src, w, extension);
        mkdirSync(path.dirname(path.join(outDir, target)), { recursive: true });
        await encode(sharp(file).resize({ width: w })).toFile(path.join(outDir, target));
        written.push(target);
      }
    }
  }
  return written;
}

/**
 * The step: the responsive variants of every photograph under public/images.
 * @param {string} outDir
 */
export async function run(outDir) {
  const written = await makeVariants(path.join(root, 'public'), outDir);
  return `${written.length} responsive image variants written`;
}

runIfCommand(import.meta.url, run);
