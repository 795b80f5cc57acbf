import { uiText } from '@/content/ui';
import type { Page } from '@playwright/test';
import { finderContent } from '@/content/providers';
import { checkContent } from '@/content/check';
import { finderPaths } from '@/functions/vocabulary/paths.js';
import { expect, newVisitor, test, visitorHeader, wcagViolations } from './fixtures';

// The provider finder as an employer uses it (issue 33): the GET form on /providers, answered by
// the Cloud Function's handler on the Firestore emulator with the demonstration providers of
// scripts/registers/demo-training.mjs, and each provider's own page.

const { form, nameForm, messages, provider: words } = finderContent;

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ [visitorHeader]: newVisitor() });
});

/** Searches from the page open, as a visitor does; resolves once the answer has loaded. */
async function searchFor(page: Page, where: string, machines: string[] = []) {
  await page.getByRole('textbox', { name: form.whereLabel }).fill(where);
  for (const name of machines) await page.getByRole('checkbox', { name }).check();
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === finderPaths.results,
  );
  await page.getByRole('button', { name: form.submitLabel }).click();
  const response = await answered;
  await page.waitForLoadState('domcontentloaded');
  return response;
}

/** The names of the providers a page of results lists, in order. */
const resultNames = (page: Page) =>
  page.locator('section[aria-labelledby="answer-heading"] ol > li h3').allTextContents();

test('/providers: a GET form, in the navigation and linked from Home, Accreditation, Instructors and the questions', async ({
  page,
}) => {
  await page.goto('/providers');
  const finder = page.locator(`form[method="get"][action="${finderPaths.results}"]`);
  await expect(finder).toHaveCount(1);
  await expect(finder.getByRole('textbox', { name: form.whereLabel })).toHaveAttribute(
    'name',
    'where',
  );
  await expect(finder.getByRole('checkbox')).toHaveCount(finderContent.categories.length);
  await expect(finder.getByRole('radio', { name: 'Within 50 miles' })).toBeChecked();
  await expect(
    page
      .getByRole('navigation', { name: uiText.nav.label })
      .first()
      .getByRole('link', { name: 'Find a provider' }),
  ).toHaveAttribute('href', '/providers');
  for (const from of ['/', '/accreditation', '/instructors', '/questions']) {
    await page.goto(from);
    await expect(page.locator('main a[href="/providers"]').first(), from).toBeVisible();
  }
});

test('every sector page links to the finder with its machines chosen', async ({ page }) => {
  await page.goto('/services/construction');
  const link = page.getByRole('link', { name: 'find an accredited provider' });
  await expect(link).toHaveAttribute('href', /^\/providers\/results\?category=EX/);
  await link.click();
  await expect(page.getByRole('checkbox', { name: '360° excavator' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Forward tipping dumper' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Reach truck' })).not.toBeChecked();
  for (const sector of [
    '/services/distribution-and-logistics',
    '/services/landfill',
    '/services/timber-yards',
    '/services/lifting-machinery',
  ]) {
    await page.goto(sector);
    await expect(
      page.getByRole('link', { name: 'find an accredited provider' }),
      sector,
    ).toHaveAttribute('href', /^\/providers\/results\?category=/);
  }
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('a search by postcode lists accredited providers nearest first, with an address to share', async ({
      page,
    }) => {
      await page.goto('/providers');
      const response = await searchFor(page, 'LS1 4AB');
      expect(response.status()).toBe(200);
      expect(new URL(page.url()).searchParams.get('where')).toBe('LS1 4AB');
      const names = await resultNames(page);
      expect(names[0]).toBe('Example Forklift Training (Leeds)');
      expect(names).not.toContain('Placeholder Lift Trucks North West');
      await expect(page.getByRole('textbox', { name: form.whereLabel })).toHaveValue('LS1 4AB');
      if (javaScriptEnabled) expect(await wcagViolations(page)).toEqual([]);
      // The address works again on its own: shared or bookmarked.
      await page.goto(page.url());
      expect((await resultNames(page))[0]).toBe('Example Forklift Training (Leeds)');
    });

    test('a search by town and by district, and a machine chosen', async ({ page }) => {
      await page.goto('/providers');
      await searchFor(page, 'Belfast');
      expect(await resultNames(page)).toEqual(['Example Training NI (Belfast)']);
      await searchFor(page, 'CF24');
      expect((await resultNames(page))[0]).toBe('Specimen Skills Cymru (Cardiff)');
      await page.goto('/providers');
      await searchFor(page, 'Manchester', ['Mobile crane']);
      const names = await resultNames(page);
      expect(names).toContain('Specimen Lifting Services (Manchester)');
      expect(names).not.toContain('Example Forklift Training (Leeds)');
      await expect(page.getByRole('checkbox', { name: 'Mobile crane' })).toBeChecked();
    });

    test('bad input gets the form again, the input kept, and one message', async ({ page }) => {
      for (const [where, message] of [
        ['', messages.where.missing],
        ['Atlantis', messages.where.unknown],
        ['<b>Leeds</b>', messages.where.unknown],
      ] as const) {
        const response = await page.goto(
          `${finderPaths.results}?${new URLSearchParams({ where })}`,
        );
        expect(response?.status(), where).toBe(400);
        await expect(page.getByRole('alert')).toContainText(message);
        await expect(page.getByRole('textbox', { name: form.whereLabel })).toHaveValue(where);
        if (javaScriptEnabled) expect(await wcagViolations(page)).toEqual([]);
      }
      const unknown = await page.goto(`${finderPaths.results}?where=Leeds&category=QQ`);
      expect(unknown?.status()).toBe(400);
      await expect(page.getByRole('alert')).toContainText(messages.category.unknown);
      const past = await page.goto(`${finderPaths.results}?where=Leeds&page=9`);
      expect(past?.status()).toBe(404);
      await page.getByRole('link', { name: messages.page.pastEnd }).click();
      expect((await resultNames(page)).length).toBeGreaterThan(0);
    });

    test('no results says so and suggests widening the search', async ({ page }) => {
      await page.goto(`${finderPaths.results}?where=Penzance&within=10`);
      await expect(
        page.getByRole('heading', { name: finderContent.none.heading, exact: true, level: 1 }),
      ).toBeVisible();
      await expect(page.getByText('Try a greater distance')).toBeVisible();
    });

    test('a name several places share offers them; a near miss suggests the place meant', async ({
      page,
    }) => {
      await page.goto('/providers');
      await searchFor(page, 'Newcastle');
      const choices = page.getByRole('list').filter({ hasText: 'Newcastle upon Tyne, England' });
      await expect(choices.getByRole('link')).toHaveText([
        'Newcastle upon Tyne, England',
        'Newcastle under Lyme, England',
        'Newcastle, Northern Ireland',
      ]);
      if (javaScriptEnabled) expect(await wcagViolations(page)).toEqual([]);
      await choices.getByRole('link', { name: 'Newcastle upon Tyne, England' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Newcastle upon Tyne');
      const response = await page.goto(`${finderPaths.results}?where=Edinbrugh`);
      expect(response?.status()).toBe(400);
      await page.getByRole('link', { name: 'Edinburgh, Scotland' }).click();
      await expect(page.getByRole('textbox', { name: form.whereLabel })).toHaveValue('Edinburgh');
      await page.goto(`${finderPaths.results}?where=Guernsey`);
      await expect(page.getByRole('alert')).toContainText(messages.where.crownDependency);
    });

    test('a far-away search shows the nearest providers at any distance', async ({ page }) => {
      await page.goto(`${finderPaths.results}?where=Kirkwall&within=50`);
      await expect(page.getByText('No accredited provider has a training centre')).toBeVisible();
      await expect(page.getByText('machines you chose')).toHaveCount(0);
      const nearest = page.getByRole('region', { name: finderContent.nearest.heading });
      await expect(nearest.getByRole('heading', { level: 3 })).toHaveCount(3);
      // Each with the town of its nearest centre.
      await expect(nearest.getByText(/^[A-Z][a-z]+, \d+ miles$/).first()).toBeVisible();
      if (javaScriptEnabled) expect(await wcagViolations(page)).toEqual([]);
    });

    test('each result names the town of its nearest centre, and the results the machines chosen', async ({
      page,
    }) => {
      await page.goto('/providers');
      await searchFor(page, 'LS1 4AB', ['Counterbalance lift truck', 'Telescopic handler']);
      const results = page.locator('section[aria-labelledby="answer-heading"]');
      await expect(
        results.getByText('Providers for: Counterbalance lift truck, Telescopic handler', {
          exact: true,
        }),
      ).toBeVisible();
      const first = results.locator('ol > li').first();
      await expect(first.locator('h3')).toHaveText('Example Forklift Training (Leeds)');
      await expect(
        first.getByText(
          /(^N|^Trains on your site; n)earest centre: Leeds, (under 1 mile|\d+ miles?)$/,
        ),
      ).toBeVisible();
      // A provider that has no centre says it trains on employers' sites only.
      await page.goto(`${finderPaths.results}?where=B1&within=10`);
      await expect(results.getByText('Providers for: all machines', { exact: true })).toBeVisible();
      await expect(
        results
          .locator('ol > li')
          .filter({ hasText: 'Example On-Site Training Midlands' })
          .getByText(/^Trains on employers’ sites only/),
      ).toBeVisible();
      // And the answer that finds none says what it looked for.
      await page.goto(`${finderPaths.results}?where=Penzance&category=CB&within=10`);
      await expect(
        page.getByText('Providers for: Counterbalance lift truck', { exact: true }),
      ).toBeVisible();
    });

    test('a provider’s page leads back to the results it was reached from, the search kept', async ({
      page,
    }) => {
      await page.goto('/providers');
      await page.getByRole('radio', { name: 'Within 25 miles' }).check();
      await searchFor(page, 'Leeds', ['Counterbalance lift truck']);
      const results = page.url();
      await page.getByRole('link', { name: 'Example Forklift Training (Leeds)' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Example Forklift Training (Leeds)',
      );
      // The same page as at its plain address, which is the one to index.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        /\/providers\/ZZ0001$/,
      );
      if (javaScriptEnabled) expect(await wcagViolations(page)).toEqual([]);
      await page.getByRole('link', { name: words.back }).click();
      expect(page.url()).toBe(results);
      await expect(page.getByRole('textbox', { name: form.whereLabel })).toHaveValue('Leeds');
      await expect(page.getByRole('checkbox', { name: 'Counterbalance lift truck' })).toBeChecked();
      await expect(page.getByRole('radio', { name: 'Within 25 miles' })).toBeChecked();
      expect((await resultNames(page))[0]).toBe('Example Forklift Training (Leeds)');
      // At its plain address, or with a `from` that is no search, there is no way back to offer.
      await page.goto('/providers/ZZ0001?from=https%3A%2F%2Felsewhere.example%2F');
      expect(new URL(page.url()).search).toBe('');
      await expect(page.getByRole('link', { name: words.back })).toHaveCount(0);
    });

    test('a provider found by its name, with its standing, or by its number', async ({ page }) => {
      await page.goto('/providers');
      const byName = page.getByRole('form', { name: nameForm.heading });
      await byName.getByRole('textbox', { name: nameForm.label }).fill('placeholder TRAINING');
      await byName.getByRole('button', { name: nameForm.submitLabel }).click();
      const found = page.locator('section[aria-labelledby="answer-heading"] ol > li');
      await expect(found.locator('h3')).toHaveText([
        'Placeholder Training London',
        'Placeholder Training North East',
      ]);
      await expect(found.first()).toContainText('Accredited until 31 December 2027');
      await expect(page.getByRole('textbox', { name: nameForm.label })).toHaveValue(
        'placeholder TRAINING',
      );
      if (javaScriptEnabled) expect(await wcagViolations(page)).toEqual([]);
      // A suspended provider is found too, and says so.
      await page.getByRole('textbox', { name: nameForm.label }).fill('lift trucks north-west');
      await page.getByRole('button', { name: nameForm.submitLabel }).click();
      await expect(found.first()).toContainText('Placeholder Lift Trucks North West');
      await expect(found.first()).toContainText('Accreditation suspended since 3 November 2026');
      // A number, however written, goes straight to the provider's page.
      await page.getByRole('textbox', { name: nameForm.label }).fill('zz 0001');
      await page.getByRole('button', { name: nameForm.submitLabel }).click();
      await expect(page).toHaveURL(/\/providers\/ZZ0001$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Example Forklift Training (Leeds)',
      );
    });

    test('a name no provider has says so, the text kept; an empty one asks for a name', async ({
      page,
    }) => {
      const none = await page.goto(`${finderPaths.named}?name=Cranes+R+Us`);
      expect(none?.status()).toBe(200);
      // Said once as the page's heading; the notice's own title does not repeat it as a heading.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        finderContent.named.none.heading,
      );
      await expect(page.locator('#answer-heading')).toHaveText(finderContent.named.none.heading);
      await expect(page.getByRole('textbox', { name: nameForm.label })).toHaveValue('Cranes R Us');
      if (javaScriptEnabled) expect(await wcagViolations(page)).toEqual([]);
      const empty = await page.goto(`${finderPaths.named}?name=`);
      expect(empty?.status()).toBe(400);
      await expect(page.getByRole('alert')).toContainText(messages.name.missing);
      await expect(page.getByRole('textbox', { name: nameForm.label })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(page.getByRole('textbox', { name: form.whereLabel })).not.toHaveAttribute(
        'aria-invalid',
      );
      if (javaScriptEnabled) expect(await wcagViolations(page)).toEqual([]);
    });

    test('a provider’s page: standing, centres, contact and the instructors who agreed to be named', async ({
      page,
    }) => {
      const response = await page.goto('/providers/ZZ0001');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Example Forklift Training (Leeds)',
      );
      await expect(
        page.getByRole('heading', { name: words.standings.accredited.label, exact: true }),
      ).toBeVisible();
      await expect(page.getByText('Unit 4, Example Trading Estate, Leeds')).toBeVisible();
      await expect(page.getByRole('cell', { name: 'Priya Example' })).toBeVisible();
      await expect(page.getByText('Tom Sample')).toHaveCount(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        /\/providers\/ZZ0001$/,
      );
      if (javaScriptEnabled) expect(await wcagViolations(page)).toEqual([]);
    });

    test('a suspended provider’s page says so plainly, and the finder never lists it', async ({
      page,
    }) => {
      await page.goto('/providers/ZZ0009');
      await expect(
        page.getByRole('heading', { name: words.standings.suspended.label, exact: true }),
      ).toBeVisible();
      await expect(page.getByText(words.standings.suspended.text)).toBeVisible();
      await page.goto(`${finderPaths.results}?where=Salford&within=100`);
      expect(await resultNames(page)).not.toContain('Placeholder Lift Trucks North West');
    });
  });
}

test('an operator check’s match names the provider that trained the operator, linking to its page', async ({
  page,
}) => {
  await page.goto('/check');
  await page.getByRole('textbox', { name: checkContent.form.numberLabel }).fill('ZZ000001');
  await page.getByRole('textbox', { name: checkContent.form.surnameLabel }).fill('Example');
  await page.getByRole('button', { name: checkContent.form.submitLabel }).click();
  const link = page.getByRole('link', { name: 'Example Forklift Training (Leeds)' });
  await expect(link).toHaveAttribute('href', '/providers/ZZ0001');
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Example Forklift Training (Leeds)',
  );
  await expect(
    page.getByRole('link', { name: 'Check an operator’s registration' }),
  ).toHaveAttribute('href', '/check');
});
