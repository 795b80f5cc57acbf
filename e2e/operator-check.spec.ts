import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { checkAnswerTitles, checkContent } from '@/content/check';
import { identityCheckContent } from '@/content/home';
import { checkLimit, checkPath } from '@/functions/records.js';
import { expect, firestoreRelay, outageOrigin, test, widths } from './fixtures';

// The operator check as an employer uses it (issue 25): the form on /check, posted natively to
// the Cloud Function's handler on the Firestore emulator, with the demonstration records of
// scripts/operators/demo.mjs. Each test is a client of its own (the address Firebase
// Hosting's CDN passes on), so the try limit holds for the one test that reaches it.

const { form, match, messages } = checkContent;
const demo = {
  current: { number: 'ZZ000001', surname: 'Example', name: 'Ada Example' },
  oddSurname: { number: 'ZZ000002', surname: 'O’Neill-Sample', name: 'Zoë O’Neill-Sample' },
  expired: { number: 'ZZ000003', surname: 'Placeholder', name: 'Sam Placeholder' },
  suspended: { number: 'ZZ000004', surname: 'Specimen', name: 'Jo Specimen' },
};

test.beforeEach(async ({ context }, testInfo) => {
  // A client address of its own for every test, whatever the worker.
  await context.setExtraHTTPHeaders({
    'fastly-client-ip': `2001:db8::${testInfo.workerIndex}:${testInfo.repeatEachIndex}:${Date.now() % 100000}:${Math.floor(Math.random() * 65535).toString(16)}`,
  });
});

/** Fills in the form on the page as a visitor does and presses the button. */
async function submit(page: Page, number: string, surname: string) {
  await page.getByRole('textbox', { name: form.numberLabel }).fill(number);
  await page.getByRole('textbox', { name: form.surnameLabel }).fill(surname);
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === checkPath,
  );
  await page.getByRole('button', { name: form.submitLabel }).click();
  const response = await answered;
  await page.waitForLoadState('domcontentloaded');
  return response;
}

/** The answer's panel: the section the page's answer heading names. */
const answerPanel = (page: Page) =>
  page.locator('section[aria-labelledby="answer-heading"], [role="alert"]');

test('/check: a native POST form with labelled fields, reached from Home, About, the footer and the questions', async ({
  page,
}) => {
  await page.goto('/check');
  const checkForm = page.locator(`form[method="post"][action="${checkPath}"]`);
  await expect(checkForm).toHaveCount(1);
  await expect(checkForm.getByRole('heading', { name: form.heading })).toBeVisible();
  await expect(page.getByRole('textbox', { name: form.numberLabel })).toHaveAccessibleDescription(
    form.numberHint,
  );
  await expect(page.getByRole('textbox', { name: form.surnameLabel })).toHaveAccessibleDescription(
    form.surnameHint,
  );
  for (const path of ['/', '/about']) {
    await page.goto(path);
    const block = page.locator('section[aria-labelledby="identity-heading"]');
    await expect(
      block.getByRole('link', { name: identityCheckContent.checkLink.text }),
    ).toHaveAttribute('href', '/check');
  }
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Check a registration' }),
  ).toHaveAttribute('href', '/check');
  await page.goto('/questions');
  await expect(page.getByRole('link', { name: 'operator check' }).first()).toHaveAttribute(
    'href',
    '/check',
  );
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('a match shows the name, photograph, number, status, date and categories', async ({
      page,
    }) => {
      await page.goto('/check');
      const response = await submit(page, 'zz 000-001', 'EXAMPLE');
      expect(response.status()).toBe(200);
      expect(response.request().method()).toBe('POST');
      // Nothing typed is in the address: the form posted it.
      expect(page.url()).toMatch(new RegExp(`${checkPath}$`));
      await expect(page).toHaveTitle(new RegExp(`^${checkAnswerTitles['match-current']}`));
      const panel = answerPanel(page);
      await expect(panel.getByRole('heading', { name: `${match.heading}: Current` })).toBeVisible();
      await expect(panel.getByText(demo.current.name, { exact: true })).toBeVisible();
      await expect(panel.getByText(demo.current.number, { exact: true })).toBeVisible();
      await expect(panel.getByText('31 December 2030')).toBeVisible();
      await expect(panel.getByRole('listitem')).toHaveText([
        'Counterbalance lift truck',
        'Reach truck',
        'Telescopic handler',
      ]);
      // The photograph is shown: decoded, with its size, from data in the page.
      const photo = panel.getByRole('img', { name: `Photograph of ${demo.current.name}` });
      await expect(photo).toBeVisible();
      expect(
        await photo.evaluate((img: HTMLImageElement) => ({
          decoded: img.complete && img.naturalWidth > 0,
          ratio: img.naturalHeight / img.naturalWidth,
          fromPage: img.src.startsWith('data:image/jpeg;base64,'),
        })),
      ).toEqual({ decoded: true, ratio: 1.25, fromPage: true });
      // The form is there again, with what was typed.
      await expect(page.getByRole('heading', { name: form.againHeading })).toBeVisible();
      await expect(page.getByRole('textbox', { name: form.numberLabel })).toHaveValue('zz 000-001');
    });

    test('an odd but real surname matches however it is typed', async ({ page }) => {
      for (const surname of ["o'neill sample", 'ONEILL-SAMPLE', '  O’Neill - Sample ']) {
        await page.goto('/check');
        await submit(page, demo.oddSurname.number, surname);
        await expect(
          answerPanel(page).getByText(demo.oddSurname.name, { exact: true }),
        ).toBeVisible();
      }
    });

    test('an expired and a suspended registration say so', async ({ page }) => {
      await page.goto('/check');
      await submit(page, demo.expired.number, demo.expired.surname);
      await expect(
        answerPanel(page).getByRole('heading', { name: `${match.heading}: Expired` }),
      ).toBeVisible();
      await expect(page.getByText(match.statuses.expired.text)).toBeVisible();
      await submit(page, demo.suspended.number, demo.suspended.surname);
      await expect(
        answerPanel(page).getByRole('heading', { name: `${match.heading}: Suspended` }),
      ).toBeVisible();
      await expect(page.getByText(match.statuses.suspended.text)).toBeVisible();
    });

    test('an unknown number and a wrong surname get the same "no match"', async ({ page }) => {
      await page.goto('/check');
      const unknown = await submit(page, 'ZZ999999', demo.current.surname);
      const unknownText = await page.locator('main').innerText();
      const wrong = await submit(page, demo.current.number, 'Smith');
      const wrongText = await page.locator('main').innerText();
      expect([unknown.status(), wrong.status()]).toEqual([200, 200]);
      await expect(
        answerPanel(page).getByRole('heading', { name: checkContent.noMatch.heading }),
      ).toBeVisible();
      expect(wrongText).toBe(unknownText);
      await expect(page.getByText(demo.current.name)).toHaveCount(0);
    });

    test('a malformed number gets the form again, the number kept, one message naming the fix', async ({
      page,
    }) => {
      await page.goto('/check');
      // The browser's own check stops an empty field; a malformed one reaches the handler.
      const response = await submit(page, '12345', demo.current.surname);
      expect(response.status()).toBe(400);
      await expect(page).toHaveTitle(/^Error: /);
      await expect(
        page.getByRole('alert').getByRole('heading', { name: checkContent.errorSummaryHeading }),
      ).toBeVisible();
      await expect(
        page.getByRole('alert').getByRole('link', { name: messages.number.format }),
      ).toHaveAttribute('href', '#check-number');
      const number = page.getByRole('textbox', { name: form.numberLabel });
      await expect(number).toHaveValue('12345');
      await expect(number).toHaveAttribute('aria-invalid', 'true');
      await expect(number).toHaveAccessibleDescription(
        `${checkContent.errorPrefix} ${messages.number.format} ${form.numberHint}`,
      );
      await expect(page.getByRole('textbox', { name: form.surnameLabel })).toHaveValue(
        demo.current.surname,
      );
    });

    test('markup typed into a field is shown as the text it is', async ({ page }) => {
      await page.goto('/check');
      await submit(page, demo.current.number, '<b>Smith</b>');
      await expect(
        page.getByRole('alert').getByRole('link', { name: messages.surname.characters }),
      ).toBeVisible();
      await expect(page.getByRole('textbox', { name: form.surnameLabel })).toHaveValue(
        '<b>Smith</b>',
      );
      await expect(page.locator('main b')).toHaveCount(0);
    });
  });
}

test('a GET of the answer address gets the form, with 405', async ({ page }) => {
  const response = await page.goto(`${checkPath}?number=ZZ000001`);
  expect(response?.status()).toBe(405);
  await expect(
    answerPanel(page).getByRole('heading', { name: checkContent.method.heading }),
  ).toBeVisible();
  // Once the islands' file has run (it fills in ?number= on /check alone), still empty.
  await expect(page.locator('[data-island][data-hydrated]').first()).toBeAttached();
  await expect(page.getByRole('textbox', { name: form.numberLabel })).toHaveValue('');
});

test('?number= on /check fills in the number, as a QR code on a card would', async ({ page }) => {
  await page.goto('/check?number=ZZ000001');
  await expect(page.getByRole('textbox', { name: form.numberLabel })).toHaveValue('ZZ000001');
  await page.getByRole('textbox', { name: form.surnameLabel }).fill(demo.current.surname);
  await page.getByRole('button', { name: form.submitLabel }).click();
  await expect(answerPanel(page).getByText(demo.current.name, { exact: true })).toBeVisible();
});

test('past the limit, tries from one client are refused with a page that says why and until when', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const client = { 'fastly-client-ip': `198.51.100.${Math.floor(Math.random() * 250)}` };
  await page.context().setExtraHTTPHeaders(client);
  // The limit's worth of tries at once (the later ones are slowed, so at once keeps it short).
  const statuses = await Promise.all(
    Array.from({ length: checkLimit.perWindow }, () =>
      request
        .post(checkPath, {
          form: { number: demo.current.number, surname: demo.current.surname },
          headers: client,
        })
        .then((response) => response.status()),
    ),
  );
  expect(statuses.every((status) => status === 200)).toBe(true);
  await page.goto('/check');
  const response = await submit(page, demo.current.number, demo.current.surname);
  expect(response.status()).toBe(429);
  expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
  const panel = answerPanel(page);
  await expect(panel.getByRole('heading', { name: checkContent.limited.heading })).toBeVisible();
  await expect(panel).toContainText(`more than ${checkLimit.perWindow} checks`);
  await expect(panel).toContainText(/You can check again after \d\d:\d\d \(UK time\)/);
  await expect(page.getByText(demo.current.name)).toHaveCount(0);
});

test.describe('Firestore stops answering mid-check', () => {
  test.describe.configure({ mode: 'serial' });
  test.afterEach(async ({ request }) => {
    await request.post(`${firestoreRelay}/restore`);
  });

  for (const fault of ['cut', 'hang'] as const)
    test(`${fault === 'cut' ? 'stopped' : 'hanging'}: "unavailable" with 503 within 3 s, what was typed kept`, async ({
      page,
      request,
    }) => {
      await page.goto(`${outageOrigin}/check`);
      await page.getByRole('textbox', { name: form.numberLabel }).fill(demo.current.number);
      await page.getByRole('textbox', { name: form.surnameLabel }).fill(demo.current.surname);
      await request.post(`${firestoreRelay}/${fault}`);
      // From the press of the button to the whole answer page, as the visitor waits.
      const started = Date.now();
      const answered = page.waitForResponse(
        (response) => new URL(response.url()).pathname === checkPath,
      );
      await page.getByRole('button', { name: form.submitLabel }).click();
      const response = await answered;
      await page.waitForLoadState('domcontentloaded');
      const elapsed = Date.now() - started;
      expect(response.status()).toBe(503);
      expect(elapsed).toBeLessThan(3000);
      await expect(
        answerPanel(page).getByRole('heading', { name: checkContent.unavailable.heading }),
      ).toBeVisible();
      await expect(page.getByRole('textbox', { name: form.numberLabel })).toHaveValue(
        demo.current.number,
      );
      await expect(page.getByRole('textbox', { name: form.surnameLabel })).toHaveValue(
        demo.current.surname,
      );
    });
});

test.describe('every answer page passes axe (WCAG 2.2 AA)', () => {
  const visits = [
    ['match', demo.current.number, demo.current.surname],
    ['suspended', demo.suspended.number, demo.suspended.surname],
    ['expired', demo.expired.number, demo.expired.surname],
    ['no match', 'ZZ999999', 'Smith'],
    ['malformed number', '123', 'Smith'],
    ['bad surname', demo.current.number, 'Sm1th'],
  ] as const;
  // One test per answer and width: axe takes seconds a page, more on a busy machine.
  for (const width of widths)
    for (const [name, number, surname] of visits)
      test(`${name} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/check');
        await submit(page, number, surname);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        expect(
          results.violations.map(
            (v) => `${name}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`,
          ),
        ).toEqual([]);
      });
});
