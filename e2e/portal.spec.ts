import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import sharp from 'sharp';
import { checkContent } from '@/content/check';
import { portalContent } from '@/content/portal';
import { demonstrationPeople } from '../scripts/registers/demo-training.mjs';
import { expect, newVisitor, test, visitorHeader, wcagViolations } from './fixtures';

// The providers' portal as its people use it (docs/portal.md), with JavaScript off, as every page
// of it works: a submitter signs in by the link the Auth emulator keeps, enters a result with a
// photograph and a file with mistakes; an approver signs in with the link and a TOTP code, sets the
// code up the first time, and approves the result, which the operator check then shows as
// provisional. Each page is looked at 375 and 1280 px wide (nothing wider than the screen), and
// with PORTAL_SCREENSHOTS=FOLDER kept as a picture.

const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:4181';
const project = 'demo-motas';
const { signIn, result, home, paths } = portalContent;
const [, submitter, approver] = demonstrationPeople;
const shots = process.env.PORTAL_SCREENSHOTS;

/** Keeps the page at both widths, when asked to. */
async function keep(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing wider than the screen: a page that scrolls sideways at 375 px fails here.
    const { scrollWidth, wider } = await page.evaluate((screen) => {
      const wide = [...document.querySelectorAll('body *')].filter(
        (element) => element.getBoundingClientRect().right > screen + 1,
      );
      return {
        scrollWidth: document.documentElement.scrollWidth,
        wider: wide.slice(0, 5).map((element) => element.outerHTML.slice(0, 160)),
      };
    }, width);
    expect(scrollWidth, `${name} at ${width} px: ${wider.join('\n')}`).toBeLessThanOrEqual(width);
    if (!shots) continue;
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
  }
}

/** The newest sign-in link the Auth emulator keeps for an address. */
async function signInLink(email: string) {
  const response = await fetch(`http://${authHost}/emulator/v1/projects/${project}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; oobLink: string }[];
  };
  return oobCodes.filter((code) => code.email === email).at(-1)?.oobLink;
}

/** A new visitor with JavaScript off, signed in as `email` by a link. */
async function signedIn(browser: Browser, email: string, shot?: string) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { [visitorHeader]: newVisitor() },
  });
  const page = await context.newPage();
  await page.goto(paths.landing);
  if (shot) await keep(page, `${shot}-sign-in`);
  await page.getByRole('textbox', { name: signIn.email }).fill(email);
  await page.getByRole('button', { name: signIn.submit }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  const link = await signInLink(email);
  expect(link, `a sign-in link for ${email} in the Auth emulator`).toBeTruthy();
  // The emulator's link sends the browser on to the portal's own address, with the code.
  await page.goto(String(link));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(signIn.link.heading);
  await page.getByRole('textbox', { name: signIn.email }).fill(email);
  await page.getByRole('button', { name: signIn.link.submit }).click();
  return { context, page };
}

test('a submitter enters a result, an approver confirms it with a code, and the check shows it provisional', async ({
  browser,
}) => {
  test.slow();
  const photo = await sharp({
    create: { width: 600, height: 750, channels: 3, background: { r: 150, g: 120, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  // A surname of its own each run, in letters as a name is.
  const surname = `Portal${[...String(Date.now() % 100000)].map((d) => 'abcdefghij'[Number(d)]).join('')}`;
  const sub = await signedIn(browser, String(submitter?.email), 'portal');
  await expect(sub.page.getByRole('heading', { level: 1 })).toHaveText('Your provider’s results');
  await sub.page.getByRole('link', { name: portalContent.frame.nav.newResult }).first().click();
  const { fields } = result;
  await sub.page.getByRole('textbox', { name: fields.givenNames }).fill('Robin');
  await sub.page.getByRole('textbox', { name: fields.surname }).fill(surname);
  // A day in the future first: the form comes back with what was typed, the problem beside it.
  await sub.page.getByRole('textbox', { name: fields.testDate }).fill('2030-01-01');
  await sub.page.getByRole('combobox', { name: fields.category }).fill('CB');
  await sub.page.getByRole('combobox', { name: fields.instructor }).fill('ZZ100001');
  await sub.page
    .getByLabel(fields.photo, { exact: true })
    .setInputFiles({ name: 'robin.jpg', mimeType: 'image/jpeg', buffer: photo });
  await keep(sub.page, 'portal-result');
  await sub.page.getByRole('button', { name: result.submit }).click();
  await expect(sub.page.getByRole('alert')).toContainText(
    '2030-01-01 is in the future; write the day the test was taken',
  );
  await expect(sub.page.getByRole('textbox', { name: fields.surname })).toHaveValue(surname);
  await keep(sub.page, 'portal-result-problem');
  await sub.page.getByRole('textbox', { name: fields.testDate }).fill('2026-11-20');
  await sub.page
    .getByLabel(fields.photo, { exact: true })
    .setInputFiles({ name: 'robin.jpg', mimeType: 'image/jpeg', buffer: photo });
  await sub.page.getByRole('button', { name: result.submit }).click();
  await sub.page.waitForLoadState('domcontentloaded');
  await keep(sub.page, 'portal-entered');
  await expect(sub.page.getByRole('heading', { level: 1 })).toHaveText(result.enteredHeading);
  // A file with mistakes: each named by its line, nothing entered.
  await sub.page.goto(paths.newResult);
  await sub.page.getByLabel(result.file).setInputFiles({
    name: 'results.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'given_names,surname,test_date,category,instructor,registration_number,photo\nAnn,Future,2030-01-01,CB,ZZ100001,,ann.jpg\n',
    ),
  });
  await sub.page.getByRole('button', { name: result.fileSubmit }).click();
  await expect(sub.page.getByRole('alert')).toContainText(
    'line 2, test_date: 2030-01-01 is in the future',
  );
  await expect(sub.page.getByRole('alert')).toContainText(
    'line 2, photo: ann.jpg was not uploaded',
  );
  await keep(sub.page, 'portal-file-problems');
  await sub.context.close();

  const app = await signedIn(browser, String(approver?.email));
  await expect(app.page.getByRole('heading', { level: 1 })).toHaveText('Set up your second step');
  await keep(app.page, 'portal-enrol');
  const key = (
    await app.page.locator('dd.font-mono, dd:has-text(" ")').last().innerText()
  ).replaceAll(' ', '');
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key) }).generate();
  await app.page.getByRole('textbox', { name: portalContent.secondFactor.code }).fill(code);
  await app.page.getByRole('button', { name: portalContent.secondFactor.submit }).click();
  await expect(app.page.getByRole('heading', { level: 1 })).toHaveText('Your provider’s results');
  await app.page
    .getByRole('checkbox', { name: `${home.choose} Robin ${surname}` })
    .first()
    .check();
  await keep(app.page, 'portal-home');
  await app.page.getByRole('button', { name: home.approve }).click();
  const approved = await app.page.getByRole('status').innerText();
  const number = /(ZZ\d{6}): provisional/.exec(approved)?.[1];
  expect(number, approved).toBeTruthy();
  await app.page.goto(paths.operators);
  await expect(app.page.getByRole('table')).toContainText(String(number));
  await keep(app.page, 'portal-operators');
  // The operator check, as an employer sees it.
  await app.page.goto('/check');
  await app.page.getByRole('textbox', { name: checkContent.form.numberLabel }).fill(String(number));
  await app.page.getByRole('textbox', { name: checkContent.form.surnameLabel }).fill(surname);
  await app.page.getByRole('button', { name: checkContent.form.submitLabel }).click();
  await expect(
    app.page.getByText(/provisional: results entered by Example Forklift Training \(Leeds\) on/),
  ).toBeVisible();
  await keep(app.page, 'portal-check-provisional');
  await app.context.close();
});

test('the portal’s pages pass axe (WCAG 2.2 AA) at 375 and 1280 px', async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ [visitorHeader]: newVisitor() });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(paths.landing);
    expect(await wcagViolations(page)).toEqual([]);
    await page.goto(paths.signIn);
    expect(await wcagViolations(page)).toEqual([]);
  }
});

test('a submitter gives the operator’s email only with their consent, with JavaScript off', async ({
  browser,
}) => {
  const photo = await sharp({
    create: { width: 600, height: 750, channels: 3, background: { r: 90, g: 120, b: 150 } },
  })
    .jpeg()
    .toBuffer();
  const surname = `Contact${[...String(Date.now() % 100000)].map((d) => 'abcdefghij'[Number(d)]).join('')}`;
  const { context, page } = await signedIn(browser, String(submitter?.email));
  await page.goto(paths.newResult);
  const { fields } = result;
  await page.getByRole('textbox', { name: fields.givenNames }).fill('Robin');
  await page.getByRole('textbox', { name: fields.surname }).fill(surname);
  await page.getByRole('textbox', { name: fields.testDate }).fill('2026-11-20');
  await page.getByRole('combobox', { name: fields.category }).fill('CB');
  await page.getByRole('combobox', { name: fields.instructor }).fill('ZZ100001');
  await page.getByRole('textbox', { name: fields.email }).fill('robin@example.com');
  const photoFile = { name: 'robin.jpg', mimeType: 'image/jpeg', buffer: photo };
  await page.getByLabel(fields.photo, { exact: true }).setInputFiles(photoFile);
  await page.getByRole('button', { name: result.submit }).click();
  // An address without the box ticked: named, beside the box, what was typed kept.
  await expect(page.getByRole('alert')).toContainText('email consent: is not ticked');
  const consent = page.getByRole('checkbox', { name: fields.consent });
  await expect(consent).not.toBeChecked();
  await expect(page.getByRole('textbox', { name: fields.email })).toHaveValue('robin@example.com');
  await keep(page, 'portal-result-consent');
  // axe runs in the page: the page as served, in a browser with JavaScript on, at the site's address.
  const html = await page.content();
  const axe = await browser.newContext({ bypassCSP: true });
  const axePage = await axe.newPage();
  await axePage.goto('/terms');
  await axePage.setContent(html);
  expect(await wcagViolations(axePage)).toEqual([]);
  await axe.close();
  await consent.check();
  await page.getByLabel(fields.photo, { exact: true }).setInputFiles(photoFile);
  await page.getByRole('button', { name: result.submit }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(result.enteredHeading);
  await expect(page.getByRole('status')).toContainText('1 entered');
  await context.close();
});
