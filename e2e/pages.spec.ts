import { uiText } from '@/content/ui';
import type { Page } from '@playwright/test';
import { accreditationContent } from '@/content/accreditation';
import { accessibilityContent } from '@/content/accessibility';
import { coreValuesContent } from '@/content/core-values';
import { contactContent } from '@/content/contact';
import {
  checkIntroContent,
  contactPrompt,
  coreValuesLink,
  heroContent,
  missionContent,
  partnersContent,
  servicesContent,
  whyContent,
} from '@/content/home';
import { instructorsContent } from '@/content/instructors';
import { privacyContent } from '@/content/privacy';
import { registerPrivacyContent } from '@/content/privacy-register';
import {
  constructionContent,
  distributionContent,
  landfillContent,
  liftingContent,
  timberContent,
} from '@/content/sectors';
import { site } from '@/content/site';
import { slides } from '@/content/slides';
import { termsContent } from '@/content/terms';
import { addressLines } from '@/content/address';
import { expect, test } from './fixtures';

/** The h2 headings inside `main`, in document order. */
const mainHeadings = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();

/** Distinct left edges of a list's items: how many columns the grid shows. */
const columnCount = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll(
      (items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().left))).size,
    );

const homeBlockHeadings = [
  partnersContent.heading,
  servicesContent.heading,
  checkIntroContent.heading,
  whyContent.heading,
  missionContent.heading,
];

test('Home shows its specified blocks in order', async ({ page }) => {
  await page.goto('/');
  await expect(
    page
      .getByRole('region', { name: uiText.slides.label })
      .getByText(slides[0].title, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroContent.heading);
  expect(await mainHeadings(page)).toEqual([...homeBlockHeadings, contactPrompt.heading]);

  // Hero: five images in columns, all loaded.
  const heroImages = page.locator('section[aria-labelledby="hero-heading"] img');
  await expect(heroImages).toHaveCount(5);
  for (const image of await heroImages.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
  expect(await columnCount(page, 'section[aria-labelledby="hero-heading"] li')).toBe(5);

  // Partner logos.
  for (const logo of partnersContent.logos) {
    await expect(page.getByRole('img', { name: logo.alt, exact: true })).toBeAttached();
  }

  // Company Services: six cards, three columns on Home, each one link (its title) to its page.
  const cards = page.locator('section[aria-labelledby="services-heading"] li');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
    servicesContent.services.map((card) => card.title),
  );
  for (const [i, card] of servicesContent.services.entries()) {
    await expect(cards.nth(i).getByRole('link')).toHaveCount(1);
    await expect(cards.nth(i).getByRole('link', { name: card.title, exact: true })).toHaveAttribute(
      'href',
      card.navigate,
    );
  }
  expect(await columnCount(page, 'section[aria-labelledby="services-heading"] li')).toBe(3);

  // Why: three tick lists.
  const why = page.locator('section[aria-labelledby="why-heading"]');
  await expect(why.getByRole('heading', { level: 3 })).toHaveText([
    'Our Aims',
    'Benefits',
    'Objectives',
  ]);
  for (const [i, column] of whyContent.columns.entries()) {
    await expect(why.getByRole('list').nth(i).getByRole('listitem')).toHaveCount(
      column.items.length,
    );
  }
  await expect(why.getByRole('link', { name: 'Health and Safety Executive' })).toHaveAttribute(
    'href',
    'https://www.hse.gov.uk/',
  );

  // Mission: three pillars and a quote.
  const mission = page.locator('section[aria-labelledby="mission-heading"]');
  await expect(mission.getByRole('heading', { level: 3 })).toHaveText([
    'Training Excellence',
    'Industry Neutrality',
    'Safety and Fairness',
  ]);
  await expect(mission.locator('blockquote')).toHaveText(missionContent.quote.text);
});

test('About shows the blocks Home shows below its hero, then a link to Core Values', async ({
  page,
}) => {
  await page.goto('/about');
  expect(await mainHeadings(page)).toEqual([...homeBlockHeadings, coreValuesLink.heading]);
  await expect(page.getByRole('link', { name: coreValuesLink.link.text })).toHaveAttribute(
    'href',
    '/core-values',
  );
});

for (const [path, content] of [
  ['/instructors', instructorsContent],
  ['/accreditation', accreditationContent],
  ['/services/distribution-and-logistics', distributionContent],
  ['/services/construction', constructionContent],
  ['/services/landfill', landfillContent],
  ['/services/timber-yards', timberContent],
  ['/services/lifting-machinery', liftingContent],
] as const) {
  test(`${path} shows the shared content view: image, intro, benefits, closing text and a prompt to /contact`, async ({
    page,
  }) => {
    await page.goto(path);
    const main = page.getByRole('main');
    expect(await mainHeadings(page)).toEqual([
      content.heading,
      content.benefitsHeading,
      content.closingHeading,
    ]);
    await expect(main.getByRole('img', { name: content.image.alt })).toBeVisible();
    await expect(main.getByText(content.intro[0] as string)).toBeVisible();
    await expect(main.getByRole('heading', { level: 3 })).toHaveText(
      content.benefits.map((b) => b.title),
    );
    await expect(main.getByText(content.closingText[0] as string)).toBeVisible();
    await expect(main.getByRole('link', { name: content.prompt.linkText })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
}

test('Instructors and Accreditation cover the specified benefits', async ({ page }) => {
  await page.goto('/instructors');
  for (const phrase of [
    /existing qualifications/i,
    /free training advice/i,
    /network of instructors/i,
    /low registration cost/i,
  ]) {
    await expect(page.getByRole('main').getByRole('heading', { name: phrase })).toBeVisible();
  }
  await page.goto('/accreditation');
  for (const phrase of [
    /yearly certificate/i,
    /free training resources/i,
    /low-cost national certification/i,
    /database of instructors/i,
    /realistic accreditation cost/i,
  ]) {
    await expect(page.getByRole('main').getByRole('heading', { name: phrase })).toBeVisible();
  }
  await expect(page.getByRole('main')).toContainText(/insurance/);
});

test('Core Values shows the six values in three columns and the closing paragraph', async ({
  page,
}) => {
  await page.goto('/core-values');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Core Values: Guiding Principles of the scheme' }),
  ).toBeVisible();
  await expect(page.getByText(coreValuesContent.intro)).toBeVisible();
  const values = page.locator('section[aria-labelledby="values-heading"] li');
  await expect(values.getByRole('heading', { level: 3 })).toHaveText([
    'Safety First',
    'Professionalism',
    'Neutrality and Transparency',
    'Continuous Improvement',
    'Fairness and Inclusivity',
    'Empowerment',
  ]);
  expect(await columnCount(page, 'section[aria-labelledby="values-heading"] li')).toBe(3);
  await expect(page.getByText(coreValuesContent.closing)).toContainText(
    'raising industry standards',
  );
});

for (const [path, content, phrases] of [
  [
    '/terms',
    termsContent,
    [/written/i, /own risk/i, /indemn/i, /courier/i, /card details/i, /consent/i, /device/i],
  ],
  [
    '/privacy',
    privacyContent,
    [
      /\(IP\) address/,
      /browser/i,
      /cookies/i,
      /postal address/i,
      /Information Commissioner/,
      /no cookies/i,
    ],
  ],
  [
    '/privacy/register',
    registerPrivacyContent,
    [/registration number/, /photograph/, /providers’ portal/, /one cookie/],
  ],
  ['/accessibility', accessibilityContent, [/WCAG 2\.2/, /AA/, /keyboard/i, /Equality Advisory/]],
] as const) {
  test(`${path} shows its document with every section`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole('main');
    const headings = content.sections.map((s) => s.heading);
    for (const heading of headings) {
      await expect(
        main.getByRole('heading', { level: 2, name: heading, exact: true }),
      ).toBeVisible();
    }
    for (const phrase of phrases) await expect(main).toContainText(phrase);

    // The contents list links to every section.
    const contents = main.getByRole('navigation', { name: uiText.onThisPage }).getByRole('link');
    await expect(contents).toHaveText(headings);
    await contents.last().click();
    await expect(main.getByRole('heading', { name: headings.at(-1) })).toBeInViewport();
  });
}

test('Contact shows the Get in touch form beside the contact details', async ({ page }) => {
  await page.goto('/contact');
  const details = page.getByRole('region', { name: contactContent.detailsHeading });
  const address = details.locator('address');
  await expect(address.locator('span')).toHaveText(addressLines(site.contact));
  expect(addressLines(site.contact)).toHaveLength(3);
  await expect(details.getByRole('link', { name: site.contact.email })).toHaveAttribute(
    'href',
    `mailto:${site.contact.email}`,
  );
  await expect(details.getByRole('link', { name: site.contact.phone })).toHaveAttribute(
    'href',
    /^tel:\+44/,
  );

  const form = page.getByRole('form', { name: 'Get in touch' });
  await expect(form).toBeVisible();
  const [detailsBox, formBox] = [await details.boundingBox(), await form.boundingBox()];
  expect(formBox!.x).toBeGreaterThan(detailsBox!.x + detailsBox!.width - 1);
});
