import { questionsContent } from '@/content/questions';
import type { Question } from '@/content/types';
import { expect, test } from './fixtures';

// The common questions page (issue 13).

const questions: readonly Question[] = questionsContent.groups.flatMap(
  (group): readonly Question[] => group.questions,
);
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

test('every group and question is a heading with its own id, and every answer shows', async ({
  page,
}) => {
  await page.goto('/questions');
  await expect(page.getByRole('heading', { level: 1, name: 'Common questions' })).toBeVisible();
  for (const group of questionsContent.groups) {
    const heading = page.getByRole('heading', { level: 2, name: group.heading, exact: true });
    await expect(heading).toHaveAttribute('id', group.id);
    await expect(
      page
        .getByRole('navigation', { name: questionsContent.contentsHeading })
        .getByRole('link', { name: group.heading }),
    ).toHaveAttribute('href', `#${group.id}`);
  }
  for (const question of questions) {
    const heading = page.getByRole('heading', { level: 3, name: question.question, exact: true });
    await expect(heading).toHaveAttribute('id', question.id);
    await expect(page.locator(`#${question.id} + [data-answer]`)).toBeVisible();
  }
});

test('a question can be linked to directly', async ({ page }) => {
  await page.goto('/questions#forklift-licence');
  await expect(page.locator('#forklift-licence')).toBeInViewport();
});

test('the FAQPage JSON-LD parses and matches the visible questions and answers', async ({
  page,
}) => {
  await page.goto('/questions');
  const graphs = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent!)));
  const faq = graphs
    .flatMap((graph) => graph['@graph'] as { '@type': string }[])
    .find((node) => node['@type'] === 'FAQPage') as unknown as {
    mainEntity: { name: string; '@id': string; acceptedAnswer: { text: string } }[];
  };
  expect(faq.mainEntity).toHaveLength(questions.length);
  const visible = await page.locator('[data-question]').evaluateAll((items) =>
    items.map((item) => ({
      id: item.querySelector('h3')!.id,
      name: item.querySelector('h3')!.textContent!,
      answer: [...item.querySelectorAll('[data-answer] p')].map((p) => p.textContent).join(' '),
    })),
  );
  expect(
    faq.mainEntity.map((q) => ({
      id: q['@id'].split('#')[1],
      name: q.name,
      answer: normalise(q.acceptedAnswer.text),
    })),
  ).toEqual(visible.map((q) => ({ ...q, answer: normalise(q.answer) })));
});

test('Instructors, Accreditation, Contact and the footer link to it; the top navigation does not', async ({
  page,
}) => {
  const links = [
    ['/instructors', '/questions#instructors'],
    ['/accreditation', '/questions#training-companies'],
    ['/contact', '/questions'],
  ];
  for (const [path, href] of links) {
    await page.goto(path!);
    await expect(page.getByRole('main').locator(`a[href="${href}"]`)).toHaveCount(1);
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Common questions' }),
    ).toHaveAttribute('href', '/questions');
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .first()
        .getByRole('link', { name: 'Common questions' }),
    ).toHaveCount(0);
  }
});

test('the sitemap lists it', async ({ request }) => {
  expect(await (await request.get('/sitemap.xml')).text()).toContain('/questions</loc>');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every question and answer reads', async ({ page }) => {
    await page.goto('/questions');
    for (const question of questions)
      await expect(page.locator(`#${question.id} + [data-answer]`)).toBeVisible();
  });
});
