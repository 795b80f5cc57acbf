// The contract between the function's answers and the components that render them (issue 51,
// item 3), checked by a unit test beside the build step that renders them (check-answers.mjs)
// rather than only by the build: each answer's page, rendered by its own route as the build
// renders it, shows every slot its kind defines
// (functions/answers.js: values, lists, rows and their fields) and no slot its kind lacks. A
// component that drops or renames a slot fails here, naming the answer and the slot, in the
// same words the build would (`answerProblems`, scripts/build/check-answers.mjs).
import type { Metadata } from 'next';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import CheckAnswerPage, * as checkAnswers from '@/app/check/answers/[kind]/page';
import CrewAnswerPage, * as crewAnswers from '@/app/check/crew/answers/[kind]/page';
import InstructorAnswerPage, * as instructorAnswers from '@/app/instructors/check/answers/[kind]/page';
import FinderAnswerPage, * as finderAnswers from '@/app/providers/answers/[kind]/page';
import VerifyAnswerPage, * as verifyAnswers from '@/app/verify/answers/[kind]/page';
import PortalAnswerPage, * as portalAnswers from '@/app/portal/answers/[kind]/page';
import ConsoleAnswerPage, * as consoleAnswers from '@/app/console/answers/[kind]/page';
import EmailsAnswerPage, * as emailsAnswers from '@/app/emails/answers/[kind]/page';
import CardAnswerPage, * as cardAnswers from '@/app/card/answers/[kind]/page';
import { answerKindNames, answerProblems } from '@/functions/answers.js';

/**
 * A route of answer pages (app/…/answers/[kind]): the kinds it renders, its metadata and its
 * page, each given the kind as Next gives it.
 */
type AnswerRoute = {
  generateStaticParams: () => { kind: string }[];
  generateMetadata: (props: { params: Promise<{ kind: never }> }) => Promise<Metadata>;
  page: (props: { params: Promise<{ kind: never }> }) => Promise<ReactElement>;
};

const routes: AnswerRoute[] = [
  { ...checkAnswers, page: CheckAnswerPage },
  { ...crewAnswers, page: CrewAnswerPage },
  { ...instructorAnswers, page: InstructorAnswerPage },
  { ...finderAnswers, page: FinderAnswerPage },
  { ...verifyAnswers, page: VerifyAnswerPage },
  { ...portalAnswers, page: PortalAnswerPage },
  { ...consoleAnswers, page: ConsoleAnswerPage },
  { ...emailsAnswers, page: EmailsAnswerPage },
  { ...cardAnswers, page: CardAnswerPage },
] as AnswerRoute[];

/** Every string of a page's metadata (its title, description, canonical address…). */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(stringsOf)
      : [];

/**
 * An answer's page as the build has it: the metadata Next writes into its head (where a title
 * or an address may hold a slot) and the page's body. (Rendered here, an address is not
 * percent-encoded as Next writes it, so its slots need no decoding: `unencodedSlots`.)
 */
async function renderAnswer(route: AnswerRoute, kind: string) {
  const params = Promise.resolve({ kind }) as Promise<{ kind: never }>;
  const head = stringsOf(await route.generateMetadata({ params })).join('\n');
  const body = renderToStaticMarkup(await route.page({ params }));
  return `${head}\n${body}`;
}

/**
 * Every answer's page, rendered once, in the first test that asks: a component that throws as it
 * renders (given a slot its kind no longer has, say) fails the tests, where rendered as the file
 * loaded it would fail the file before any test ran, which mutation testing counts as no test
 * failing (docs/testing.md).
 */
let rendered: Promise<{ pages: Record<string, string>; problems: string[] }> | undefined;
const renderedPages = () =>
  (rendered ??= (async () => {
    const pages: Record<string, string> = {};
    for (const route of routes)
      for (const { kind } of route.generateStaticParams())
        pages[kind] = await renderAnswer(route, kind);
    return { pages, problems: answerProblems(pages) };
  })());

describe('the answer pages the components render', () => {
  // Every page is rendered once, before the tests that read them: some 6 seconds alone, and
  // several times that on a busy machine (inside the own-details test's run of the suite's copy).
  beforeAll(() => renderedPages(), 120_000);

  it('are one for each answer the function defines, and none other', async () => {
    expect(Object.keys((await renderedPages()).pages).sort()).toEqual([...answerKindNames].sort());
  });

  for (const kind of answerKindNames)
    it(`show every slot of "${kind}" and no slot it lacks`, async () => {
      expect(
        (await renderedPages()).problems.filter((problem) => problem.includes(`"${kind}"`)),
        `the answer "${kind}" and its slots (functions/answers.js)`,
      ).toEqual([]);
    });
});

describe('a match’s providers (functions/answers.js, `personChecks`)', () => {
  /** The row of the record that holds the providers: its classes, and what it shows. */
  const providersRow = async (kind: string) => {
    const page = (await renderedPages()).pages[kind] ?? '';
    const [, classes = '', shown = ''] =
      /<div class="([^"]*)"><dt[^>]*>[^<]*<\/dt><dd[^>]*>((?:(?!<\/dd>).)*\{\{#each providers\}\}(?:(?!<\/dd>).)*)<\/dd><\/div>/s.exec(
        page,
      ) ?? [];
    return { classes, shown };
  };

  it('names an operator’s one provider in a line and an instructor’s in a list, printed on both', async () => {
    const operator = await providersRow('match-current');
    const instructor = await providersRow('instructor-match-current');
    expect(operator.shown).toMatch(/^\{\{#each providers\}\}/);
    expect(instructor.shown).toMatch(/^<ul[^>]*>\{\{#each providers\}\}<li>/);
    // Who trained and tested them is part of the record an employer prints and keeps.
    for (const { classes } of [operator, instructor]) {
      expect(classes).not.toBe('');
      expect(classes).not.toContain('print:hidden');
    }
  });
});
