// Screenshots of the operator check as an employer meets it: `/check`, then each answer, reached
// by filling in the form and pressing the button, at 375 and 1280 px. Serve the site first
// (`npm start`: the demonstration records are loaded), then:
//   node scripts/test/check-screenshots.mjs [baseURL]
// Writes .screenshots/check/<answer>-<width>.png. With `--unavailable`, only the answer given while
// Firestore is down: stop the emulator the server reads (`npm start` prints where it is), then run it.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { findChromium, quietChromiumFlags } from './chromium.mjs';

const outage = process.argv.includes('--unavailable');
const [baseURL = 'http://127.0.0.1:3000'] = process.argv
  .slice(2)
  .filter((a) => !a.startsWith('--'));

/** What an employer types, for each answer; `undefined` leaves the form as it is. */
const visits = [
  ['form', undefined],
  ['match-current', { number: 'ZZ000001', surname: 'Example' }],
  ['match-current-odd-surname', { number: 'zz 000 002', surname: "o'neill sample" }],
  ['match-expired', { number: 'ZZ000003', surname: 'Placeholder' }],
  ['match-suspended', { number: 'ZZ000004', surname: 'Specimen' }],
  ['no-match', { number: 'ZZ000001', surname: 'Smith' }],
  ['invalid-number', { number: '12345', surname: 'Example' }],
  ['invalid-surname', { number: 'ZZ000001', surname: '<b>Smith</b>' }],
  // Past the limit (functions/records.js, checkLimit): this one after 20 tries of its own.
  ['limited', { number: 'ZZ000001', surname: 'Smith', triesBefore: 20 }],
];
const shown = outage ? [['unavailable', { number: 'ZZ000001', surname: 'Example' }]] : visits;

mkdirSync('.screenshots/check', { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: quietChromiumFlags });
for (const width of [375, 1280]) {
  // A client address of its own per width, so the try limit never stands in the way.
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    extraHTTPHeaders: { 'fastly-client-ip': `192.0.2.${Math.floor(Math.random() * 250)}` },
  });
  const page = await context.newPage();
  for (const [name, fields] of shown) {
    if (fields?.triesBefore) {
      const client = { 'fastly-client-ip': `198.51.100.${Math.floor(Math.random() * 250)}` };
      await page.setExtraHTTPHeaders(client);
      for (let i = 0; i < fields.triesBefore; i++)
        await page.request.post(new URL('/check/result', baseURL).href, {
          form: { number: fields.number, surname: fields.surname },
          headers: client,
        });
    }
    await page.goto(new URL('/check', baseURL).href);
    if (fields) {
      await page.getByLabel('Registration number').fill(fields.number);
      await page.getByLabel('Surname').fill(fields.surname);
      // The browser's own check would refuse some of these before they are sent: send them anyway.
      await page.locator('form[method="post"]').evaluate((form) => (form.noValidate = true));
      await page.getByRole('button', { name: 'Check registration' }).click();
      await page.waitForLoadState('load');
    }
    await page.screenshot({ path: `.screenshots/check/${name}-${width}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
console.log('Screenshots in .screenshots/check/');
