// How long the finder's public answers may be kept, and how fresh the function's copy of the
// register is: together, a suspension shows within five minutes.

/** How long Hosting's CDN may keep a public answer: five minutes, less the register's own check. */
export const publicCache = 'public, max-age=60, s-maxage=240';

/** The catalogue's check of the register's pointer, so that a change shows within five minutes. */
export const registerCheckMs = 30_000;
