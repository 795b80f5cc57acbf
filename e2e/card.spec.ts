import { readdirSync, readFileSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SignJWT, decodeJwt, importJWK } from 'jose';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { cardContent, cardVerifyContent } from '@/content/card';
import { e2eReceiptKey } from './card-key';
import { expect, mailFolder, newVisitor, test, visitorHeader, wcagViolations } from './fixtures';

// The holder's card as a holder and an inspector use it (docs/holders.md), in Chromium at 375 px
// with JavaScript off: the demonstration holder ZZ000001 asks for a link, opens it from the email
// the site's own SMTP server kept, signs in, sees their card, whose live code is read from a
// screenshot as a phone's camera reads it; the verify page then says the code is fresh; a code
// made five minutes ago (signed here with the site's key) is stale; one whose number was changed is
// forged. With CARD_SCREENSHOTS=FOLDER, each page is kept as a picture there.

const shots = process.env.CARD_SCREENSHOTS;
const ada = { number: 'ZZ000001', email: 'ada.example@example.test', name: 'Ada Example' };
const { signIn, card } = cardContent;

/**
 * What axe finds on the card page, frame and all. Axe runs in the page, so in a browser of the same
 * session with JavaScript on, at the same address (as e2e/console.spec.ts does); and not in legacy
 * mode, as the site's check does (e2e/fixtures.ts, `wcagViolations`, which refuses a frame it would
 * skip): this one page has a frame, the live code's, whose document axe checks too.
 */
async function cardViolations(page: Page) {
  const checking = await page
    .context()
    .browser()!
    .newContext({
      storageState: await page.context().storageState(),
      viewport: { width: 375, height: 812 },
      extraHTTPHeaders: { [visitorHeader]: newVisitor() },
    });
  const axePage = await checking.newPage();
  await axePage.goto(page.url());
  await expect(axePage.frameLocator('iframe').getByRole('img')).toBeVisible();
  const results = await new AxeBuilder({ page: axePage })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  const scrollWidth = await axePage.evaluate(() => document.documentElement.scrollWidth);
  await checking.close();
  return {
    scrollWidth,
    violations: results.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  };
}

/** Keeps the page as a picture, when asked to; nothing on it wider than the screen, nothing axe finds. */
async function keep(page: Page, name: string) {
  // A page with JavaScript off and a frame answers no evaluation: its twin with it on is looked at.
  const { scrollWidth, violations } =
    (await page.locator('iframe').count()) > 0
      ? await cardViolations(page)
      : {
          scrollWidth: await page.evaluate(() => document.documentElement.scrollWidth),
          violations: await wcagViolations(page),
        };
  expect(scrollWidth, `${name}: nothing wider than the screen`).toBeLessThanOrEqual(375);
  expect(violations, name).toEqual([]);
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

/** The sign-in link in the newest email to `email` the site's SMTP server kept, waiting for it. */
async function linkFor(email: string, after: Set<string>) {
  for (let waited = 0; waited < 10_000; waited += 200) {
    const fresh = readdirSync(mailFolder)
      .filter((file) => file.endsWith('.txt') && file.includes(email) && !after.has(file))
      .sort();
    const newest = fresh.at(-1);
    if (newest) {
      const text = readFileSync(path.join(mailFolder, newest), 'utf8');
      const link = /https?:\/\/\S+\/card\/link\?code=[\w-]+/.exec(text)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no sign-in link arrived for ${email}`);
}

/** The text of the QR code in a picture, as a phone's camera reads it. */
async function qrIn(png: Buffer) {
  const { data, info } = await sharp(png)
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? '';
}

test.use({ viewport: { width: 375, height: 812 } });

test('a holder signs in by the emailed link and shows a live card, whose code the verify page reads fresh, stale or forged', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
    extraHTTPHeaders: { [visitorHeader]: newVisitor() },
  });
  const page = await context.newPage();
  mkdirSync(mailFolder, { recursive: true });
  const before = new Set(readdirSync(mailFolder));

  await page.goto('/card');
  await page.getByLabel(signIn.number).fill(ada.number);
  await page.getByLabel(signIn.email).fill(ada.email);
  await page.getByRole('button', { name: signIn.submit }).click();
  await expect(page.getByRole('status')).toHaveText(signIn.sent.text);

  // The link opens a page with a button: only its post signs in.
  await page.goto(await linkFor(ada.email, before));
  await page.getByRole('button', { name: signIn.link.submit }).click();
  await expect(page).toHaveURL(/\/card\/show$/);
  await expect(page.getByRole('heading', { name: ada.name })).toBeVisible();
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('img')).toBeVisible();
  await expect(frame.getByText(/Made at \d\d:\d\d:\d\d/)).toBeVisible();
  await expect(page.getByText(card.homeHeading)).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/card.webmanifest');
  await keep(page, 'card-375');

  // The code, read from a screenshot of the frame, is the verify page's address.
  const address = await qrIn(await page.locator('iframe').screenshot());
  expect(address).toMatch(/\/verify\/result\?receipt=ey/);
  const token = new URL(address).searchParams.get('receipt')!;
  expect(decodeJwt(token)).toMatchObject({ sub: ada.number, iss: 'http://localhost' });

  const inspector = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await inspector.goto(address);
  await expect(inspector.getByRole('heading', { level: 1 })).toHaveText('Live card: current');
  await expect(
    inspector.getByRole('img', { name: cardVerifyContent.fresh.photoAlt }),
  ).toBeVisible();
  await expect(inspector.getByText(ada.name)).toBeVisible();
  await keep(inspector, 'verify-fresh-375');

  // Made five minutes ago with the site's own key: a screenshot's code.
  const key = await importJWK(e2eReceiptKey(), 'ES256');
  const now = Math.floor(Date.now() / 1000);
  const stale = await new SignJWT({ sub: ada.number, demonstration: true })
    .setProtectedHeader({ alg: 'ES256', kid: e2eReceiptKey().kid, typ: 'motas-card+jwt' })
    .setIssuer('http://localhost')
    .setIssuedAt(now - 300)
    .setExpirationTime(now - 210)
    .setJti('stale-code-of-the-e2e-spec')
    .sign(key);
  await inspector.goto(`/verify/result?receipt=${stale}`);
  await expect(inspector.getByRole('heading', { level: 1 })).toHaveText(
    'Stale card code: probably a screenshot',
  );
  await expect(inspector.getByText(/5 minutes ago/)).toBeVisible();
  await expect(inspector.getByText(ada.name)).toHaveCount(0);
  await keep(inspector, 'verify-stale-375');

  // The number changed, the signature kept: forged.
  const [header, , signature] = token.split('.');
  const payload = Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: 'ZZ000002' })).toString(
    'base64url',
  );
  await inspector.goto(`/verify/result?receipt=${header}.${payload}.${signature}`);
  await expect(inspector.getByRole('heading', { level: 1 })).toHaveText('Forged card code');
  await keep(inspector, 'verify-forged-375');
  await context.close();
});
