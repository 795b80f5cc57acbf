import { endingWithinDays } from '@/functions/vocabulary/statuses.js';
import type { CrewCountsContent } from './types';

/**
 * How many of a crew's rows had each outcome, as the crew check's answer and a crew's receipt on
 * the verify page both say it (components/crew-check/crew-counts.tsx): who may work, who may not
 * and why, and who was not checked, each count apart. The `{{slots}}` are the function's
 * (functions/crew-receipts.js, `crewCountSlots`).
 */
export const crewCountsContent = {
  label: 'The crew in numbers',
  groups: [
    {
      tone: 'good',
      label: 'May work',
      count: '{{mayWorkCount}}',
      detail: `{{currentCount}} current, {{endingCount}} current but ending within ${endingWithinDays} days`,
    },
    {
      tone: 'bad',
      label: 'May not work',
      count: '{{mayNotCount}}',
      detail: '{{expiredCount}} expired, {{suspendedCount}} suspended, {{noMatchCount}} no match',
    },
    {
      tone: 'neutral',
      label: 'Not checked',
      count: '{{notCheckedCount}}',
      detail:
        '{{unreadableCount}} could not be read, {{limitedCount}} not answered as the number was checked too often just now',
    },
  ],
} as const satisfies CrewCountsContent;
