import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { consoleAnswerHeading, consoleContent } from '@/content/console';
import { expect, newVisitor, visitorHeader } from './fixtures';

// Signing in to the staff console as a demonstration member of staff, as they do (docs/console.md):
// a link the Auth emulator keeps, then the second step, set up the first time. What a person's
// first sign-in of a run set up (their key and their session) is kept in a file of this run's
// output, so that a later test, in any worker, signs them in again with their own key, or carries
// on their session, rather than asking for more links than the sign-in allows an hour.

const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:4181';
const project = 'demo-motas';
const { signIn, secondFactor, search, paths } = consoleContent;
/** Where each person's key and session are kept for the run (the run's output, emptied each run). */
const kept = path.join('test-results', '.console-staff');

type Kept = { key?: string; state?: Awaited<ReturnType<BrowserContext['storageState']>> };

const keptFile = (email: string) => path.join(kept, `${email.replace(/[^a-z0-9.@-]/gi, '_')}.json`);

function keptOf(email: string): Kept {
  try {
    return JSON.parse(readFileSync(keptFile(email), 'utf8')) as Kept;
  } catch {
    return {};
  }
}

function keepFor(email: string, more: Kept) {
  mkdirSync(kept, { recursive: true });
  writeFileSync(keptFile(email), JSON.stringify({ ...keptOf(email), ...more }));
}

/** The newest sign-in link the Auth emulator keeps for an address. */
async function signInLink(email: string) {
  const response = await fetch(`http://${authHost}/emulator/v1/projects/${project}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; oobLink: string }[];
  };
  return oobCodes.filter((code) => code.email === email).at(-1)?.oobLink;
}

const newContext = (browser: Browser, state?: Kept['state']) =>
  browser.newContext({
    javaScriptEnabled: false,
    acceptDownloads: true,
    extraHTTPHeaders: { [visitorHeader]: newVisitor() },
    ...(state ? { storageState: state } : {}),
  });

/**
 * A member of staff's browser, JavaScript off, at the console's search: their session carried on
 * when this run has one, else signed in by a link and a code (their key set up the first time).
 */
export async function signedIn(browser: Browser, email: string) {
  const { key: keptKey, state } = keptOf(email);
  if (state) {
    const context = await newContext(browser, state);
    const page = await context.newPage();
    await page.goto(paths.home);
    if ((await page.getByRole('heading', { level: 1 }).innerText()) === search.heading)
      return { context, page };
    await context.close();
  }
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(paths.landing);
  await page.getByRole('textbox', { name: signIn.email }).fill(email);
  await page.getByRole('button', { name: signIn.submit }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  const link = await signInLink(email);
  expect(link, `a sign-in link for ${email} in the Auth emulator`).toBeTruthy();
  await page.goto(String(link));
  await page.getByRole('textbox', { name: signIn.email }).fill(email);
  await page.getByRole('button', { name: signIn.link.submit }).click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(
    new RegExp(`^(${secondFactor.enrolHeading}|${consoleAnswerHeading('console-second-factor')})$`),
  );
  let key = keptKey;
  if ((await heading.innerText()) === secondFactor.enrolHeading) {
    // The key beside its label (the build shortens class names: none to find it by).
    key = (
      await page
        .locator('dt', { hasText: secondFactor.keyLabel })
        .locator('xpath=following-sibling::dd[1]')
        .innerText()
    ).replaceAll(' ', '');
    keepFor(email, { key });
  }
  expect(key, `${email}'s key, kept when they set up the second step`).toBeTruthy();
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(String(key)) }).generate();
  await page.getByRole('textbox', { name: secondFactor.code }).fill(code);
  await page.getByRole('button', { name: secondFactor.submit }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(search.heading);
  keepFor(email, { state: await context.storageState() });
  return { context, page };
}
