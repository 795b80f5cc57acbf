import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { test } from '@playwright/test';
import { engineReferences } from './engines/references';
import { routes, widths } from './fixtures';
import { pageAsWritten } from './visitor';

// The words each page gives a visitor, at each width, read once in Chromium (the page with
// everything in and JavaScript off) for the cross-engine spec to look for in Firefox and WebKit.
test('the words of every page at every width, in Chromium', async ({ browser, baseURL }) => {
  const words: Record<string, string[]> = {};
  for (const width of widths)
    for (const route of routes)
      words[`${route.path} ${width}`] = (
        await pageAsWritten(browser, new URL(route.path, baseURL).href, width)
      ).words;
  mkdirSync(dirname(engineReferences), { recursive: true });
  writeFileSync(engineReferences, JSON.stringify(words));
});
