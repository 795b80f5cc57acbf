// A phone number as a link. Pure.

/**
 * A phone number as a `tel:` link: digits only, with the UK prefix for an 0-leading number.
 * @param {string} phone
 * @returns {string}
 */
export function telHref(phone) {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('0') ? `+44${digits.slice(1)}` : digits}`;
}
