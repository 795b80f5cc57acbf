// Addresses the site moves elsewhere, for good: `scripts/build/hosting.mjs` writes each into
// firebase.json as a 301. The content tests check that each destination is a route and that
// no route is redirected away.

/** @type {readonly { source: string, destination: string }[]} */
export const redirects = [
  // The specification's target of the Instructors card: the Instructors page itself, with no copy
  // (docs/decisions.md, "Services and sector pages").
  { source: '/services/instructors', destination: '/instructors' },
];
