// A page's later parts: what lies below its first screen on a phone or a laptop, every element of
// `<main>` after its first and the page's footer. scripts/inline-css.mjs hides them while they
// wait (its `waitingRule`) and components/islands/boot.ts shows them: one selector list and one
// pair of attributes for both.

/** The later parts, one selector each. */
export const laterPartSelectors = ['main>*~*', 'body>footer'];

/** Set to `later` on `<html>` by the boot script while the later parts wait for their CSS. */
export const waitingAttribute = 'data-css';

/** Set on each later part by the boot script as it shows it. */
export const shownAttribute = 'data-shown';
