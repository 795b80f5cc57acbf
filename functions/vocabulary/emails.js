// What the registers' files and the providers' portal take as an email address. Pure.

/** An email address, as far as a form or a file can tell: no spaces or markup, a domain with a dot. */
export const emailPattern = /^[^\s@<>"]+@[^\s@<>"]+\.[a-z]{2,}$/i;

/** The longest address mail takes (RFC 5321). */
export const maxEmailLength = 254;
