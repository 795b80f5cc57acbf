// Screenshots of the operator check as an employer meets it: `/check`, then each answer, reached
// by filling in the form and pressing the button, at 375 and 1280 px, and the answers an employer
// keeps as they print (an A4 PDF, and a picture of it). It starts the site on a Firestore emulator
// of its own, with the demonstration records (scripts/serve/local-stack.mjs); build first, then:
//   node scripts/test/check-screenshots.mjs
// Writes .screenshots/check/<answer>-<width>.png and <answer>-print.{pdf,png}.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startLocalStack } from '../serve/local-stack.mjs';
import { findChromium, quietChromiumFlags } from './chromium.mjs';

/**
 * What an employer types, and what happens first.
 * @typedef {object} Visit
 * @property {string} number the registration number
 * @property {string} surname
 * @property {Record<string, string>} [report] the report form's fields (`#report-<field>`), sent
 *   after the answer
 * @property {number} [triesBefore] tries of the same number and surname first, on the stack
 *   with production's limits
 * @property {string} [client] set: those tries come from this visit's own visitor, else each
 *   from another
 */

/**
 * What an employer types, for each answer; `undefined` leaves the form as it is.
 * @type {[name: string, fields: Visit | undefined][]}
 */
const visits = [
  ['form', undefined],
  ['match-current', { number: 'ZZ000001', surname: 'Example' }],
  ['match-ending', { number: 'ZZ000005', surname: 'Sample' }],
  ['match-current-odd-surname', { number: 'zz 000 002', surname: "o'neill sample" }],
  ['match-expired', { number: 'ZZ000003', surname: 'Placeholder' }],
  ['match-suspended', { number: 'ZZ000004', surname: 'Specimen' }],
  ['no-match', { number: 'ZZ000001', surname: 'Smith' }],
  ['invalid-number', { number: '12345', surname: 'Example' }],
  ['invalid-surname', { number: 'ZZ000001', surname: '<b>Smith</b>' }],
  // The report form, opened under a no-match, sent without saying where the card was seen.
  ['report-invalid', { number: 'ZZ123456', surname: 'Smith', report: { seen: 'A card.' } }],
  [
    'report-received',
    {
      number: 'ZZ123457',
      surname: 'Smith',
      report: { seen: 'Another face.', where: 'Leeds', reporter: 'Pat', contact: 'p@x.uk' },
    },
  ],
  // Past a client's limit (functions/vocabulary/limits.js, checkLimits): 20 tries of its own first.
  ['limited', { number: 'ZZ900001', surname: 'Smith', client: 'limited', triesBefore: 20 }],
  // Past a number's limit: 6 tries of it first, from anyone.
  ['number-limited', { number: 'ZZ900002', surname: 'Smith', triesBefore: 6 }],
];
/**
 * The answers an employer keeps: printed.
 * @type {[name: string, fields: Visit][]}
 */
const printed = [
  ['match-current', { number: 'ZZ000001', surname: 'Example' }],
  ['match-ending', { number: 'ZZ000005', surname: 'Sample' }],
  ['no-match', { number: 'ZZ999999', surname: 'Smith' }],
];

const visitorHeader = 'x-screenshot-visitor';
const stack = await startLocalStack({
  visitorHeader,
  // The demonstration records are checked more often here than a number's limit lets anyone.
  limits: { perNumber: { tries: 1000 } },
});
const production = await startLocalStack({ visitorHeader });
mkdirSync('.screenshots/check', { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: quietChromiumFlags });
let visitor = 0;
const asVisitor = () => ({ [visitorHeader]: `192.0.2.${++visitor}` });
try {
  for (const width of [375, 1280]) {
    for (const [name, fields] of visits) {
      const origin = fields?.triesBefore ? production.origin : stack.origin;
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        extraHTTPHeaders: asVisitor(),
      });
      const page = await context.newPage();
      for (let i = 0; fields && i < (fields.triesBefore ?? 0); i++)
        await page.request.post(`${origin}/check/result`, {
          form: { number: fields.number, surname: fields.surname },
          // A number's limit counts everyone's tries: each of these from another visitor.
          headers: fields.client ? {} : asVisitor(),
        });
      await page.goto(`${origin}/check`);
      if (fields) {
        await page.getByLabel('Registration number').fill(fields.number);
        await page.getByLabel('Surname').fill(fields.surname);
        // The browser's own check would refuse some of these before they are sent: send them anyway.
        await page
          .locator('form[method="post"]')
          .evaluate((/** @type {HTMLFormElement} */ form) => (form.noValidate = true));
        await page.getByRole('button', { name: 'Check registration' }).click();
        await page.waitForLoadState('load');
      }
      if (fields?.report) {
        await page.getByText('Report a suspected fake card').click();
        for (const [field, value] of Object.entries(fields.report))
          await page.locator(`#report-${field}`).fill(value);
        await page
          .locator('form[action="/check/report"]')
          .evaluate((/** @type {HTMLFormElement} */ form) => (form.noValidate = true));
        await page.getByRole('button', { name: 'Send report' }).click();
        await page.waitForLoadState('load');
      }
      await page.screenshot({ path: `.screenshots/check/${name}-${width}.png`, fullPage: true });
      await context.close();
    }
  }
  for (const [name, fields] of printed) {
    const context = await browser.newContext({ extraHTTPHeaders: asVisitor() });
    const page = await context.newPage();
    await page.goto(`${stack.origin}/check`);
    await page.getByLabel('Registration number').fill(fields.number);
    await page.getByLabel('Surname').fill(fields.surname);
    await page.getByRole('button', { name: 'Check registration' }).click();
    await page.waitForLoadState('load');
    writeFileSync(`.screenshots/check/${name}-print.pdf`, await page.pdf({ format: 'A4' }));
    await page.emulateMedia({ media: 'print' });
    // A4 at 96 dpi, less the browser's default margins.
    await page.setViewportSize({ width: 718, height: 1047 });
    await page.screenshot({ path: `.screenshots/check/${name}-print.png`, fullPage: true });
    await context.close();
  }
} finally {
  await browser.close();
  await Promise.all([stack.stop(), production.stop()]);
}
console.log('Screenshots in .screenshots/check/');
