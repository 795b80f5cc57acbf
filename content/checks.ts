import { type CheckAnswerKind, checkAnswerTitles } from './check';
import { type InstructorAnswerKind, instructorAnswerTitles } from './instructor-check';
import { answerHeading } from './person-check';

/** An answer page of either person check (app/check/answers, app/instructors/check/answers). */
export type PersonCheckAnswerKind = CheckAnswerKind | InstructorAnswerKind;

const titles: Record<PersonCheckAnswerKind, string> = {
  ...checkAnswerTitles,
  ...instructorAnswerTitles,
};

/** An answer page's title, for the browser tab and the history list. */
export const checkAnswerTitle = (kind: PersonCheckAnswerKind) => titles[kind];

/** An answer page's main heading: its title without the "Error:" the tab shows. */
export const checkAnswerHeading = (kind: PersonCheckAnswerKind) => answerHeading(titles[kind]);
