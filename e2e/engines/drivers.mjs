// One small interface over the two drivers the cross-engine spec (e2e/engines.spec.ts) and the
// screenshots (scripts/test/screenshots.mjs --engines) need, so that what they do reads the same in
// every engine. Playwright cannot drive these engines here: its Firefox channel speaks a newer
// WebDriver BiDi than Firefox ESR 153 (it sends `emulation.setMediaFeaturesOverride` for every new
// page: "unknown command"), and its WebKit is its own patched build, which cannot be downloaded.
// - Firefox: puppeteer-core over WebDriver BiDi, the protocol Firefox itself speaks, with no
//   driver binary between (geckodriver cannot be downloaded here either).
// - WebKit: selenium-webdriver over WebDriver classic to WebKitGTK's `WebKitWebDriver`, which
//   starts its MiniBrowser on an Xvfb display of its own (WebKitGTK has no BiDi yet).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { Builder, By, Key } from 'selenium-webdriver';
import {
  findFirefox,
  findWebKitBrowser,
  findWebKitDriver,
  findXvfb,
} from '../../scripts/test/engines.mjs';

/** @typedef {'firefox' | 'webkit'} EngineName */

/**
 * @typedef {object} Engine
 * @property {EngineName} name
 * @property {string} version the browser and its version, as the driver reports them
 * @property {(url: string) => Promise<void>} open loads `url`; returns once its document is parsed
 *   (Firefox) or loaded (WebKit)
 * @property {(width: number, height: number) => Promise<void>} resize makes the page's viewport
 *   `width` × `height` CSS pixels
 * @property {<Args extends unknown[], Result>(fn: (...args: Args) => Result | Promise<Result>, ...args: Args) => Promise<Awaited<Result>>} evaluate
 *   runs a self-contained function in the page, its arguments and result JSON
 * @property {(selector: string) => Promise<void>} click a real click (the driver's input, not a
 *   script's) in the middle of the element
 * @property {(selector: string, text: string) => Promise<void>} type types into the element, key by key
 * @property {() => Promise<void>} pressEscape the Escape key, as a keyboard sends it
 * @property {() => Promise<Buffer>} screenshot the whole page as painted, PNG
 * @property {() => Promise<void>} close
 */

/**
 * Waits for `check` to give something truthy, looking every 50 ms, or throws `message` after
 * `timeoutMs`.
 * @template T
 * @param {() => Promise<T>} check
 * @param {{ timeoutMs: number, message: string }} options
 * @returns {Promise<NonNullable<T>>}
 */
export async function waitFor(check, { timeoutMs, message }) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return /** @type {NonNullable<T>} */ (value);
    if (Date.now() > end) throw new Error(`${message} (waited ${timeoutMs} ms)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** @param {string} what */
const missing = (what) =>
  new Error(
    `No ${what}: \`npm test\` installs it (see scripts/test/engines.mjs for the paths it tries)`,
  );

/** @returns {Promise<Engine>} */
export async function launchFirefox() {
  const executablePath = findFirefox();
  if (!executablePath) throw missing('Firefox');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    extraPrefsFirefox: {
      // Scrollbars over the page, as on a phone (and as Chromium's and WebKit's here), not beside
      // it: a classic scrollbar takes 12 px of a 375 px viewport's width.
      'ui.useOverlayScrollbars': 1,
      // Quiet on a machine without internet: no updates, telemetry or connectivity checks.
      'app.update.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
    },
  });
  const page = await browser.newPage();
  return {
    name: 'firefox',
    version: await browser.version(),
    open: async (url) => {
      await page.goto(url, { waitUntil: 'domcontentloaded' });
    },
    resize: (width, height) => page.setViewport({ width, height }),
    evaluate: (fn, ...args) => page.evaluate(/** @type {never} */ (fn), ...args),
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    pressEscape: () => page.keyboard.press('Escape'),
    screenshot: async () => Buffer.from(await page.screenshot({ type: 'png', fullPage: true })),
    close: () => browser.close(),
  };
}

/** A free TCP port on the loopback address. */
const freePort = () =>
  /** @type {Promise<number>} */ (
    new Promise((resolve, reject) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
      server.on('error', reject);
    })
  );

/**
 * An Xvfb display of its own (`-displayfd` picks a free one and says which), tall enough to
 * paint a whole page for a screenshot.
 */
async function startXvfb() {
  const xvfb = findXvfb();
  if (!xvfb) throw missing('Xvfb');
  const child = spawn(
    xvfb,
    ['-displayfd', '1', '-screen', '0', '1920x16000x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const display = await new Promise((resolve, reject) => {
    child.stdout.once('data', (data) => resolve(`:${String(data).trim()}`));
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
  });
  return { display, child };
}

/** @returns {Promise<Engine>} */
export async function launchWebKit() {
  const driverPath = findWebKitDriver();
  const binary = findWebKitBrowser();
  if (!driverPath) throw missing('WebKitWebDriver');
  if (!binary) throw missing("WebKitGTK's MiniBrowser");
  const xvfb = await startXvfb();
  const port = await freePort();
  // MiniBrowser's toolbar holds its window at 447 px or wider: a phone's 375 px needs a toolbar
  // that may shrink, which GTK's user style sheet allows (it styles the browser, not the page).
  const config = mkdtempSync(path.join(tmpdir(), 'webkit-gtk-'));
  mkdirSync(path.join(config, 'gtk-3.0'));
  writeFileSync(
    path.join(config, 'gtk-3.0/gtk.css'),
    '* { min-width: 0; min-height: 0; padding: 0; margin: 0; }\n',
  );
  const webDriver = spawn(driverPath, [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config },
  });
  const stop = () => {
    webDriver.kill();
    xvfb.child.kill();
    rmSync(config, { recursive: true, force: true });
  };
  const server = `http://127.0.0.1:${port}`;
  /** @type {import('selenium-webdriver').WebDriver} */
  let driver;
  try {
    await waitFor(
      () =>
        fetch(`${server}/status`).then(
          (response) => response.ok,
          () => false,
        ),
      { timeoutMs: 10_000, message: 'WebKitWebDriver did not start' },
    );
    driver = await new Builder()
      .usingServer(server)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary, args: ['--automation'] },
      })
      .build();
  } catch (error) {
    stop();
    throw error;
  }
  const capabilities = await driver.getCapabilities();
  /** @type {Engine['evaluate']} */
  const evaluate = (fn, ...args) =>
    driver.executeScript(`return (${fn}).apply(null, arguments)`, ...args);
  /** @type {Engine['resize']} */
  const resize = async (width, height) => {
    const viewport = () =>
      evaluate(() => /** @type {[number, number]} */ ([innerWidth, innerHeight]));
    let [innerW, innerH] = await viewport();
    if (innerW === width && innerH === height) return;
    // The window's size includes what is around the page: keep that, and size the page. The
    // window manager answers later than WebDriver does: wait until the page has its new size.
    const window = await driver.manage().window().getRect();
    await driver
      .manage()
      .window()
      .setRect({ width: width + window.width - innerW, height: height + window.height - innerH });
    await waitFor(
      async () => {
        [innerW, innerH] = await viewport();
        return innerW === width && innerH === height;
      },
      {
        timeoutMs: 5_000,
        message: `WebKit's viewport is ${innerW}×${innerH}, not ${width}×${height}`,
      },
    );
  };
  return {
    name: 'webkit',
    version: `WebKitGTK ${capabilities.get('browserVersion')}`,
    // Navigation returns at `load`: with the `eager` strategy (DOMContentLoaded) WebKitWebDriver
    // 2.50 runs no script afterwards (each waits past 8 s, measured).
    open: (url) => driver.get(url),
    resize,
    evaluate,
    click: async (selector) => driver.findElement(By.css(selector)).click(),
    type: async (selector, text) => driver.findElement(By.css(selector)).sendKeys(text),
    pressEscape: () => driver.actions().sendKeys(Key.ESCAPE).perform(),
    // WebDriver's screenshot is of the viewport: make the viewport the page's height for it.
    screenshot: async () => {
      const [width, height, pageHeight] = await evaluate(() => [
        innerWidth,
        innerHeight,
        document.documentElement.scrollHeight,
      ]);
      await resize(width, pageHeight);
      const png = Buffer.from(await driver.takeScreenshot(), 'base64');
      await resize(width, height);
      return png;
    },
    close: async () => {
      await driver.quit().catch(() => {});
      stop();
    },
  };
}

/** @param {EngineName} name */
export const launchEngine = (name) => (name === 'firefox' ? launchFirefox() : launchWebKit());
