import type { Page } from '@playwright/test';
import { instructorCheckContent } from '@/content/instructor-check';
import { instructorCheckPath } from '@/functions/vocabulary/paths.js';
import { expect, newVisitor, test, visitorHeader, wcagViolations } from './fixtures';

// The instructor check as an employer uses it (issue 33): the native POST form on
// /instructors/check, answered by the Cloud Function's handler on the Firestore emulator with the
// demonstration instructors of scripts/registers/demo-training.mjs.

const { form, match, messages } = instructorCheckContent;

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ [visitorHeader]: newVisitor() });
});

/** Checks an instructor from the page open; resolves to the answer's response once it has loaded. */
async function verify(page: Page, number: string, surname: string) {
  await page.getByRole('textbox', { name: form.numberLabel }).fill(number);
  await page.getByRole('textbox', { name: form.surnameLabel }).fill(surname);
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === instructorCheckPath,
  );
  await page.getByRole('button', { name: form.submitLabel }).click();
  const response = await answered;
  await page.waitForLoadState('domcontentloaded');
  return response;
}

const answer = (page: Page) => page.locator('section[aria-labelledby="answer-heading"]');

test('/instructors/check: a native POST form, linked from Instructors, the operator check and a provider’s page', async ({
  page,
}) => {
  await page.goto('/instructors/check');
  const check = page.locator(`form[method="post"][action="${instructorCheckPath}"]`);
  await expect(check).toHaveCount(1);
  await expect(check.getByRole('textbox', { name: form.numberLabel })).toHaveAttribute(
    'name',
    'number',
  );
  for (const from of ['/instructors', '/check', '/providers/ZZ0001']) {
    await page.goto(from);
    await expect(page.locator('main a[href="/instructors/check"]').first(), from).toBeVisible();
  }
});

test('an answer is kept by no cache and no search engine, each header once', async ({
  request,
}) => {
  const response = await request.post(instructorCheckPath, {
    form: { number: 'ZZ100001', surname: 'Example' },
    headers: { [visitorHeader]: newVisitor() },
  });
  expect(response.status()).toBe(200);
  const names = response.headersArray().map(({ name }) => name.toLowerCase());
  expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(response.headers()['x-robots-tag']).toBe('noindex');
});

for (const javaScriptEnabled of [true, false])
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('a registered instructor: name, status, machines and the providers taught for', async ({
      page,
    }) => {
      await page.goto('/instructors/check');
      expect((await verify(page, 'zz 100 001', 'EXAMPLE')).status()).toBe(200);
      await expect(
        answer(page).getByText(`${match.heading}: Current`, { exact: true }),
      ).toBeVisible();
      await expect(answer(page).getByText('Priya Example', { exact: true })).toBeVisible();
      await expect(answer(page).getByText('Counterbalance lift truck')).toBeVisible();
      const provider = answer(page).getByRole('link', {
        name: 'Example Forklift Training (Leeds)',
      });
      await expect(provider).toHaveAttribute('href', '/providers/ZZ0001');
      await expect(page.getByRole('textbox', { name: form.numberLabel })).toHaveValue('');
      if (javaScriptEnabled) expect(await wcagViolations(page)).toEqual([]);
      await provider.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Example Forklift Training (Leeds)',
      );
    });

    test('suspended and expired say so; an unknown number and a wrong surname get no match', async ({
      page,
    }) => {
      await page.goto('/instructors/check');
      await verify(page, 'ZZ100013', 'Specimen');
      await expect(
        answer(page).getByText(`${match.heading}: Suspended`, { exact: true }),
      ).toBeVisible();
      await verify(page, 'ZZ100006', 'Sample');
      await expect(
        answer(page).getByText(`${match.heading}: Expired`, { exact: true }),
      ).toBeVisible();
      for (const [number, surname] of [
        ['ZZ100001', 'Exampel'],
        ['ZZ199999', 'Example'],
      ]) {
        await verify(page, number!, surname!);
        await expect(
          answer(page).getByText(instructorCheckContent.noMatch.heading, { exact: true }),
        ).toBeVisible();
        await expect(page.getByText('Priya Example')).toHaveCount(0);
      }
      if (javaScriptEnabled) expect(await wcagViolations(page)).toEqual([]);
    });

    test('bad input gets the form again with the input kept and one message', async ({ page }) => {
      await page.goto('/instructors/check');
      expect((await verify(page, 'ZZ1', 'Example')).status()).toBe(400);
      await expect(page.getByRole('alert')).toContainText(messages.number.format);
      await expect(page.getByRole('textbox', { name: form.surnameLabel })).toHaveValue('Example');
      if (javaScriptEnabled) expect(await wcagViolations(page)).toEqual([]);
    });
  });
