// Full-page screenshots of every route at phone, tablet and desktop widths, for looking at the
// site the way a visitor does. Serve `out/` first (`npm run serve`), then:
//   node scripts/test/screenshots.mjs [baseURL] [route ...]
// Writes .screenshots/<route>-<width>.png (and, with PARTS=1, the page in screen-sized parts).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { findChromium, quietChromiumFlags } from './chromium.mjs';

const [baseURL = 'http://127.0.0.1:3000', ...only] = process.argv.slice(2);
const routes = only.length
  ? only
  : [
      '/',
      '/about',
      '/instructors',
      '/accreditation',
      '/contact',
      '/contact/thank-you',
      '/core-values',
      '/terms',
      '/privacy',
      '/accessibility',
      '/missing-page',
    ];
const widths = [375, 768, 1280];

mkdirSync('.screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: quietChromiumFlags,
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const route of routes) {
    await page.goto(new URL(route, baseURL).href, { waitUntil: 'networkidle' });
    // Load lazy images before the full-page capture.
    await page.evaluate(async () => {
      for (const img of /** @type {NodeListOf<HTMLImageElement>} */ (
        document.querySelectorAll('img[loading="lazy"]')
      ))
        img.loading = 'eager';
      await Promise.all([...document.images].map((img) => img.decode().catch(() => {})));
    });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '-');
    await page.screenshot({ path: `.screenshots/${name}-${width}.png`, fullPage: true });
    if (process.env.PARTS) {
      // The page in screen-sized parts, easier to read than one long image.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const part = Math.round(width * 1.25);
      for (let y = 0, i = 1; y < height; y += part, i++) {
        const clip = { x: 0, y, width, height: Math.min(part, height - y) };
        await page.screenshot({
          path: `.screenshots/${name}-${width}-part${i}.png`,
          fullPage: true,
          clip,
        });
      }
    }
    console.log(
      `${name}-${width}.png${overflow > 0 ? `  ⚠ horizontal overflow ${overflow}px` : ''}`,
    );
  }
  await page.close();
}
await browser.close();
