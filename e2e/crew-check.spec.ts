import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { crewCheckContent } from '@/content/crew-check';
import { crewCheckPath } from '@/functions/records.js';
import { demonstrationAccount } from '../scripts/operators/demo.mjs';
import { expect, test, wcagViolations } from './fixtures';

// The crew check as a site manager uses it (issue 43): the native multipart form on /check/crew,
// answered by the Cloud Function's handler on the Firestore emulator, with the demonstration
// operators and the demonstration employer's account (scripts/operators/demo.mjs).

const { form, results, messages } = crewCheckContent;

const crew = [
  'ZZ000001 Example',
  'ZZ000002, O’Neill-Sample',
  'ZZ000003\tPlaceholder',
  'Specimen ZZ000004',
  'ZZ000001 Wrongname',
  'Bob',
].join('\n');

/** Fills in the form on the page and presses the button; resolves to the answer's response. */
async function checkCrew(
  page: Page,
  { key = demonstrationAccount.key, list = crew }: { key?: string; list?: string } = {},
) {
  await page.getByLabel(form.keyLabel).fill(key);
  await page.getByLabel(form.listLabel).fill(list);
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === crewCheckPath,
  );
  await page.getByRole('button', { name: form.submitLabel }).click();
  const response = await answered;
  await page.waitForLoadState('domcontentloaded');
  return response;
}

/** The table's rows as a visitor reads them: each cell's text. */
const tableRows = (page: Page) =>
  page
    .getByRole('table', { name: results.caption })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.innerText.trim())),
    );

test('/check/crew: a native multipart POST form, linked from the operator check', async ({
  page,
}) => {
  await page.goto('/check');
  await page.locator('main a[href="/check/crew"]').first().click();
  await expect(page).toHaveURL(/\/check\/crew$/);
  const check = page.locator(
    `form[method="post"][action="${crewCheckPath}"][enctype="multipart/form-data"]`,
  );
  await expect(check).toHaveCount(1);
  await expect(check.getByLabel(form.keyLabel)).toHaveAttribute('type', 'password');
  expect(await wcagViolations(page)).toEqual([]);
});

for (const javaScriptEnabled of [true, false])
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('a pasted crew answered as one table in the order given, a bad row named', async ({
      page,
    }) => {
      await page.goto('/check/crew');
      const response = await checkCrew(page);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('no-store');
      await expect(
        page.getByText('6 rows checked for Demonstration Construction Ltd'),
      ).toBeVisible();
      const rows = await tableRows(page);
      expect(
        rows.map(([outcome, number, surname, name]) => [outcome, number, surname, name]),
      ).toEqual([
        ['Current', 'ZZ000001', 'Example', 'Ada Example'],
        ['Current', 'ZZ000002', 'O’Neill-Sample', 'Zoë O’Neill-Sample'],
        ['Expired: needs refresher training', 'ZZ000003', 'Placeholder', 'Sam Placeholder'],
        ['Suspended: do not rely on it', 'ZZ000004', 'Specimen', 'Jo Specimen'],
        ['No match: not on the register with this surname', 'ZZ000001', 'Wrongname', ''],
        ['Not checked: no registration number', '', 'Bob', ''],
      ]);
      expect(rows.map((row) => row[6])).toEqual([
        'line 1 of the list',
        'line 2 of the list',
        'line 3 of the list',
        'line 4 of the list',
        'line 5 of the list',
        'line 6 of the list',
      ]);
      // Each row checked has its receipt's link; the row not checked has none to see.
      await expect(page.getByRole('link', { name: /^Verify the receipt for/ })).toHaveCount(5);
      // The key is never shown again, the list is not kept for the next crew.
      expect(await page.content()).not.toContain(demonstrationAccount.key);
      await expect(page.getByLabel(form.listLabel)).toHaveValue('');
      if (javaScriptEnabled) expect(await wcagViolations(page)).toEqual([]);
    });

    test('a key that is not live gets the form again with the list kept and one message', async ({
      page,
    }) => {
      await page.goto('/check/crew');
      const wrong = 'motas_zzdemo01_ThisIsNotTheKeyOfTheAccount00';
      expect((await checkCrew(page, { key: wrong })).status()).toBe(400);
      await expect(page.getByRole('alert')).toContainText(messages.key.unknown);
      await expect(page.getByLabel(form.listLabel)).toHaveValue(crew);
      await expect(page.getByLabel(form.keyLabel)).toHaveValue('');
      expect(await page.content()).not.toContain(wrong);
      if (javaScriptEnabled) expect(await wcagViolations(page)).toEqual([]);
    });
  });

test('a CSV uploaded, the table downloaded as a CSV with its receipts, and printed alone', async ({
  page,
}) => {
  await page.goto('/check/crew');
  await page.getByLabel(form.keyLabel).fill(demonstrationAccount.key);
  await page.getByLabel(form.fileLabel).setInputFiles({
    name: 'crew.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Surname,Registration number\r\nExample,ZZ000001\r\nSample,ZZ000005\r\n'),
  });
  await page.getByRole('button', { name: form.submitLabel }).click();
  await expect(page.getByText('2 rows checked')).toBeVisible();
  expect((await tableRows(page)).map((row) => [row[0], row[6]])).toEqual([
    ['Current', 'row 2 of crew.csv'],
    ['Current, ending soon', 'row 3 of crew.csv'],
  ]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: results.download }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^crew-check-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...lines] = csv.trimEnd().split('\r\n');
  expect(header).toBe(
    'where,registration_number,surname,outcome,name,valid_until,reference,checked_at,receipt',
  );
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(
    /^row 2 of crew\.csv,ZZ000001,Example,Current,Ada Example,\d{4}-\d{2}-\d{2},/,
  );
  expect(lines[0]).toMatch(/,ey[\w-]+\.[\w-]+\.[\w-]+$/);

  // On paper: the table and the record, not the forms or the links.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('table', { name: results.caption })).toBeVisible();
  await expect(page.getByRole('button', { name: form.submitLabel })).toBeHidden();
  await expect(page.getByRole('link', { name: results.download })).toBeHidden();
});

test('at 375 px only the table scrolls sideways, inside a region a keyboard can reach', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/check/crew');
  await checkCrew(page);
  const region = page.getByRole('region', { name: results.caption });
  await expect(region).toBeVisible();
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await region.focus();
  await expect(region).toBeFocused();
  // The outcome is the first thing each row shows.
  await expect(region.getByText('Suspended: do not rely on it')).toBeInViewport();
});
