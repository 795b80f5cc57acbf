// The limits on tries are the ones the check's security page gives.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLimits } from './limits.js';

describe('the limits on tries', () => {
  it('are the ones docs/check-security.md gives, and says why', () => {
    const { perClient, perNumber, service, reports, pages, accounts } = checkLimits;
    expect(checkLimits).toEqual({
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
    });
    const doc = readFileSync(path.join(__dirname, '../../docs/check-security.md'), 'utf8');
    for (const said of [
      `${perClient.tries} tries in a fixed ${perClient.windowMinutes}-minute window; each past the ${perClient.slowAfter}th answered ${perClient.delayStepMs / 1000} s more slowly`,
      `${perNumber.tries} tries in a fixed ${perNumber.windowMinutes}-minute window, from anyone`,
      `past ${service.noMatchesPerMinute} no-match answers in a minute, every try but a client’s first in its window is refused until the minute ends`,
      `${reports.tries} reports in a fixed ${reports.windowMinutes}-minute window, from everyone together`,
      `${pages.tries} pages in a fixed ${pages.windowMinutes}-minute window, counted in each instance`,
      `past ${accounts.noMatchesBeforeSlowing} no-matches more than ${accounts.perMatch} for each match, each request answered ${accounts.delayPerNoMatchMs} ms later for each no-match past that line (at most ${accounts.maxDelayMs / 1000} s); past ${accounts.noMatchesBeforeRefusing} more than ${accounts.perMatch} for each match, refused until midnight`,
    ])
      expect(doc).toContain(said);
  });
});
