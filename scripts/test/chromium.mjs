// Finds a Chromium for Playwright: Playwright's own build if one is installed, else Debian's. The
// tests run in Chromium's headless shell (Debian's `chromium-headless-shell`, what Playwright
// itself runs headless tests in): the same engine without the browser around it, which halves
// the end-to-end tests' time on two cores. The bench, the screenshots and Lighthouse use the whole
// browser (`/usr/bin/chromium`). `ensure…` goes further and installs Debian's package where it can.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { findOrInstall } from './debian-package.mjs';

const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const systemHeadlessShell = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium-headless-shell',
];

/** Launch flags that keep Chromium quiet on a machine without internet access. */
export const quietChromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's own Chromium, if it has downloaded one. */
function bundled() {
  try {
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The path of a usable Chromium, or undefined. `PLAYWRIGHT_CHROMIUM` overrides the search.
 * @param {{ headlessShell?: boolean }} [options] the headless shell first (the tests)
 */
export function findChromium({ headlessShell = false } = {}) {
  const override = process.env.PLAYWRIGHT_CHROMIUM;
  if (override) return existsSync(override) ? override : undefined;
  const system = headlessShell ? [...systemHeadlessShell, ...systemChromium] : systemChromium;
  return bundled() ?? system.find((path) => existsSync(path));
}

/** The whole browser (the bench, screenshots), installing Debian's `chromium` as root. */
export function ensureChromium() {
  return findOrInstall(findChromium, {
    debianPackage: 'chromium',
    label: 'Chromium',
    advice:
      'No Chromium found: install it (Debian/Ubuntu: `sudo apt-get install chromium`, or `npx playwright install chromium`) or set PLAYWRIGHT_CHROMIUM to its path.',
  });
}

/** Chromium's headless shell for the tests, installing Debian's package as root. */
export function ensureTestChromium() {
  return findOrInstall(
    () => {
      const found = findChromium({ headlessShell: true });
      // Debian's whole browser alone is not enough: install the shell beside it.
      const wholeBrowser =
        !process.env.PLAYWRIGHT_CHROMIUM &&
        /** @type {(string | undefined)[]} */ (systemChromium).includes(found);
      return wholeBrowser ? undefined : found;
    },
    {
      debianPackage: 'chromium-headless-shell',
      label: "Chromium's headless shell",
      advice:
        "No Chromium headless shell found: install it (Debian/Ubuntu: `sudo apt-get install chromium-headless-shell`, or `npx playwright install chromium-headless-shell`) or set PLAYWRIGHT_CHROMIUM to a Chromium's path.",
    },
  );
}
