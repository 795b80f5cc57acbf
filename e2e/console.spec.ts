import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { consoleContent } from '@/content/console';
import { reportPath } from '@/functions/vocabulary/paths.js';
import { demonstrationStaff } from '../scripts/registers/demo-training.mjs';
import { signedIn } from './console-staff';
import { expect, newVisitor, test, visitorHeader, wcagViolations } from './fixtures';

// The staff console as the scheme's staff use it (docs/console.md), with JavaScript off, as every
// page of it works: each demonstration member of staff signs in by the link the Auth emulator
// keeps and a TOTP code (set up the first time), and does the day's work: a reader finds a record
// and reads it, and cannot change it; a keeper finds one, is asked first (the question naming
// how it stands, who, when and why) and suspends it with a reason, then downloads the trail,
// which says so; an administrator keeps the staff. Each page is looked at 375 and 1280 px wide
// (nothing wider than the screen, and axe finds nothing), and with CONSOLE_SCREENSHOTS=FOLDER
// kept as a picture.

const { search, trail, paths, reports, runs, undo, import: importWords } = consoleContent;
// The console's tests sign the same people in again: one after another in one worker, each
// carrying on the session the first sign-in of the run kept (console-staff.ts).
test.describe.configure({ mode: 'default' });
const [reader, keeper, administrator] = demonstrationStaff.map((person) => person.email);
const shots = process.env.CONSOLE_SCREENSHOTS;
/** An instructor no other spec reads, which the keeper suspends. */
const record = { number: 'ZZ100011', name: 'Rhys' };

/**
 * Looks at the page at both widths: nothing wider than the screen, no axe finding (axe runs in the
 * page, so in a browser of the same session with JavaScript on, at the same address); kept as a
 * picture when asked.
 */
async function keep(page: Page, name: string) {
  const browser = page.context().browser();
  const checking = await browser!.newContext({
    storageState: await page.context().storageState(),
    extraHTTPHeaders: { [visitorHeader]: newVisitor() },
  });
  const axePage = await checking.newPage();
  await axePage.goto(page.url());
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${name} at ${width} px`).toBeLessThanOrEqual(width);
    await axePage.setViewportSize({ width, height: 900 });
    expect(await wcagViolations(axePage), `${name} at ${width} px`).toEqual([]);
    if (!shots) continue;
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await checking.close();
}

/** Finds a record by name from the console's home and opens it. */
async function findRecord(page: Page, name: string, number: string) {
  await page.getByRole('textbox', { name: search.label }).fill(name);
  await page.getByRole('button', { name: search.submit }).click();
  await expect(page.getByRole('status')).toContainText('record');
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A record');
}

/** Downloads the trail as shown: the CSV's text. */
async function downloadTrail(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: trail.csv }).click(),
  ]);
  return readFileSync(String(await download.path()), 'utf8');
}

test('a reader finds a record and reads it, can change nothing, and downloads the trail', async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser, String(reader));
  await findRecord(page, 'Ada', 'ZZ000001');
  await expect(page.getByText('Ada', { exact: true })).toBeVisible();
  // No change is offered to a reader, and none is taken by a typed address.
  await expect(page.getByRole('link', { name: /^Suspend/ })).toHaveCount(0);
  const asked = await page.goto(
    `${paths.change}?register=operators&number=ZZ000001&action=suspend`,
  );
  expect(asked?.status()).toBe(403);
  await page.goto(`${paths.trail}?register=operators&action=viewed`);
  const csv = await downloadTrail(page);
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toMatch(new RegExp(`,operators,,ZZ000001,viewed,${reader},record and history,`));
  await context.close();
});

test('a keeper finds a record, is asked first, suspends it with a reason, and the trail says so', async ({
  browser,
}) => {
  test.slow();
  const { context, page } = await signedIn(browser, String(keeper));
  await keep(page, 'console-search');
  await findRecord(page, record.name, record.number);
  await keep(page, 'console-record');
  await page.getByRole('link', { name: `Suspend ${record.number}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change a record’s standing');
  // The question names how the record stands now, with who, when and why as the trail keeps
  // them (the demonstration records were loaded without a trail: it says so).
  await expect(
    page.getByText(/^current: (added on .* by .*|no change kept in the trail)$/),
  ).toBeVisible();
  await expect(page.getByText(`suspend (1): ${record.number}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Reason' }).fill('card reported stolen');
  await keep(page, 'console-question');
  await page.getByRole('button', { name: `Suspend ${record.number}` }).click();
  await expect(page.getByRole('status').first()).toContainText('Suspended: kept in the trail');
  await expect(
    page.getByText(new RegExp(`^suspended: suspended on .* by ${keeper}: card reported stolen$`)),
  ).toBeVisible();
  await page.getByRole('link', { name: consoleContent.frame.nav.trail }).click();
  await page
    .getByRole('navigation', { name: trail.register })
    .getByRole('link', { name: trail.registers.instructors })
    .click();
  await keep(page, 'console-trail');
  await expect(page.getByRole('table')).toContainText('card reported stolen');
  const csv = await downloadTrail(page);
  expect(csv.split('\r\n')[0]).toBe('\uFEFFdate,time,register,run,number,action,by,reason,changes');
  expect(csv).toMatch(
    new RegExp(
      `\\d\\d/\\d\\d/\\d{4},\\d\\d:\\d\\d:\\d\\d,instructors,\\d+,${record.number},suspended,${keeper},card reported stolen,`,
    ),
  );
  // A keeper keeps no staff.
  expect((await page.goto(paths.staff))?.status()).toBe(403);
  await context.close();
});

test('an administrator keeps the staff and changes no record', async ({ browser }) => {
  const { context, page } = await signedIn(browser, String(administrator));
  await page.getByRole('link', { name: consoleContent.frame.nav.staff }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The staff');
  await expect(page.getByText(`${keeper} (keeper)`)).toBeVisible();
  await keep(page, 'console-staff');
  expect(
    (
      await page.goto(`${paths.change}?register=operators&number=ZZ000001&action=suspend`)
    )?.status(),
  ).toBe(403);
  await context.close();
});

test('the console’s sign-in passes axe (WCAG 2.2 AA) at 375 and 1280 px', async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ [visitorHeader]: newVisitor() });
  await page.goto(paths.landing);
  await keep(page, 'console-landing');
  await page.goto(paths.signIn);
  await keep(page, 'console-sign-in');
});

test('a keeper uploads a register’s file, reads its plan, names what it asks and imports it with a reason', async ({
  browser,
}) => {
  test.slow();
  const { context, page } = await signedIn(browser, String(keeper));
  await page.getByRole('link', { name: consoleContent.frame.nav.import }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(importWords.heading);
  await keep(page, 'console-import');
  // An instructor no other spec reads, suspended by the file and their last day moved back.
  await page.getByRole('radio', { name: importWords.registers.instructors }).check();
  await page.getByLabel(importWords.file).setInputFiles({
    name: 'instructors.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'registration_number,given_names,surname,valid_until,status,categories,providers,listed\r\nZZ100017,Joe,Specimen,2029-02-28,suspended,CB TH MH,ZZ0013,yes\r\n',
    ),
  });
  await page.getByRole('button', { name: importWords.submit }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(importWords.planHeading);
  await expect(
    page.getByText(
      /^instructors\.csv on the instructors’ register of \d+: 1 changed, 1 changing standing/,
    ),
  ).toBeVisible();
  const standing = page.getByRole('table', { name: importWords.standing });
  await expect(standing).toContainText('ZZ100017');
  await expect(standing).toContainText('current → suspended');
  await page.getByRole('textbox', { name: importWords.reason }).fill('provider withdrew the card');
  await keep(page, 'console-import-plan');
  // Not named: asked again, nothing written.
  await page.getByRole('button', { name: `${importWords.write} instructors.csv` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(importWords.planHeading);
  await expect(
    page.getByText(/^ZZ100017: tick it to go ahead \(its last day moves back\)/),
  ).toBeVisible();
  await page
    .getByRole('checkbox', { name: /ZZ100017: valid_until 2029-08-28 → 2029-02-28/ })
    .check();
  await page.getByRole('button', { name: `${importWords.write} instructors.csv` }).click();
  await expect(page.getByRole('status')).toContainText(
    `Imported: kept in the trail. 0 added, 1 changed, 0 unchanged, 0 removed; kept in the trail as ${keeper}.`,
  );
  await page.goto(`${paths.record}?register=instructors&number=ZZ100017`);
  await expect(
    page.getByText(
      new RegExp(`^suspended: suspended on .* by ${keeper}: provider withdrew the card$`),
    ),
  ).toBeVisible();
  await context.close();
});

test('a keeper confirms five provisional results, asked first with the plan, and the list says so', async ({
  browser,
}) => {
  test.slow();
  // Five of the results the Leeds provider entered and approved (scripts/operators/demo-results.mjs),
  // which no other test settles; the lapsed one and the newest stay waiting.
  const five = ['Morgan Mock', 'Rowan Dummy', 'Quinn Prototype', 'Harper Pilot', 'Avery Tryout'];
  const { provisional } = consoleContent;
  const { context, page } = await signedIn(browser, String(keeper));
  await page.getByRole('link', { name: consoleContent.frame.nav.provisional }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Provisional results');
  await page.getByRole('textbox', { name: provisional.provider }).fill('zz0001');
  await page.getByRole('button', { name: provisional.submit }).click();
  await expect(
    page.getByText(/^\d+ results waiting from ZZ0001, the oldest approval first\.$/),
  ).toBeVisible();
  await expect(page.getByRole('table')).toContainText('lapsed on');
  const box = (name: string) =>
    page.getByRole('checkbox', { name: new RegExp(`^${provisional.choose} ${name} \\(`) });
  for (const name of five) await box(name).check();
  await keep(page, 'console-provisional');
  await page.getByRole('button', { name: provisional.confirm }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Confirm or refuse provisional results',
  );
  await expect(page.getByRole('heading', { name: 'Confirm 5 results?' })).toBeVisible();
  await expect(page.getByText('5 would be confirmed (dry run: nothing written)')).toBeVisible();
  // The plan names exactly the five chosen.
  for (const name of five)
    await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
  await page.getByRole('textbox', { name: provisional.reason }).fill('checked with the centre');
  await keep(page, 'console-provisional-question');
  await page.getByRole('button', { name: 'Confirm 5 results' }).click();
  await expect(page.getByRole('status').first()).toHaveText(
    /5 results confirmed: kept in the trail with your name/,
  );
  for (const name of five) await expect(box(name)).toHaveCount(0);
  await expect(box('Casey Draft')).toHaveCount(1);
  await context.close();
});

test('a keeper reads a report of a suspected fake card and marks it handled with an outcome', async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser, String(keeper));
  // A report as an employer sends it from a check's answer (the function's own form post).
  const sent = await page.request.post(reportPath, {
    form: {
      number: 'ZZ000002',
      name: 'Zoë O’Neill-Sample',
      seen: `The photograph was of someone else (${Date.now()}).\nThe card was laminated at home.`,
      where: 'Acme Plant Hire, Leeds',
      reporter: 'Pat Manager',
      contact: 'pat@example.com',
    },
  });
  const reference = String(/R-[0-9A-F]{8}/.exec(await sent.text())?.[0]);
  await page.getByRole('link', { name: consoleContent.frame.nav.reports }).click();
  const report = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: reference }) });
  await expect(report.getByRole('link', { name: 'ZZ000002' })).toHaveAttribute(
    'href',
    `${paths.record}?register=operators&number=ZZ000002`,
  );
  await expect(report).toContainText('laminated at home');
  await keep(page, 'console-reports');
  await report
    .getByRole('textbox', { name: new RegExp(`^${reports.outcome}`) })
    .fill('card genuine, employer told');
  await report.getByRole('button', { name: `${reports.submit} ${reference}` }).click();
  await expect(page.getByRole('status').first()).toContainText(`${reference} marked handled`);
  await expect(report).toHaveCount(0);
  await page.getByRole('link', { name: 'Show every report, handled ones too' }).click();
  await expect(report).toContainText(`by ${keeper}: card genuine, employer told`);
  await context.close();
});

test('an administrator undoes a keeper’s suspension, asked first, and the record stands as before', async ({
  browser,
}) => {
  test.slow();
  /** An instructor no other spec reads, which the keeper suspends and the administrator undoes. */
  const number = 'ZZ100016';
  const reason = `suspended to be undone ${Date.now()}`;
  const keeping = await signedIn(browser, String(keeper));
  await keeping.page.goto(`${paths.change}?register=instructors&number=${number}&action=suspend`);
  await keeping.page.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await keeping.page.getByRole('button', { name: `Suspend ${number}` }).click();
  await expect(keeping.page.getByRole('status').first()).toContainText('Suspended');
  await keeping.context.close();
  const { context, page } = await signedIn(browser, String(administrator));
  await page.getByRole('link', { name: consoleContent.frame.nav.runs }).click();
  await page
    .getByRole('navigation', { name: runs.register })
    .getByRole('link', { name: trail.registers.instructors })
    .click();
  const run = page.getByRole('listitem').filter({ hasText: reason });
  await expect(run).toContainText('1 record: 1 suspended');
  await keep(page, 'console-runs');
  await run.getByRole('link', { name: /^Undo run \d+$/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Undo a run');
  await expect(page.getByText(new RegExp(`^${number}: status suspended → `))).toBeVisible();
  await page.getByRole('textbox', { name: undo.reason }).fill('suspended by mistake');
  await keep(page, 'console-undo');
  await page.getByRole('button', { name: /^Undo run \d+$/ }).click();
  await expect(page.getByRole('status').first()).toContainText(/^Run \d+ undone/);
  await page.goto(`${paths.record}?register=instructors&number=${number}`);
  await expect(page.getByText(/^current: /)).toBeVisible();
  await context.close();
});

/**
 * `keep` for a page that answered a post, which a second visit cannot load again (a key shown
 * once): axe reads a copy of it, in a browser with JavaScript on.
 */
async function keepAnswered(page: Page, name: string) {
  const checking = await page.context().browser()!.newContext();
  const axePage = await checking.newPage();
  await axePage.setContent(await page.content());
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${name} at ${width} px`).toBeLessThanOrEqual(width);
    await axePage.setViewportSize({ width, height: 900 });
    expect(await wcagViolations(axePage), `${name} at ${width} px`).toEqual([]);
    if (!shots) continue;
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await checking.close();
}

test('an administrator makes an employer account’s key, shown once, and revokes it', async ({
  browser,
}) => {
  test.slow();
  const { employers } = consoleContent;
  /** The demonstration account no other spec uses (scripts/operators/demo.mjs). */
  const number = 'ZZ0901';
  const heading = (page: Page) => page.getByRole('heading', { level: 1 });
  const employersLink = (page: Page) =>
    page
      .getByRole('navigation', { name: consoleContent.heading })
      .getByRole('link', { name: consoleContent.frame.nav.employers, exact: true });
  // Only an administrator is shown the way to the accounts, and only an administrator goes in.
  const keeping = await signedIn(browser, String(keeper));
  await expect(employersLink(keeping.page)).toBeHidden();
  expect((await keeping.page.goto(paths.employers))?.status()).toBe(403);
  await keeping.context.close();
  const { context, page } = await signedIn(browser, String(administrator));
  await employersLink(page).click();
  await expect(heading(page)).toHaveText(employers.heading);
  await page.getByRole('textbox', { name: employers.label }).fill('plant hire');
  await page.getByRole('button', { name: employers.submit }).click();
  await expect(page.getByRole('status')).toHaveText('1 account for “plant hire”.');
  await keep(page, 'console-employers');
  await page.getByRole('link', { name: number }).click();
  await expect(heading(page)).toHaveText('An employer’s account');
  await keep(page, 'console-employer');
  await page.getByRole('link', { name: `Make a new key for ${number}` }).click();
  await expect(page.getByText(`${number}: a new key made (its id is given then)`)).toBeVisible();
  await page.getByRole('textbox', { name: employers.question.reason }).fill('their site system');
  await keep(page, 'console-employer-question');
  await page.getByRole('button', { name: 'Make a new key' }).click();
  await expect(heading(page)).toHaveText('Shown this once: copy it now');
  const key = await page.getByText(/^motas_[a-z0-9]{8}_[A-Za-z0-9]{32}$/).innerText();
  const id = key.split('_')[1];
  await keepAnswered(page, 'console-shown-once');
  // Never again: the account's page names the key by its id only.
  await page.getByRole('link', { name: employers.shownOnce.back }).click();
  expect(await page.content()).not.toContain(key);
  await page.getByRole('link', { name: `Revoke key ${id}` }).click();
  await expect(page.getByText(`${number}: key ${id} revoked`)).toBeVisible();
  await page.getByRole('textbox', { name: employers.question.reason }).fill('made to be revoked');
  await page.getByRole('button', { name: `Revoke key ${id}` }).click();
  await expect(page.getByRole('status').first()).toContainText(`Key ${id} revoked`);
  await expect(
    page.getByText(new RegExp(`^revoked .* by ${administrator}: made to be revoked$`)),
  ).toBeVisible();
  await page.getByRole('link', { name: `Set the webhook of ${number}` }).click();
  await expect(heading(page)).toHaveText('Set an employer’s webhook');
  await keep(page, 'console-employer-webhook');
  await context.close();
});
