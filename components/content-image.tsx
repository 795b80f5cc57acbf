import Image from 'next/image';
import { assetUrl } from '@/lib/assets';

/**
 * An image from `public/` (or the asset base URL) at its intrinsic size, so the browser reserves
 * its space before it loads. Below-the-fold images load lazily unless `priority` is set.
 */
export function ContentImage({
  src,
  alt,
  width,
  height,
  className,
  sizes,
  priority = false,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  sizes?: string;
  priority?: boolean;
}) {
  return (
    <Image
      src={assetUrl(src)}
      alt={alt}
      width={width}
      height={height}
      className={className}
      sizes={sizes}
      preload={priority}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
