export { telHref } from '@/functions/vocabulary/phones.js';

/** Whether an href opens a web page on another origin (not mail or phone). */
export function isWebHref(href: string): boolean {
  return /^https?:/.test(href);
}
