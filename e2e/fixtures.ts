import AxeBuilder from '@axe-core/playwright';
import { type Page, test as base, expect } from '@playwright/test';
import { contactContent } from '@/content/contact';
import { pages } from '@/content/pages';
import type { PageEntry } from '@/content/types';
import { functionPaths, routes as functionRoutes } from '@/functions/vocabulary/paths.js';
import buildEnv from '../scripts/build/e2e-build-env.json' with { type: 'json' };

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
 * a resource (docs/decisions.md, "What done means": no console errors or failed requests).
 */
export const test = base.extend<{ expectedConsoleErrors: RegExp[] }>({
  /** Console errors a test provokes on purpose. */
  expectedConsoleErrors: [[], { option: true }],
  page: async ({ page, javaScriptEnabled, expectedConsoleErrors }, provide) => {
    const problems: string[] = [];
    // The 404 page, and the operator check's answers, whose statuses (400, 403, 405, 429, 503)
    // are part of what its spec checks, and the verify page's (400 for text that is no receipt).
    const expected = (url: string) => {
      const { pathname } = new URL(url);
      // The provider finder's answers too: a search to correct (400), a page past the end or an
      // unknown provider (404).
      return (
        [notFoundPath, ...functionPaths, functionRoutes.verify.path].includes(pathname) ||
        pathname.startsWith('/providers/') ||
        // The providers' portal: a form to correct (400), a role that may not (403).
        pathname.startsWith('/portal/')
      );
    };
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

/** The stand-in form service (e2e/capture-server.mjs). */
export const captureOrigin = 'http://127.0.0.1:4174';

/** A contact form post as the stand-in form service received it (e2e/capture-server.mjs). */
export type Submission = { contentType: string; fields: Record<string, string> };

/** The posts the form service received whose message is `message`. */
export async function submissionsWith(message: string): Promise<Submission[]> {
  const url = new URL('/submissions', buildEnv.NEXT_PUBLIC_CONTACT_FORM_ENDPOINT);
  const received = (await (await fetch(url)).json()) as Submission[];
  return received.filter((submission) => submission.fields.message === message);
}

/** The fields the form posts besides the visitor's: its hidden ones, from the build's settings. */
export const hiddenFormFields = {
  access_key: buildEnv.NEXT_PUBLIC_CONTACT_FORM_ACCESS_KEY,
  subject: contactContent.form.subject,
  from_name: contactContent.form.fromName,
  redirect: `${buildEnv.NEXT_PUBLIC_SITE_URL}/contact/thank-you`,
};

/** The site again, its operator check reading Firestore through a relay a test can cut. */
export const outageOrigin = 'http://127.0.0.1:4177';
/** The relay's control (scripts/test/firestore-proxy.mjs): POST /cut, /hang or /restore. */
export const firestoreRelay = 'http://127.0.0.1:4179';

/**
 * Each test of the check is a visitor of its own, named in this header (scripts/serve/serve.mjs,
 * `--visitor-header`): as if from its own machine, so no test uses up another's tries.
 */
export const visitorHeader = 'x-test-visitor';

/**
 * Where the site's own SMTP server (scripts/serve/mail-server.mjs) keeps the holders' emails it
 * takes, each as `.eml`, `.txt` and `.html`: the tests read what arrived there.
 */
export const mailFolder = 'test-results/e2e-mail';

/** A visitor's address no other test has. */
export const newVisitor = () =>
  `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}::1`;

/** The site again, its operator check with production's limits. */
export const limitsOrigin = 'http://127.0.0.1:4182';

/**
 * What axe finds against WCAG 2.2 AA on the page as it is now, one line per rule broken: run
 * inside the tests that have the page open already, so no page is loaded for axe alone.
 */
export async function wcagViolations(page: Page) {
  // axe in the page itself ("legacy mode"), not also in a blank page it opens to gather each
  // frame's results: a quarter of the time (0.5 s a page against 2 s, measured 2026-11-25) and the
  // same findings on a page with no frames, which every page of the site is. A page with a frame
  // would have it skipped there, so it fails here instead.
  expect(await page.locator('iframe, frame').count(), 'frames, which axe would skip').toBe(0);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true)
    // Violations only: axe still runs every rule on every element, but passes and the like are
    // reported by one node each, not all of them (the same findings, in less time).
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
