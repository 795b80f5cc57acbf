// Home and Contact (or the routes given) at a phone's and a desktop's width in Chromium, Firefox
// and WebKit, side by side in one image per page and width, for looking at what differs between
// engines the way a visitor would. Serve the site first (`npm start`), then:
//   node e2e/engines/screenshots.mjs [baseURL] [route ...]
// Writes .screenshots/engines/<route>-<width>.png: Chromium | Firefox | WebKit, whole pages.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { launchEngine } from './drivers.mjs';
import { ensureChromium, quietChromiumFlags } from '../../scripts/test/chromium.mjs';
import { ensureEngines } from '../../scripts/test/engines.mjs';

const [baseURL = 'http://127.0.0.1:3000', ...only] = process.argv.slice(2);
const routes = only.length ? only : ['/', '/contact'];
const widths = [375, 1280];
const folder = '.screenshots/engines';
mkdirSync(folder, { recursive: true });
ensureEngines();

/** Every image lazy or not, decoded, so that a whole-page picture has them all. */
function loadEveryImage() {
  for (const image of /** @type {NodeListOf<HTMLImageElement>} */ (
    document.querySelectorAll('img[loading="lazy"]')
  ))
    image.loading = 'eager';
  return Promise.all([...document.images].map((image) => image.decode().catch(() => {})));
}

/** Waits for the islands, then stops what moves, so every engine is pictured at rest. */
function settle() {
  return new Promise((resolve) => {
    const ready = () =>
      [...document.querySelectorAll('[data-island]')].every((island) =>
        island.hasAttribute('data-hydrated'),
      );
    const look = () => {
      if (!ready()) return setTimeout(look, 50);
      for (const button of document.querySelectorAll('button'))
        if (/^Pause /.test(button.textContent?.trim() ?? '')) button.click();
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)));
    };
    look();
  });
}

/** @type {Record<string, (route: string, width: number) => Promise<Buffer>>} */
const shooters = {};

const chromiumBrowser = await chromium.launch({
  executablePath: ensureChromium(),
  args: quietChromiumFlags,
});
shooters.Chromium = async (route, width) => {
  const page = await chromiumBrowser.newPage({ viewport: { width, height: 800 } });
  await page.goto(new URL(route, baseURL).href, { waitUntil: 'load' });
  await page.evaluate(loadEveryImage);
  await page.evaluate(settle);
  const png = await page.screenshot({ fullPage: true });
  await page.close();
  return png;
};
const engines = [await launchEngine('firefox'), await launchEngine('webkit')];
for (const engine of engines)
  shooters[engine.name === 'firefox' ? 'Firefox' : 'WebKit'] = async (route, width) => {
    await engine.resize(width, 800);
    await engine.open(new URL(route, baseURL).href);
    await engine.evaluate(loadEveryImage);
    await engine.evaluate(settle);
    return engine.screenshot();
  };

const versions = [
  `Chromium ${chromiumBrowser.version()}`,
  ...engines.map((engine) => engine.version),
];
console.log(versions.join(' · '));

for (const route of routes)
  for (const width of widths) {
    const shots = [];
    for (const [name, shoot] of Object.entries(shooters)) {
      // One CSS pixel to one image pixel whatever the device pixel ratio (never enlarged: a
      // narrower picture means a narrower page, which is worth seeing).
      const png = await sharp(await shoot(route, width))
        .resize({ width, withoutEnlargement: true })
        .png()
        .toBuffer();
      const { height = 0 } = await sharp(png).metadata();
      shots.push({ name, png, height });
    }
    const gap = 24;
    const label = 32;
    const height = label + Math.max(...shots.map((shot) => shot.height));
    const picture = sharp({
      create: {
        width: shots.length * width + (shots.length - 1) * gap,
        height,
        channels: 3,
        background: '#888',
      },
    }).composite(
      shots.flatMap((shot, i) => [
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${label}"><rect width="100%" height="100%" fill="#222"/><text x="8" y="22" font-family="sans-serif" font-size="16" fill="#fff">${versions[i]} · ${shot.height} px</text></svg>`,
          ),
          left: i * (width + gap),
          top: 0,
        },
        { input: shot.png, left: i * (width + gap), top: label },
      ]),
    );
    const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '-');
    await picture.png().toFile(`${folder}/${name}-${width}.png`);
    console.log(
      `${folder}/${name}-${width}.png: ${shots.map((s) => `${s.name} ${s.height} px`).join(', ')}`,
    );
  }

await chromiumBrowser.close();
for (const engine of engines) await engine.close();
