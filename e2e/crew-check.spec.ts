import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { crewCheckContent } from '@/content/crew-check';
import { crewCheckPath, routes } from '@/functions/vocabulary/paths.js';
import { verifyContent } from '@/content/verify';
import { demonstrationAccount } from '../scripts/operators/demo.mjs';
import { demonstrationCrew } from '../scripts/test/crew-lists.mjs';
import buildEnv from '../scripts/build/e2e-build-env.json' with { type: 'json' };
import { expect, test, wcagViolations } from './fixtures';
import { printedPages } from './printed-pages';
import { qrText } from './qr-text';

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

/** `text` for a regular expression. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The table's rows as a visitor reads them: each shown cell's text. */
const tableRows = (page: Page) =>
  page
    .getByRole('table', { name: results.caption })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('td')]
          .filter((cell) => cell.checkVisibility())
          .map((cell) => cell.innerText.trim()),
      ),
    );

/** Content's words with their `{{slots}}` filled, as the function fills them. */
const filled = (text: string, values: Record<string, number | string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

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
      // Each row's outcome in words, and why where that says more; a suspension since when.
      expect(
        rows.map(([outcome, number, surname, name]) => [
          outcome!.split('\n'),
          number,
          surname,
          name,
        ]),
      ).toEqual([
        [['Current'], 'ZZ000001', 'Example', 'Ada Example'],
        [['Current'], 'ZZ000002', 'O’Neill-Sample', 'Zoë O’Neill-Sample'],
        [['Expired', 'needs refresher training'], 'ZZ000003', 'Placeholder', 'Sam Placeholder'],
        [
          ['Suspended since 14 September 2026', 'do not rely on it'],
          'ZZ000004',
          'Specimen',
          'Jo Specimen',
        ],
        [['No match', 'not on the register with this surname'], 'ZZ000001', 'Wrongname', ''],
        [['Not checked', 'no registration number'], '', 'Bob', ''],
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

test('at 375 px each row’s outcome and name show without scrolling sideways, each cell labelled', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/check/crew');
  await checkCrew(page);
  const table = page.getByRole('table', { name: results.caption });
  const width = 375;
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    'the page scrolls sideways',
  ).toBeLessThanOrEqual(0);
  // Every cell that shows something (the outcome first, the name on the register among them) lies
  // inside the window's width, and nothing inside the table scrolls sideways either.
  const outside = await table.locator('tbody td').evaluateAll(
    (cells, right) =>
      cells.flatMap((cell) => {
        const box = cell.getBoundingClientRect();
        const shown = cell.checkVisibility() && (cell as HTMLElement).innerText.trim() !== '';
        return shown && (box.left < 0 || box.right > right)
          ? [(cell as HTMLElement).innerText]
          : [];
      }),
    width,
  );
  expect(outside, 'cells outside the window').toEqual([]);
  expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  for (const name of ['Ada Example', 'Jo Specimen'])
    await expect(table.getByText(name)).toBeVisible();
  await expect(table.getByText(/^Suspended since 14 September 2026$/)).toBeVisible();
  // Each value says what it is, as the column's heading would.
  await expect(
    table.locator('tbody tr').first().getByText(results.columns.name, { exact: true }),
  ).toBeVisible();
  // A value a row does not have is left out, its label too: a no-match has no name.
  await expect(
    table.locator('tbody tr').nth(4).getByText(results.columns.name, { exact: true }),
  ).toBeHidden();
  expect(await wcagViolations(page), 'the crew').toEqual([]);

  // The crew's receipt followed: its rows listed as narrowly.
  await page.getByRole('link', { name: results.receipt.link }).click();
  await page.waitForLoadState('domcontentloaded');
  await expect(page.getByRole('table', { name: verifyContent.crew.caption })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    'the verify page scrolls sideways',
  ).toBeLessThanOrEqual(0);
  expect(await wcagViolations(page), 'the crew’s receipt verified').toEqual([]);
});

test('the summary counts who may work, who may not and why, and who was not checked', async ({
  page,
}) => {
  await page.goto('/check/crew');
  await checkCrew(page);
  const counts = page.getByRole('list', { name: results.counts.label });
  const values = {
    mayWorkCount: 2,
    currentCount: 2,
    endingCount: 0,
    mayNotCount: 3,
    expiredCount: 1,
    suspendedCount: 1,
    noMatchCount: 1,
    notCheckedCount: 1,
    unreadableCount: 1,
    limitedCount: 0,
  };
  await expect(counts.getByRole('listitem')).toHaveText(
    results.counts.groups.map(
      (group) => `${group.label}: ${filled(group.count, values)}${filled(group.detail, values)}`,
    ),
  );
  // Who may work, who may not and why, who was not checked, each count apart.
  await expect(counts).toContainText('May work: 2');
  await expect(counts).toContainText('1 expired, 1 suspended, 1 no match');
  await expect(counts).toContainText('Not checked: 1');
});

test.describe('printed to A4', () => {
  // Chromium prints the PDF, poppler reads and draws each page at 200 dpi and jsQR reads the
  // pixels: 10 s for a crew of 100 alone, past 30 s beside other runs on these two cores.
  test.describe.configure({ timeout: 90_000 });
  for (const [rows, most] of [
    [25, 1],
    [100, 3],
  ] as const)
    test(`a crew of ${rows}: at most ${most} ${most === 1 ? 'page' : 'pages'}, each with the account, the time, its number and the crew receipt’s QR code, which lists every row`, async ({
      page,
    }) => {
      await page.goto('/check/crew');
      await checkCrew(page, { list: demonstrationCrew(rows).join('\n') });
      const onScreen = await tableRows(page);
      expect(onScreen).toHaveLength(rows);
      const [checkedAt] =
        /\d{1,2} \w+ 20\d\d at \d\d:\d\d:\d\d/.exec(await page.locator('main').innerText()) ?? [];
      expect(checkedAt).toBeTruthy();

      const printed = await printedPages(page);
      expect.soft(printed.length, 'pages').toBeLessThanOrEqual(most);
      const verifyAddress = `${buildEnv.NEXT_PUBLIC_SITE_URL}${routes.verify.path}?receipt=`;
      for (const [index, { text, qr }] of printed.entries()) {
        const which = `page ${index + 1}`;
        expect.soft(text, which).toContain(demonstrationAccount.name);
        expect.soft(text, which).toContain(checkedAt);
        expect.soft(text, which).toContain(`Page ${index + 1} of ${printed.length}`);
        expect
          .soft(qr, which)
          .toMatch(new RegExp(`^${escaped(verifyAddress)}eyJ[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
        expect.soft(qr, which).toBe(printed[0]!.qr);
      }
      // Every row is on paper: each checked row's reference.
      const paper = printed.map(({ text }) => text).join(' ');
      for (const reference of onScreen.map((row) => row[5]).filter(Boolean))
        expect(paper).toContain(reference);

      // On screen too, the same QR code.
      const qr = page.getByRole('img', { name: results.receipt.qrAlt });
      expect(await qrText((await qr.getAttribute('src'))!)).toBe(printed[0]!.qr);

      // Followed, as a phone would: the verify page says it is genuine and lists every row.
      const receipt = new URL(printed[0]!.qr!);
      const response = await page.goto(`${receipt.pathname}${receipt.search}`);
      expect(response?.status()).toBe(200);
      const listed = page.getByRole('table', { name: verifyContent.crew.caption });
      const listedRows = await listed
        .locator('tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.innerText.trim())),
        );
      expect(listedRows).toHaveLength(rows);
      // Each row as the crew's table said it, numbered as on paper: its number (where it was
      // one), its outcome and its check reference.
      expect(listedRows.map((row) => [row[0], row[2], row.at(-1)])).toEqual(
        onScreen.map((row, index) => [String(index + 1), row[0]!.split('\n')[0], row[5]]),
      );
      expect(listedRows.filter((row) => row[1]).map((row) => row[1])).toEqual(
        onScreen.filter((row) => row[5]).map((row) => row[1]),
      );
      if (rows === 25)
        expect(await wcagViolations(page), 'the crew’s receipt verified').toEqual([]);
    });
});
