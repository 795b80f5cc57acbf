// Where the build writes the answer pages and their headers, as `{ pages, headers }`
// (scripts/build/check-answers.mjs), and the function reads them (functions/index.js). A module of
// its own: the site imports functions/answers.js, and its bundler would copy a file named this way.

/** functions/generated/answers.json (gitignored: every build writes it anew). */
export const answersFileUrl = new URL('./generated/answers.json', import.meta.url);
