// superstatic loads re2 if it can and otherwise matches `regex` header rules with JavaScript's
// RegExp (superstatic/lib/utils/patterns.js): failing to load is how this stand-in says "not here".
throw new Error(
  're2 is not installed: superstatic uses RegExp (scripts/build/hosting.mjs keeps the rules to what both read alike)',
);
