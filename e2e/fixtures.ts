import { test as base, expect } from '@playwright/test';
import { pages } from '@/content/pages';

/** Every route of the route list, plus its expected page entry. */
export const routes = pages.map((page) => ({ name: page.pageName, path: page.pageUrl, page }));

export const widths = [375, 1280] as const;

/**
 * The `page` fixture fails any test in which the browser logged an error, threw, or failed to load
 * a resource (DESIGN.md "done": no console errors or failed requests).
 */
export const test = base.extend<{ allowedRequestFailures: RegExp[] }>({
  allowedRequestFailures: [[], { option: true }],
  page: async ({ page, allowedRequestFailures }, provide) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('requestfailed', (request) => {
      const url = request.url();
      if (allowedRequestFailures.some((pattern) => pattern.test(url))) return;
      // Navigating away cancels in-flight prefetches; that is not a failure of the page.
      if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
      problems.push(`request failed: ${url} (${request.failure()?.errorText})`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().includes('/this-page-does-not-exist')) {
        problems.push(`HTTP ${response.status()}: ${response.url()}`);
      }
    });
    await provide(page);
    expect(problems, 'the browser reported problems').toEqual([]);
  },
});

export { expect };
