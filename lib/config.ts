/**
 * Build-time configuration from the environment (docs/deploying.md, "Settings"). `NEXT_PUBLIC_*` values
 * are read while the static pages are generated; nothing here reaches the browser as code.
 */

/** Used when `NEXT_PUBLIC_SITE_URL` is not set: the production origin, documented in docs/deploying.md. */
export const placeholderSiteUrl = 'https://www.motas.org.uk';

/** Removes trailing slashes so paths can be appended with a single `/`. */
export function trimTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export const siteUrl = trimTrailingSlash(process.env.NEXT_PUBLIC_SITE_URL || placeholderSiteUrl);

/** Optional origin (or origin and path) that images are served from, e.g. a storage bucket. */
export const assetBaseUrl = trimTrailingSlash(process.env.NEXT_PUBLIC_ASSET_BASE_URL ?? '');

/** An absolute URL on this site for a route such as `/contact/thank-you`. */
export function absoluteUrl(path: string, origin: string = siteUrl): string {
  return path === '/' ? `${origin}/` : `${origin}${path}`;
}
