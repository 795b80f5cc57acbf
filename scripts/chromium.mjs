// Finds a Chromium for Playwright: Playwright's own build if one is installed, else Debian's
// /usr/bin/chromium. `ensureChromium` goes further and installs Debian's package where it can.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { findOrInstall } from './debian-package.mjs';

const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

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

/** The path of a usable Chromium, or undefined. `PLAYWRIGHT_CHROMIUM` overrides the search. */
export function findChromium() {
  const override = process.env.PLAYWRIGHT_CHROMIUM;
  if (override) return existsSync(override) ? override : undefined;
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright has no browser of its own here.
  }
  return systemChromium.find((path) => existsSync(path));
}

/** Finds Chromium, installing Debian's `chromium` when running as root with apt; else exits with advice. */
export function ensureChromium() {
  return findOrInstall(findChromium, {
    debianPackage: 'chromium',
    label: 'Chromium',
    advice:
      'No Chromium found: install it (Debian/Ubuntu: `sudo apt-get install chromium`, or `npx playwright install chromium`) or set PLAYWRIGHT_CHROMIUM to its path.',
  });
}
