import type { Page } from '@playwright/test';
import { checkContent } from '@/content/check';
import { instructorCheckContent } from '@/content/instructor-check';
import { finderContent } from '@/content/providers';
import { longDate } from '@/functions/vocabulary/dates.js';
import { finderPaths } from '@/functions/vocabulary/paths.js';
import { demonstrationStatusDays } from '../scripts/registers/demo-training.mjs';
import { expect, newVisitor, test, visitorHeader } from './fixtures';

// A provider's page tells its standing plainly (issue 44, item 3): nothing on the page of a
// suspended or withdrawn provider reads as current; and no dead end (item 4): "Find a provider"
// in the breadcrumbs of a provider's page and of results leads back to the finder.

const { provider: words } = finderContent;

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ [visitorHeader]: newVisitor() });
});

for (const [number, standing] of [
  ['ZZ0009', 'suspended'],
  ['ZZ0014', 'withdrawn'],
] as const)
  test(`a ${standing} provider’s page has nothing that reads as current`, async ({ page }) => {
    await page.goto(`/providers/${number}`);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { name: words.standings[standing].label, exact: true }),
    ).toBeVisible();
    await expect(main.getByText(words.untilLabel, { exact: true })).toHaveCount(0);
    await expect(main.getByRole('heading', { name: words.categoriesHeading })).toHaveCount(0);
    await expect(main.getByRole('heading', { name: words.pastCategoriesHeading })).toBeVisible();
    await expect(main.getByRole('heading', { name: words.siteAreasHeading })).toHaveCount(0);
    await expect(main.getByRole('heading', { name: words.centresHeading })).toHaveCount(0);
    await expect(
      main.getByRole('heading', { name: words.contactHeading, exact: true }),
    ).toHaveCount(0);
    await expect(main.getByRole('heading', { name: words.pastContactHeading })).toBeVisible();
    await expect(main.getByText(words.pastContactNote)).toBeVisible();
  });

// Each status with its day (issue 44, item 3): the demonstration records were suspended and
// withdrawn on days of their own (scripts/registers/demo-training.mjs), which the pages tell.
const day = (register: keyof typeof demonstrationStatusDays, number: string) =>
  longDate((demonstrationStatusDays[register] as Record<string, string>)[number]!);

for (const [number, standing] of [
  ['ZZ0009', 'suspended'],
  ['ZZ0014', 'withdrawn'],
] as const)
  test(`a ${standing} provider’s page says since when`, async ({ page }) => {
    await page.goto(`/providers/${number}`);
    const since = words.standings[standing].since.replace(
      '{{sinceDate}}',
      day('providers', number),
    );
    await expect(page.getByRole('main').getByText(since, { exact: true })).toBeVisible();
  });

/** A person check's answer: the form filled in and sent, and the answer's section. */
async function check(
  page: Page,
  path: string,
  content: typeof checkContent | typeof instructorCheckContent,
  number: string,
  surname: string,
) {
  await page.goto(path);
  await page.getByRole('textbox', { name: content.form.numberLabel }).fill(number);
  await page.getByRole('textbox', { name: content.form.surnameLabel }).fill(surname);
  await page.getByRole('button', { name: content.form.submitLabel }).click();
  return page.locator('section[aria-labelledby="answer-heading"]');
}

test('a suspended operator’s match says since when', async ({ page }) => {
  const answer = await check(page, '/check', checkContent, 'ZZ000004', 'Specimen');
  const status = answer.getByRole('definition').filter({ hasText: /^Suspended/ });
  await expect(status).toHaveText(
    checkContent.match.statuses.suspended.since.replace(
      '{{sinceDate}}',
      day('operators', 'ZZ000004'),
    ),
  );
});

test('a suspended instructor’s match says since when, and since when their provider is suspended', async ({
  page,
}) => {
  const answer = await check(
    page,
    '/instructors/check',
    instructorCheckContent,
    'ZZ100013',
    'Specimen',
  );
  await expect(answer.getByRole('definition').filter({ hasText: /^Suspended/ })).toHaveText(
    instructorCheckContent.match.statuses.suspended.since.replace(
      '{{sinceDate}}',
      day('instructors', 'ZZ100013'),
    ),
  );
  await expect(
    answer.getByText(`accreditation suspended since ${day('providers', 'ZZ0009')}`, {
      exact: true,
    }),
  ).toBeVisible();
});

test('an accredited provider’s page still shows its date, machines, centres and contact', async ({
  page,
}) => {
  await page.goto('/providers/ZZ0001');
  const main = page.getByRole('main');
  await expect(main.getByText(words.untilLabel, { exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { name: words.categoriesHeading })).toBeVisible();
  await expect(main.getByRole('heading', { name: words.centresHeading })).toBeVisible();
  await expect(
    main.getByRole('heading', { name: words.contactHeading, exact: true }),
  ).toBeVisible();
});

test('"Find a provider" in the breadcrumbs of a provider’s page and of results is a link back to the finder', async ({
  page,
}) => {
  for (const address of ['/providers/ZZ0001', `${finderPaths.results}?where=Leeds&within=50`]) {
    await page.goto(address);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'Find a provider' }), address).toHaveAttribute(
      'href',
      '/providers',
    );
  }
  await page.goto('/providers/ZZ0001');
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]'),
  ).toHaveText('Example Forklift Training (Leeds)');
});

test('each result says until when the provider is accredited', async ({ page }) => {
  await page.goto(`${finderPaths.results}?where=Leeds&within=50`);
  const first = page.locator('section[aria-labelledby="answer-heading"] ol > li').first();
  await expect(first.getByText(finderContent.results.labels.until, { exact: true })).toBeVisible();
  await expect(first.getByText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
});
