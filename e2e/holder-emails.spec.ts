import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { emailsContent } from '@/content/holders';
import { expect, mailFolder, test, wcagViolations } from './fixtures';

// A holder's email as the site's own mail server kept it (docs/local.md, "The holders' emails"):
// the reminder the server's start-up run sent Kim Sample (ZZ000005, ending in 60 days), read as a
// mail program shows its HTML at 320 px and checked with axe; its one-click link then stops the
// emails from a browser without JavaScript.
test('a reminder reads at 320 px with no accessibility problem, and its link stops the emails without JavaScript', async ({
  page,
  browser,
}) => {
  const name = readdirSync(mailFolder).find(
    (file) => file.includes('kim.sample') && file.endsWith('.html'),
  );
  expect(name, `Kim Sample's reminder in ${mailFolder}/`).toBeTruthy();
  const html = readFileSync(path.join(mailFolder, String(name)), 'utf8');
  await page.setViewportSize({ width: 320, height: 640 });
  await page.setContent(html);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ends on/);
  expect(await wcagViolations(page)).toEqual([]);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  const link = String(
    await page.getByRole('link', { name: 'Stop these emails' }).getAttribute('href'),
  );
  // A browser without JavaScript (axe, above, runs in the page).
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  // The link goes to the site serving (SITE_URL, as serve.mjs sets it).
  await plain.goto(link);
  await expect(
    plain.getByRole('heading', { name: /Stop emails about registration ZZ000005/ }),
  ).toBeVisible();
  await plain.getByRole('button', { name: emailsContent.unsubscribe.button }).click();
  await expect(
    plain.getByRole('heading', {
      name: 'We will send no more emails about registration ZZ000005',
    }),
  ).toBeVisible();
  await context.close();
});
