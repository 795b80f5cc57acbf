import type { Page } from '@playwright/test';
import buildEnv from '../scripts/build/e2e-build-env.json' with { type: 'json' };
import { checkAnswerTitles, checkContent } from '@/content/check';
import { checkIntroContent } from '@/content/home';
import { site } from '@/content/site';
import { uiText } from '@/content/ui';
import { addressOneLine } from '@/content/address';
import { checkLimits } from '@/functions/vocabulary/limits.js';
import { checkPath, reportPath } from '@/functions/vocabulary/paths.js';
import {
  expect,
  firestoreRelay,
  limitsOrigin,
  newVisitor,
  outageOrigin,
  test,
  visitorHeader,
  wcagViolations,
  widths,
} from './fixtures';

// The operator check as an employer uses it (issue 25): the form on /check, posted natively to
// the Cloud Function's handler on the Firestore emulator, with the demonstration records of
// scripts/operators/demo.mjs. Each test is a visitor of its own (`visitorHeader`), so no test
// uses up another's tries; the limits are tried on the site with production's (`limitsOrigin`).

const { form, match, messages } = checkContent;
const demo = {
  current: { number: 'ZZ000001', surname: 'Example', name: 'Ada Example' },
  oddSurname: { number: 'ZZ000002', surname: 'O’Neill-Sample', name: 'Zoë O’Neill-Sample' },
  expired: { number: 'ZZ000003', surname: 'Placeholder', name: 'Sam Placeholder' },
  suspended: { number: 'ZZ000004', surname: 'Specimen', name: 'Jo Specimen' },
  ending: { number: 'ZZ000005', surname: 'Sample', name: 'Kim Sample' },
};

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ [visitorHeader]: newVisitor() });
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

/**
 * Posts the check from a page of another site (served here by the test, never over the network)
 * whose form is aimed at the check, as a page anywhere on the web could; resolves to the answer.
 */
async function postFromAnotherSite(page: Page, baseURL: string) {
  const other = 'http://another-site.example/';
  await page.route(other, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Elsewhere</title><form method="post" action="${new URL(checkPath, baseURL).href}"><input name="number" value="${demo.current.number}"><input name="surname" value="${demo.current.surname}"><button>Go</button></form>`,
    }),
  );
  await page.goto(other);
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === checkPath);
  await page.getByRole('button', { name: 'Go' }).click();
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
    const block = page.locator('section[aria-labelledby="check-intro-heading"]');
    await expect(
      block.getByRole('link', { name: checkIntroContent.checkLink.text }),
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

/**
 * axe (WCAG 2.2 AA) on the answer open in `page`, at 1280 px, when JavaScript is on (axe needs it):
 * the answers' tests run it on the page they have open, so no answer is loaded for axe alone.
 */
async function passesAxe(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) expect(await wcagViolations(page)).toEqual([]);
}

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
      await expect(panel.getByText(`${match.heading}: Current`, { exact: true })).toBeVisible();
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
      // The form is there again, empty for the next check: a shared computer keeps nothing.
      await expect(page.getByRole('heading', { name: form.againHeading })).toBeVisible();
      await expect(page.getByRole('textbox', { name: form.numberLabel })).toHaveValue('');
      await expect(page.getByRole('textbox', { name: form.surnameLabel })).toHaveValue('');
      await passesAxe(page, javaScriptEnabled);
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
        answerPanel(page).getByText(`${match.heading}: Expired`, { exact: true }),
      ).toBeVisible();
      await expect(page.getByText(match.statuses.expired.text)).toBeVisible();
      await passesAxe(page, javaScriptEnabled);
      await submit(page, demo.suspended.number, demo.suspended.surname);
      await expect(
        answerPanel(page).getByText(`${match.heading}: Suspended`, { exact: true }),
      ).toBeVisible();
      await expect(page.getByText(match.statuses.suspended.text)).toBeVisible();
      await passesAxe(page, javaScriptEnabled);
    });

    test('an unknown number and a wrong surname get the same "no match"', async ({ page }) => {
      /** The page's words but what the visitor typed, and the time and reference made of them. */
      const shown = async (number: string, surname: string) =>
        (await page.locator('main').innerText())
          .replaceAll(number, 'NUMBER')
          .replaceAll(surname, 'SURNAME')
          .replace(/[0-9A-Z]{6,8}-[0-9A-Z]{8}/, 'REFERENCE')
          .replace(/\d\d:\d\d:\d\d/, 'TIME');
      await page.goto('/check');
      const unknown = await submit(page, 'ZZ999999', demo.current.surname);
      const unknownText = await shown('ZZ999999', demo.current.surname);
      const wrong = await submit(page, demo.current.number, 'Smith');
      const wrongText = await shown(demo.current.number, 'Smith');
      expect([unknown.status(), wrong.status()]).toEqual([200, 200]);
      await expect(
        answerPanel(page).getByText(checkContent.noMatch.heading, { exact: true }),
      ).toBeVisible();
      expect(wrongText).toBe(unknownText);
      await expect(page.getByText(demo.current.name)).toHaveCount(0);
      await passesAxe(page, javaScriptEnabled);
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
      await passesAxe(page, javaScriptEnabled);
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
    answerPanel(page).getByText(checkContent.method.heading, { exact: true }),
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

test.describe('the limits, on production’s', () => {
  test('past its limit, a visitor’s tries are refused with a page that says why and until when', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const visitor = { [visitorHeader]: newVisitor() };
    await page.context().setExtraHTTPHeaders(visitor);
    // The limit's worth of tries at once, each of another number (the later ones are slowed, so
    // at once keeps it short).
    const statuses = await Promise.all(
      Array.from({ length: checkLimits.perClient.tries }, (_, i) =>
        request
          .post(`${limitsOrigin}${checkPath}`, {
            form: { number: `ZZ8${String(Date.now() + i).slice(-5)}`, surname: 'Smith' },
            headers: visitor,
          })
          .then((response) => response.status()),
      ),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    await page.goto(`${limitsOrigin}/check`);
    const response = await submit(page, demo.current.number, demo.current.surname);
    expect(response.status()).toBe(429);
    expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
    const panel = answerPanel(page);
    await expect(panel.getByText(checkContent.limited.heading, { exact: true })).toBeVisible();
    await expect(panel).toContainText(`more than ${checkLimits.perClient.tries} checks`);
    await expect(panel).toContainText(/You can check again after \d\d:\d\d \(UK time\)/);
    await expect(page.getByText(demo.current.name)).toHaveCount(0);
  });

  test('past its limit, a number is refused to everyone, on the register or not, alike', async ({
    page,
    request,
  }) => {
    // A number no other test checks: of the ZZ series, which the register never issues.
    const number = `ZZ7${String(Date.now()).slice(-5)}`;
    for (let i = 0; i < checkLimits.perNumber.tries; i++)
      expect(
        (
          await request.post(`${limitsOrigin}${checkPath}`, {
            form: { number, surname: 'Smith' },
            headers: { [visitorHeader]: newVisitor() },
          })
        ).status(),
      ).toBe(200);
    await page.goto(`${limitsOrigin}/check`);
    const response = await submit(page, number, 'Smith');
    expect(response.status()).toBe(429);
    const panel = answerPanel(page);
    await expect(
      panel.getByRole('heading', { name: checkContent.numberLimited.heading }),
    ).toBeVisible();
    await expect(panel).toContainText(/check it again after \d\d:\d\d \(UK time\)/);
  });
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
      const answered = page.waitForResponse(
        (response) => new URL(response.url()).pathname === checkPath,
      );
      await page.getByRole('button', { name: form.submitLabel }).click();
      const response = await answered;
      await response.finished();
      // From the request to the last byte of the answer, as the browser timed it: the function's
      // deadline (2 s) and the page, however busy the machine running the browser is.
      const elapsed = response.request().timing().responseEnd;
      expect(response.status()).toBe(503);
      expect(elapsed).toBeGreaterThan(0);
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
    ['ending', demo.ending.number, demo.ending.surname],
    ['no match', 'ZZ999999', 'Smith'],
    ['malformed number', '123', 'Smith'],
    ['bad surname', demo.current.number, 'Sm1th'],
  ] as const;
  // One test per answer and width: axe takes seconds a page, more on a busy machine. At 1280 px,
  // the tests of the answers above run axe on the page they have open (`passesAxe`).
  const elsewhere = new Set([
    'match',
    'suspended',
    'expired',
    'ending',
    'no match',
    'malformed number',
  ]);
  for (const width of widths)
    for (const [name, number, surname] of visits.filter(
      ([name]) => width !== 1280 || !elsewhere.has(name),
    ))
      test(`${name} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/check');
        await submit(page, number, surname);
        expect(await wcagViolations(page), name).toEqual([]);
      });
});

test('a POST of the check reaches the visitor with the headers Hosting sends: no-store, noindex, each header once', async ({
  request,
}) => {
  const response = await request.post(checkPath, {
    form: { number: demo.current.number, surname: demo.current.surname },
    headers: { [visitorHeader]: newVisitor() },
  });
  expect(response.status()).toBe(200);
  const headers = response.headersArray().map(({ name, value }) => [name.toLowerCase(), value]);
  const names = headers.map(([name]) => name);
  expect(
    names.filter((name, i) => names.indexOf(name) !== i),
    'headers sent twice',
  ).toEqual([]);
  const value = Object.fromEntries(headers);
  expect(value['cache-control']).toBe('no-store');
  expect(value['x-robots-tag']).toBe('noindex');
  expect(value['content-security-policy']).toMatch(/^default-src 'none';/);
  expect(value['x-frame-options']).toBe('DENY');
  expect(value['strict-transport-security']).toMatch(/^max-age=/);
});

for (const javaScriptEnabled of [true, false])
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('a post from another site is refused with a page that says why', async ({
      page,
      baseURL,
    }) => {
      const response = await postFromAnotherSite(page, baseURL!);
      // (Playwright does not list the browser's Sec-Fetch-Site: the function's refusal shows it.)
      expect(response.status()).toBe(403);
      await expect(
        answerPanel(page).getByText(checkContent.crossSite.heading, { exact: true }),
      ).toBeVisible();
      await expect(page.getByText(demo.current.name)).toHaveCount(0);
      // The form on the answer is the site's own: from it, the same check is answered.
      await submit(page, demo.current.number, demo.current.surname);
      await expect(answerPanel(page).getByText(demo.current.name, { exact: true })).toBeVisible();
    });

    test('an answer says when it was made, with a reference and how fresh the register is', async ({
      page,
    }) => {
      await page.goto('/check');
      await submit(page, 'zz 000 001', demo.current.surname);
      const record = page.getByRole('region', { name: checkContent.record.heading });
      await expect(record).toContainText(
        new RegExp(
          `${checkContent.record.labels.number}\\s*ZZ000001\\s*${checkContent.record.labels.surname}\\s*${demo.current.surname}`,
        ),
      );
      await expect(record).toContainText(
        new RegExp(
          `${checkContent.record.labels.checkedAt}\\s*\\d{1,2} \\w+ 20\\d\\d at \\d\\d:\\d\\d:\\d\\d \\(UK time\\)`,
        ),
      );
      await expect(record).toContainText(
        new RegExp(`${checkContent.record.labels.reference}\\s*[0-9A-Z]{6,8}-[0-9A-Z]{8}`),
      );
      await expect(record).toContainText(
        new RegExp(
          `${checkContent.record.labels.registerUpdated}\\s*\\d{1,2} \\w+ 20\\d\\d at \\d\\d:\\d\\d`,
        ),
      );
      // A no-match keeps as well as a match.
      await submit(page, 'ZZ999999', 'Smith');
      await expect(page.getByRole('region', { name: checkContent.record.heading })).toContainText(
        'ZZ999999',
      );
    });

    test('a current registration that ends within 90 days says so', async ({ page }) => {
      await page.goto('/check');
      await submit(page, demo.ending.number, demo.ending.surname);
      await expect(
        answerPanel(page).getByText(`${match.heading}: Current`, { exact: true }),
      ).toBeVisible();
      await expect(answerPanel(page)).toContainText(
        /This registration ends on \d{1,2} \w+ 20\d\d, in 60 days/,
      );
      await passesAxe(page, javaScriptEnabled);
      // One that ends in years does not.
      await submit(page, demo.current.number, demo.current.surname);
      await expect(answerPanel(page)).not.toContainText('This registration ends on');
    });

    test('a suspected fake card is reported from the answer, a mistake named and the rest kept', async ({
      page,
    }) => {
      const { report } = checkContent;
      await page.goto('/check');
      await submit(page, 'ZZ999999', 'Smith');
      await page.getByText(report.summary).click();
      const field = (name: keyof typeof report.labels) =>
        page.getByRole('textbox', { name: report.labels[name], exact: true });
      await expect(field('number')).toHaveValue('ZZ999999');
      await field('seen').fill('The photograph was of someone else.');
      await field('reporter').fill('Pat Manager');
      await field('contact').fill('pat@example.com');
      // The browser would stop the empty "where" itself: let the function answer it.
      await page.locator(`form[action="${reportPath}"]`).evaluate((form: HTMLFormElement) => {
        form.noValidate = true;
      });
      let answered = page.waitForResponse((r) => new URL(r.url()).pathname === reportPath);
      await page.getByRole('button', { name: report.submitLabel }).click();
      expect((await answered).status()).toBe(400);
      await page.waitForLoadState('domcontentloaded');
      await expect(page).toHaveTitle(/^Error: /);
      await expect(
        page.getByRole('alert').getByRole('link', { name: report.messages.where.missing }),
      ).toHaveAttribute('href', '#report-where');
      await expect(field('where')).toHaveAccessibleDescription(
        `${checkContent.errorPrefix} ${report.messages.where.missing} ${report.hints.where}`,
      );
      await expect(field('seen')).toHaveValue('The photograph was of someone else.');
      await expect(field('contact')).toHaveValue('pat@example.com');
      await field('where').fill('Acme Plant Hire, Leeds');
      answered = page.waitForResponse((r) => new URL(r.url()).pathname === reportPath);
      await page.getByRole('button', { name: report.submitLabel }).click();
      expect((await answered).status()).toBe(200);
      await page.waitForLoadState('domcontentloaded');
      await expect(
        answerPanel(page).getByText(report.received.heading, { exact: true }),
      ).toBeVisible();
      await expect(answerPanel(page)).toContainText(/reference R-[0-9A-Z]{8}/);
    });
  });

test.describe('printed', () => {
  for (const [name, number, surname] of [
    ['a match', demo.ending.number, demo.ending.surname],
    ['a no-match', 'ZZ999999', 'Smith'],
  ] as const)
    test(`${name} is one A4 page: the answer and its record, the scheme's name and address, nothing else`, async ({
      page,
    }) => {
      await page.goto('/check');
      await submit(page, number, surname);
      const pdf = await page.pdf({ format: 'A4' });
      expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g), 'pages').toHaveLength(1);
      await page.emulateMedia({ media: 'print' });
      await expect(answerPanel(page)).toBeVisible();
      await expect(page.getByRole('region', { name: checkContent.record.heading })).toBeVisible();
      await expect(page.getByRole('banner').getByText(site.name)).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(addressOneLine(site.contact));
      // And how to confirm it: the scheme's phone, web address and email on the paper itself.
      await expect(page.getByRole('contentinfo')).toContainText(
        `${uiText.footer.confirmRecord} ${site.contact.phone}, ${new URL(buildEnv.NEXT_PUBLIC_SITE_URL).host}, ${site.contact.email}.`,
      );
      if (name === 'a match')
        await expect(
          answerPanel(page).getByText(checkContent.match.labels.providers),
        ).toBeVisible();
      for (const hidden of [
        page.getByRole('navigation', { name: uiText.nav.label }),
        page.getByRole('navigation', { name: uiText.breadcrumb }),
        page.getByRole('form', { name: checkContent.form.heading }),
        page.getByText(checkContent.report.summary),
        page.getByRole('complementary'),
        page.getByRole('contentinfo').getByRole('navigation').first(),
        page.getByRole('contentinfo').getByRole('link', { name: site.contact.email }),
      ])
        await expect(hidden).toBeHidden();
    });
});

test.describe('the answers the report and the refusal give pass axe (WCAG 2.2 AA)', () => {
  for (const width of widths)
    test(`the report form with a mistake, its receipt, and a cross-site refusal at ${width} px`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const axe = async (what: string) => {
        expect(await wcagViolations(page), what).toEqual([]);
      };
      await page.goto('/check');
      await submit(page, 'ZZ999999', 'Smith');
      await page.getByText(checkContent.report.summary).click();
      await page.locator(`form[action="${reportPath}"]`).evaluate((form: HTMLFormElement) => {
        form.noValidate = true;
      });
      await page.getByRole('button', { name: checkContent.report.submitLabel }).click();
      await page.waitForLoadState('domcontentloaded');
      await axe('report with a mistake');
      for (const [name, value] of Object.entries({
        seen: 'x',
        where: 'y',
        reporter: 'z',
        contact: 'a@b.co',
      }))
        await page.locator(`#report-${name}`).fill(value);
      await page.getByRole('button', { name: checkContent.report.submitLabel }).click();
      await page.waitForLoadState('domcontentloaded');
      await expect(page).toHaveTitle(new RegExp(`^${checkContent.report.received.heading}`));
      await axe('report received');
      await postFromAnotherSite(page, baseURL!);
      await axe('cross-site');
    });
});
