/** Whether an href opens a web page on another origin (not mail or phone). */
export function isWebHref(href: string): boolean {
  return /^https?:/.test(href);
}

/** A phone number as a `tel:` link: digits only, with the UK prefix for an 0-leading number. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('0') ? `+44${digits.slice(1)}` : digits}`;
}
