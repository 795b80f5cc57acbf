// How the scheme's postal address is written, beside the details it writes: on three lines, or on
// one (the terms and the privacy notice name the registered office in a sentence). It is part of
// the copy, so it lives in content/, which imports nothing from lib/ (docs/decisions.md, "Content
// in typed modules").
import type { ContactDetails } from './types';

/**
 * The postal address as display lines: every address line that is set, with the postcode joined to
 * the last one (the address shows on three lines:
 * docs/decisions.md, "Copy and the scheme's details").
 */
export function addressLines(contact: ContactDetails): string[] {
  const lines = [
    contact.addressLine1,
    contact.addressLine2,
    contact.addressLine3,
    contact.addressLine4,
    contact.addressLine5,
  ].filter((line): line is string => Boolean(line?.trim()));
  const last = lines.pop();
  return [...lines, last ? `${last} ${contact.postcode}` : contact.postcode];
}

/** The address on one line, for the footer's registered office. */
export function addressOneLine(contact: ContactDetails): string {
  return addressLines(contact).join(', ');
}
