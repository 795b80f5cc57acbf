// Screenshots of the crew check's answer as a site manager and an auditor meet it: a crew of 25
// and one of 100 demonstration rows, printed to A4 PDF (each page also as a picture, with
// poppler's `pdftoppm`), the crew of 25 on screen at 375 and 1280 px, and what the verify page
// says of its crew's receipt. It starts the site on a
// Firestore emulator of its own (scripts/serve/local-stack.mjs), or uses one already serving;
// build first, then:
//   node scripts/test/crew-screenshots.mjs [--out .screenshots/crew] [--origin http://127.0.0.1:3000]
// Writes crew-<rows>.pdf, crew-<rows>-<page>.png, crew-<rows>-<width>.png and the verify page's
// answer to the crew's receipt, verify-crew-<width>.png.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { crewCheckPath } from '../../functions/vocabulary/paths.js';
import { demonstrationAccount } from '../operators/demo.mjs';
import { startLocalStack } from '../serve/local-stack.mjs';
import { findChromium, quietChromiumFlags } from './chromium.mjs';
import { demonstrationCrew } from './crew-lists.mjs';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: '.screenshots/crew' },
    origin: { type: 'string' },
  },
});
const out = values.out;

const stack = values.origin
  ? undefined
  : await startLocalStack({ limits: { perNumber: { tries: 100_000 } } });
const origin = values.origin ?? stack?.origin ?? '';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: findChromium({ headlessShell: true }),
  args: quietChromiumFlags,
});
try {
  for (const rows of [25, 100]) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${origin}/check/crew`);
    const check = page.locator(`form[action="${crewCheckPath}"]`);
    await check.locator('input[name="key"]').fill(demonstrationAccount.key);
    await check.locator('textarea[name="list"]').fill(demonstrationCrew(rows).join('\n'));
    const answered = page.waitForResponse((response) => response.request().method() === 'POST');
    await check.locator('button[type="submit"]').click();
    const status = (await answered).status();
    // A refusal (the demonstration account's day of checks used up, say) is no crew to picture.
    if (status !== 200) throw new Error(`The crew check answered ${status}, not the crew's table`);
    await page.waitForLoadState('domcontentloaded');
    await page.screenshot({ path: path.join(out, `crew-${rows}-1280.png`), fullPage: true });
    const pdf = path.join(out, `crew-${rows}.pdf`);
    writeFileSync(pdf, await page.pdf({ format: 'A4' }));
    execFileSync('pdftoppm', ['-r', '60', '-png', pdf, path.join(out, `crew-${rows}`)]);
    if (rows === 25) {
      await page.setViewportSize({ width: 375, height: 900 });
      await page.screenshot({ path: path.join(out, `crew-${rows}-375.png`), fullPage: true });
      // The crew's receipt, followed to the verify page (the rows' own links name their number).
      await page.locator('a[href^="/verify/result"]:not([aria-label])').click();
      await page.waitForLoadState('domcontentloaded');
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: path.join(out, `verify-crew-${width}.png`), fullPage: true });
      }
    }
    await page.close();
  }
} finally {
  await browser.close();
  await stack?.stop();
}
console.log(`Crew check screenshots in ${out}/`);
