import { type PersonAnswer, personAnswers, personChecks } from '@/functions/answers.js';
import type { PersonCheckContent } from './types';

type Prefixed<R extends keyof typeof personChecks> =
  `${(typeof personChecks)[R]['prefix']}${PersonAnswer}`;

/** The titles of the answers that say the same on every person check. */
const sharedTitles = {
  'invalid-number-missing': 'Error: check the registration number',
  'invalid-number-tooLong': 'Error: check the registration number',
  'invalid-number-format': 'Error: check the registration number',
  'invalid-surname-missing': 'Error: check the surname',
  'invalid-surname-tooLong': 'Error: check the surname',
  'invalid-surname-characters': 'Error: check the surname',
  'number-limited': 'Number checked too often',
  unavailable: 'Check unavailable',
} as const satisfies Partial<Record<PersonAnswer, string>>;

/**
 * Each answer page's title of a person check, for the browser tab and the history list, named as
 * its register names its answers (functions/answers.js, `personChecks`): a match's is the match's
 * heading and the registration's state, a refusal's the notice's heading.
 */
export function personAnswerTitles<R extends keyof typeof personChecks>(
  content: PersonCheckContent,
  register: R,
): Record<Prefixed<R>, string> {
  const { heading, statuses } = content.match;
  const found = (status: keyof typeof statuses) =>
    `${heading}: ${statuses[status].label.toLowerCase()}`;
  const titles = {
    ...sharedTitles,
    'match-current': found('current'),
    'match-ending': found('current'),
    'match-expired': found('expired'),
    'match-suspended': found('suspended'),
    'no-match': content.noMatch.heading,
    limited: content.limited.heading,
    // A refusal's page says what to do; its form below keeps its own heading (issue 45).
    method: content.method.heading,
    'cross-site': content.crossSite.heading,
  } satisfies Record<PersonAnswer, string>;
  return Object.fromEntries(
    personAnswers.map((answer) => [`${personChecks[register].prefix}${answer}`, titles[answer]]),
  ) as Record<Prefixed<R>, string>;
}

/** An answer's title as the page's main heading: without the "Error:" the tab shows. */
export const answerHeading = (title: string) => title.replace(/^Error: c/, 'C');
