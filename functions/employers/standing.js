// Where an employer account stands today by the outcomes of its checks (docs/check-security.md,
// "Employers' accounts"): clear, slowed or refused. Pure.

/**
 * Where an employer account stands today by its checks' outcomes: `clear`; `slowed` once its
 * no-matches run past `noMatchesBeforeSlowing` more than `perMatch` for each match (each request
 * then waits `delayPerNoMatchMs` for every no-match past that line, at most `maxDelayMs`); and
 * `refused` past `noMatchesBeforeRefusing` more than `perMatch` for each match, until the UK day
 * ends. An account checking its people's cards finds them; one guessing surnames or listing the
 * register does not.
 * @param {{ matches: number, noMatches: number }} today
 * @param {import('../counting/limiter.js').Limits['accounts']} rule
 * @returns {{ standing: 'clear' | 'slowed' | 'refused', delayMs: number }}
 */
export function accountStanding({ matches, noMatches }, rule) {
  const allowed = rule.perMatch * matches;
  if (noMatches > rule.noMatchesBeforeRefusing + allowed)
    return { standing: 'refused', delayMs: 0 };
  const past = noMatches - (rule.noMatchesBeforeSlowing + allowed);
  if (past <= 0) return { standing: 'clear', delayMs: 0 };
  return { standing: 'slowed', delayMs: Math.min(rule.maxDelayMs, past * rule.delayPerNoMatchMs) };
}
