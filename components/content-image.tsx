import { assetUrl } from '@/lib/assets';
import {
  fallbackExtension,
  isRaster,
  modernFormats,
  srcSet,
  variantPath,
} from '@/lib/responsive-images.mjs';

/**
 * An image from `public/` (or the asset base URL) with its intrinsic size, so the browser reserves
 * its space before it loads. `load` says when to fetch it: `lazy` (the default) for images below
 * the fold, `eager` for images needed soon, `priority` for the page's main image (eager, high
 * fetch priority). SVG artwork is one file at any size; a raster image becomes a `<picture>` of
 * the widths and formats `scripts/build/images.mjs` makes (`lib/responsive-images.mjs`), chosen by
 * `sizes`, the width it is shown at. A plain element rendered on the server: `next/image` would
 * add client JavaScript, and a static export has no image optimiser for it to call.
 */
export function ContentImage({
  src,
  alt,
  width,
  height,
  className,
  sizes = '100vw',
  load = 'lazy',
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** How wide the image is shown, for raster images (the `sizes` attribute). */
  sizes?: string;
  load?: 'lazy' | 'eager' | 'priority';
}) {
  const raster = isRaster(src);
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- see the comment above
    <img
      src={raster ? assetUrl(variantPath(src, width, fallbackExtension(src))) : assetUrl(src)}
      srcSet={raster ? srcSet(src, width, fallbackExtension(src), assetUrl) : undefined}
      sizes={raster ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={load === 'lazy' ? 'lazy' : 'eager'}
      decoding={load === 'priority' ? 'sync' : 'async'}
      fetchPriority={load === 'priority' ? 'high' : load === 'eager' ? 'low' : undefined}
    />
  );
  if (!raster) return img;
  return (
    // The picture box takes no part in layout: the image is placed as if it stood alone.
    <picture className="contents">
      {modernFormats.map(({ extension, type }) => (
        <source
          key={type}
          type={type}
          srcSet={srcSet(src, width, extension, assetUrl)}
          sizes={sizes}
        />
      ))}
      {img}
    </picture>
  );
}
