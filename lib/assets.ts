import { assetBaseUrl } from './config';

/**
 * The address of an image under `public/`, prefixed with the optional asset base URL
 * (docs/decisions.md, "Images") so images can come from a storage bucket instead of the site's own
 * host.
 */
export function assetUrl(path: string, base: string = assetBaseUrl): string {
  if (!path.startsWith('/')) throw new Error(`assetUrl: "${path}" must start with "/"`);
  return `${base}${path}`;
}
