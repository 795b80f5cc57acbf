import { test as base, expect } from '@playwright/test';
import { pages } from '@/content/pages';
import type { PageEntry } from '@/content/types';

/** Every route of the route list, plus its expected page entry. */
export const routes = (pages as readonly PageEntry[]).map((page) => ({
  name: page.pageName,
  path: page.pageUrl,
  page,
}));

export const widths = [375, 1280] as const;

/** A path no page answers: it must get the 404 page, whose own 404 status is expected. */
export const notFoundPath = '/this-page-does-not-exist';

/**
 * The `page` fixture fails any test in which the browser logged an error, threw, or failed to load
 * a resource (DESIGN.md "done": no console errors or failed requests).
 */
export const test = base.extend<{ expectedConsoleErrors: RegExp[] }>({
  /** Console errors a test provokes on purpose. */
  expectedConsoleErrors: [[], { option: true }],
  page: async ({ page, javaScriptEnabled, expectedConsoleErrors }, provide) => {
    const problems: string[] = [];
    const expected = (url: string) => new URL(url).pathname === notFoundPath;
    page.on('console', (message) => {
      if (message.type() !== 'error' || expected(message.location().url || 'http://x/')) return;
      if (expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
      // A test that blocks requests on purpose (route.abort('blockedbyclient')) expects them to fail.
      if (message.text().includes('net::ERR_BLOCKED_BY_CLIENT')) return;
      problems.push(`console error: ${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('requestfailed', (request) => {
      const error = request.failure()?.errorText;
      // Navigating away cancels in-flight prefetches; that is not a failure of the page.
      if (error === 'net::ERR_ABORTED' || error?.startsWith('net::ERR_BLOCKED_BY_CLIENT')) return;
      // With JavaScript off the browser refuses the page's scripts, as it should.
      if (!javaScriptEnabled && request.resourceType() === 'script') return;
      problems.push(`request failed: ${request.url()} (${error})`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && !expected(response.url())) {
        problems.push(`HTTP ${response.status()}: ${response.url()}`);
      }
    });
    await provide(page);
    expect(problems, 'the browser reported problems').toEqual([]);
  },
});

export { expect };

/** The same site built without NEXT_PUBLIC_OPERATOR_CHECK_URL (scripts/build-e2e.mjs). */
export const withoutCheckOrigin = 'http://127.0.0.1:4175';

/** The stand-in form service and look-up portal (e2e/capture-server.mjs). */
export const captureOrigin = 'http://127.0.0.1:4174';
