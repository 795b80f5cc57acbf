// The limits on tries and on what one request may ask (docs/check-security.md says why each is what
// it is): the numbers the limiter (functions/counting/limiter.js) and the tests read. Pure data.

/**
 * The limits on tries (functions/counting/limiter.js; docs/check-security.md says why each is what it is):
 * - each client (an IPv4 address, or an IPv6 /64): 20 tries in a fixed 15-minute window, each
 *   past the 10th answered a little more slowly;
 * - each registration number, on the register or not: 6 tries in a fixed 15-minute window, from
 *   anyone;
 * - the whole service: past 300 "no match" answers in a minute, every try but a client's first in
 *   its window is refused until the minute ends; and 100 reports of suspected fake cards in a
 *   fixed hour, from everyone together;
 * - the finder's and providers' pages, each client: 300 in a fixed 5-minute window, per instance;
 * - each employer account (the API and the crew check, in place of the per-client limit, beside
 *   its daily quota), in a UK day: past 100 no-matches more than 2 for each match, every request
 *   answered 50 ms later for each no-match past that line (at most 5 s); past 300 more than 2 for
 *   each match, refused until the day ends.
 */
export const checkLimits = {
  perClient: { tries: 20, slowAfter: 10, windowMinutes: 15, delayStepMs: 400 },
  perNumber: { tries: 6, windowMinutes: 15 },
  service: { noMatchesPerMinute: 300 },
  reports: { tries: 100, windowMinutes: 60 },
  pages: { tries: 300, windowMinutes: 5 },
  accounts: {
    noMatchesBeforeSlowing: 100,
    noMatchesBeforeRefusing: 300,
    perMatch: 2,
    delayPerNoMatchMs: 50,
    maxDelayMs: 5000,
  },
};

/** The most number-and-surname pairs one request of the employers' API may check. */
export const maxPairs = 100;
