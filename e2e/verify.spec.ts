import type { Page } from '@playwright/test';
import { checkContent } from '@/content/check';
import { verifyContent } from '@/content/verify';
import { checkPath, routes } from '@/functions/vocabulary/paths.js';
import buildEnv from '../scripts/build/e2e-build-env.json' with { type: 'json' };
import { expect, newVisitor, test, visitorHeader, wcagViolations, widths } from './fixtures';
import { qrText } from './qr-text';

// Receipts anyone can verify (issue 43, docs/receipts.md), as a visitor meets them: a record of a
// check of a demonstration operator carries its receipt, a link to the verify page's answer and a
// QR code of that answer's address in full; the verify page (`/verify`, a native GET form to the
// Cloud Function) says what a genuine receipt certifies, and that an altered one is not genuine.

const { form, valid, invalid } = verifyContent;
const { record } = checkContent;
const operator = { number: 'ZZ000001', surname: 'Example' };

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ [visitorHeader]: newVisitor() });
});

/** Checks the demonstration operator on /check, as a visitor does. */
async function checkOperator(page: Page) {
  await page.goto('/check');
  await page.getByRole('textbox', { name: checkContent.form.numberLabel }).fill(operator.number);
  await page.getByRole('textbox', { name: checkContent.form.surnameLabel }).fill(operator.surname);
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === checkPath);
  await page.getByRole('button', { name: checkContent.form.submitLabel }).click();
  expect((await answered).status()).toBe(200);
  await page.waitForLoadState('domcontentloaded');
  return page.getByRole('region', { name: record.heading });
}

/** The verify page's answer, once its page has loaded. */
const answer = (page: Page) => page.locator('section[aria-labelledby="answer-heading"]');

/** Sends the verify form with `receipt` typed into it, as a visitor does. */
async function submitReceipt(page: Page, receipt: string) {
  await page.getByRole('textbox', { name: form.label }).fill(receipt);
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === routes.verify.path);
  await page.getByRole('button', { name: form.submitLabel }).click();
  const response = await answered;
  await page.waitForLoadState('domcontentloaded');
  return response;
}

for (const javaScriptEnabled of [true, false])
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('a record’s receipt: its QR code holds the verify address, which says what the check found; an altered one is not genuine', async ({
      page,
    }) => {
      const kept = await checkOperator(page);
      const [, reference] =
        new RegExp(`${record.labels.reference}\\s*([0-9A-Z]+-[0-9A-Z]{8})`).exec(
          await kept.innerText(),
        ) ?? [];
      expect(reference).toBeTruthy();
      // The receipt itself, to copy, behind a disclosure; the link to its answer.
      await kept.getByText(record.receipt.show).click();
      const receipt = (await kept.locator('details p').last().innerText()).trim();
      expect(receipt).toMatch(/^eyJ[\w-]+\.eyJ[\w-]+\.[\w-]{86}$/);
      const link = kept.getByRole('link', { name: record.receipt.link });
      await expect(link).toHaveAttribute('href', `${routes.verify.path}?receipt=${receipt}`);
      // The QR code, printed with the record, holds the same address in full.
      const qr = kept.getByRole('img', { name: record.receipt.qrAlt });
      await expect(qr).toBeVisible();
      expect(await qrText((await qr.getAttribute('src'))!)).toBe(
        `${buildEnv.NEXT_PUBLIC_SITE_URL}${routes.verify.path}?receipt=${receipt}`,
      );
      await expect(kept).toContainText(
        `${record.receipt.scan} ${new URL(buildEnv.NEXT_PUBLIC_SITE_URL).host}/verify`,
      );

      // Followed: the verify page's answer says what the register said, of which number, when.
      const answered = page.waitForResponse(
        (r) => new URL(r.url()).pathname === routes.verify.path,
      );
      await link.click();
      expect((await answered).status()).toBe(200);
      await page.waitForLoadState('domcontentloaded');
      await expect(page).toHaveTitle(/^Genuine receipt: a match/);
      await expect(answer(page).getByRole('heading', { name: valid.heading })).toBeVisible();
      await expect(answer(page)).toContainText(
        new RegExp(
          `On \\d{1,2} \\w+ 20\\d\\d at \\d\\d:\\d\\d:\\d\\d \\(UK time\\) our register of operators said that registration number ${operator.number} was a match: current, valid until 31 December 2030\\. The check’s reference is ${reference}\\.`,
        ),
      );
      await expect(answer(page)).toContainText(/signed this receipt with its key [\w-]{43}/);
      await expect(answer(page).getByRole('link', { name: valid.checkAgain })).toHaveAttribute(
        'href',
        '/check',
      );
      // The form holds the receipt again.
      await expect(page.getByRole('textbox', { name: form.label })).toHaveValue(receipt);

      // The same receipt, its claims altered (valid until 2099): the signature does not hold.
      const [head, body, signature] = receipt.split('.') as [string, string, string];
      const altered = Buffer.from(
        JSON.stringify({
          ...JSON.parse(Buffer.from(body, 'base64url').toString()),
          validUntil: '2099-12-31',
        }),
      ).toString('base64url');
      const refused = await submitReceipt(page, `${head}.${altered}.${signature}`);
      expect(refused.status()).toBe(200);
      await expect(page).toHaveTitle(/^Not genuine/);
      await expect(
        answer(page).getByRole('heading', { name: invalid.signature.heading }),
      ).toBeVisible();
      await expect(answer(page)).toContainText(verifyContent.fakeSites.text);
      await expect(answer(page)).not.toContainText(valid.heading);
      // Text that is no receipt at all is a form to correct.
      expect((await submitReceipt(page, 'not a receipt')).status()).toBe(400);
      await expect(
        answer(page).getByText(invalid.malformed.heading, { exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('textbox', { name: form.label })).toHaveValue('not a receipt');
    });
  });

test('/verify: a native POST form, what a receipt is and how to verify one offline; in the footer', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Verify a receipt' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  const verify = page.locator(`form[method="post"][action="${routes.verify.path}"]`);
  await expect(verify).toHaveCount(1);
  await expect(verify.getByRole('textbox', { name: form.label })).toHaveAttribute(
    'name',
    'receipt',
  );
  const offline = page.getByRole('complementary');
  await expect(offline.getByRole('link', { name: /\.well-known\/jwks\.json$/ })).toHaveAttribute(
    'href',
    '/.well-known/jwks.json',
  );
  await expect(offline).toContainText('ES256');
  await expect(offline).toContainText('motas-receipt+jwt');
  await expect(offline).toContainText(buildEnv.NEXT_PUBLIC_SITE_URL);
  // Nothing typed: the function asks for a receipt.
  const response = await page.goto(routes.verify.path);
  expect(response?.status()).toBe(400);
  await expect(answer(page).getByText(invalid.missing.heading, { exact: true })).toBeVisible();
});

test.describe('the verify page and its answers pass axe (WCAG 2.2 AA)', () => {
  for (const width of widths)
    test(`the page, a genuine receipt and an altered one at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/verify');
      expect(await wcagViolations(page), 'the page').toEqual([]);
      const kept = await checkOperator(page);
      expect(await wcagViolations(page), 'the record with its receipt').toEqual([]);
      await kept.getByRole('link', { name: record.receipt.link }).click();
      await page.waitForLoadState('domcontentloaded');
      await expect(answer(page).getByRole('heading', { name: valid.heading })).toBeVisible();
      expect(await wcagViolations(page), 'a genuine receipt').toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        'wider than the window',
      ).toBeLessThanOrEqual(0);
      await submitReceipt(page, 'eyJhbGciOiJFUzI1NiJ9.eyJ9.AAAA');
      await expect(answer(page)).toBeVisible();
      expect(await wcagViolations(page), 'not genuine').toEqual([]);
    });
});
