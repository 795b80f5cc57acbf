// Finds the two engines besides Chromium that the cross-engine spec (e2e/engines.spec.ts) drives:
// Firefox (Debian's `firefox-esr`, driven over WebDriver BiDi by puppeteer-core) and WebKit
// (WebKitGTK's MiniBrowser, driven by its `WebKitWebDriver` over WebDriver classic with
// selenium-webdriver, on an Xvfb display); and poppler's PDF tools (Debian's `poppler-utils`), with
// which the end-to-end tests read what Chromium printed (e2e/printed-pages.ts). `ensureEngines`
// installs the Debian packages where it can (root on Debian or Ubuntu), and otherwise stops with a
// one-line instruction.
// FIREFOX_PATH, WEBKIT_WEBDRIVER_PATH and WEBKIT_BROWSER_PATH override the search.
import { existsSync, readdirSync } from 'node:fs';
import { findOrInstall } from './debian-package.mjs';

/**
 * The first of `paths` that exists.
 * @param {string[]} paths
 */
const firstExisting = (paths) => paths.find((path) => path && existsSync(path));
/**
 * The path in environment variable `name`, if it exists.
 * @param {string} name
 */
const override = (name) =>
  process.env[name] && (existsSync(process.env[name]) ? process.env[name] : undefined);

/** Firefox's binary, or undefined. */
export const findFirefox = () =>
  process.env.FIREFOX_PATH
    ? override('FIREFOX_PATH')
    : firstExisting(['/usr/bin/firefox-esr', '/usr/bin/firefox']);

/** WebKitGTK's WebDriver, or undefined. */
export const findWebKitDriver = () =>
  process.env.WEBKIT_WEBDRIVER_PATH
    ? override('WEBKIT_WEBDRIVER_PATH')
    : firstExisting(['/usr/bin/WebKitWebDriver']);

/** WebKitGTK's MiniBrowser (it comes with the engine's library), or undefined. */
export function findWebKitBrowser() {
  if (process.env.WEBKIT_BROWSER_PATH) return override('WEBKIT_BROWSER_PATH');
  const libraries = existsSync('/usr/lib') ? readdirSync('/usr/lib') : [];
  return firstExisting(
    ['', ...libraries].flatMap((dir) =>
      ['webkit2gtk-4.1', 'webkit2gtk-4.0', 'webkitgtk-6.0'].map(
        (version) => `/usr/lib/${dir}${dir ? '/' : ''}${version}/MiniBrowser`,
      ),
    ),
  );
}

/** The X server WebKit draws on when there is no display. */
export const findXvfb = () => firstExisting(['/usr/bin/Xvfb']);

/** Poppler's `pdftoppm` (its `pdftotext` comes with it), which reads a printed PDF's pages. */
export const findPoppler = () => firstExisting(['/usr/bin/pdftoppm']);

/** Every engine's path, installing what is missing where it can. */
export function ensureEngines() {
  const firefox = findOrInstall(findFirefox, {
    debianPackage: 'firefox-esr',
    label: 'Firefox',
    advice:
      'No Firefox found for the cross-engine tests: install it (Debian/Ubuntu: `sudo apt-get install firefox-esr`) or set FIREFOX_PATH to its binary.',
  });
  const webkitDriver = findOrInstall(findWebKitDriver, {
    debianPackage: 'webkit2gtk-driver',
    label: "WebKit's WebDriver",
    advice:
      'No WebKitWebDriver found for the cross-engine tests: install it (Debian/Ubuntu: `sudo apt-get install webkit2gtk-driver xvfb`) or set WEBKIT_WEBDRIVER_PATH and WEBKIT_BROWSER_PATH.',
  });
  const webkitBrowser = findOrInstall(findWebKitBrowser, {
    debianPackage: 'webkit2gtk-driver',
    label: "WebKitGTK's MiniBrowser",
    advice:
      'No WebKitGTK MiniBrowser found for the cross-engine tests: install it (Debian/Ubuntu: `sudo apt-get install webkit2gtk-driver`) or set WEBKIT_BROWSER_PATH to it.',
  });
  const xvfb = findOrInstall(findXvfb, {
    debianPackage: 'xvfb',
    label: 'Xvfb',
    advice:
      'No Xvfb found for the WebKit tests: install it (Debian/Ubuntu: `sudo apt-get install xvfb`).',
  });
  findOrInstall(findPoppler, {
    debianPackage: 'poppler-utils',
    label: "Poppler's PDF tools",
    advice:
      'No pdftoppm found for reading printed pages in the end-to-end tests: install it (Debian/Ubuntu: `sudo apt-get install poppler-utils`).',
  });
  return { firefox, webkitDriver, webkitBrowser, xvfb };
}
