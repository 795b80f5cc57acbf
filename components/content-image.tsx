import { assetUrl } from '@/lib/assets';

/**
 * An image from `public/` (or the asset base URL) with its intrinsic size, so the browser reserves
 * its space before it loads. `load` says when to fetch it: `lazy` (the default) for images below
 * the fold, `eager` for images needed soon, `priority` for the page's main image (eager, high
 * fetch priority). A plain `<img>` rendered on the server: `next/image` would
 * add client JavaScript, and a static export has no image optimiser for it to call.
 */
export function ContentImage({
  src,
  alt,
  width,
  height,
  className,
  sizes,
  load = 'lazy',
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  sizes?: string;
  load?: 'lazy' | 'eager' | 'priority';
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see the comment above
    <img
      src={assetUrl(src)}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      className={className}
      loading={load === 'lazy' ? 'lazy' : 'eager'}
      decoding={load === 'priority' ? 'sync' : 'async'}
      fetchPriority={load === 'priority' ? 'high' : load === 'eager' ? 'low' : undefined}
    />
  );
}
