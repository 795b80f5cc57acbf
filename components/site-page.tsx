import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { blocks } from '@/content/blocks';
import { type PersonCheckAnswerKind, checkAnswerHeading } from '@/content/checks';
import { type CrewAnswerKind, crewAnswerHeading } from '@/content/crew-check';
import { type FinderAnswerKind, finderAnswerHeading } from '@/content/providers';
import { type VerifyAnswerKind, verifyAnswerHeading } from '@/content/verify';
import { type PortalAnswerKind, portalAnswerHeading } from '@/content/portal';
import { type ConsoleAnswerKind, consoleAnswerHeading } from '@/content/console';
import { type EmailsAnswerKind, emailsAnswerHeading } from '@/content/holders';
import { type CardAnswerKind, cardAnswerHeading } from '@/content/card';
import { constants } from '@/content/constants';
import { notFoundContent } from '@/content/not-found';
import { type PageName, pages } from '@/content/pages';
import { site } from '@/content/site';
import { slides } from '@/content/slides';
import { uiText } from '@/content/ui';
import { opensWithForm, resolveBlocks } from '@/lib/blocks';
import { pageMetadata } from '@/lib/metadata';
import { breadcrumbTrail, checkItems, getPage, headerTitle, navItems } from '@/lib/pages';
import { siteUrl } from '@/lib/config';
import {
  breadcrumbSchema,
  faqPageSchema,
  jsonLdGraph,
  organizationReference,
  organizationSchema,
  serviceSchema,
  websiteSchema,
} from '@/lib/structured-data';
import type { Thing } from 'schema-dts';
import type { PageEntry } from '@/content/types';
import { JsonLd } from './json-ld';
import { InnerHeader } from './inner-header';
import { NotFoundSection } from './not-found-section';
import { PageBlocks } from './page-blocks';
import { SiteHeader } from './site-header';
import { SlideShow } from './slide-show';

export const mainContentId = 'main-content';
/** What the inner header's scroll button goes to: the page's content below the header. */
export const pageContentId = 'page-content';

/** The pages that describe the organisation whole in their structured data. */
const wholeOrganisationPaths: readonly string[] = ['/', '/about'];

/** The metadata of the page with this name, for its route's `metadata` export. */
export function metadataFor(name: PageName): Metadata {
  return pageMetadata(getPage(pages, name), site);
}

/** The shared header (with the page's own header content), then the page's main content. */
function PageFrame({
  currentPath,
  header,
  structuredData = [],
  children,
}: {
  currentPath: string;
  header: ReactNode;
  /** What this page adds to the organisation and website every page describes. */
  structuredData?: readonly Thing[];
  children: ReactNode;
}) {
  // The organisation whole on Home and About, and the website on Home; every other page names
  // the organisation by its @id (lib/structured-data.ts, `organizationReference`).
  const graph = jsonLdGraph([
    ...(wholeOrganisationPaths.includes(currentPath)
      ? [organizationSchema(site, siteUrl, site.logo.src)]
      : [organizationReference(site, siteUrl)]),
    ...(currentPath === '/' ? [websiteSchema(site, siteUrl)] : []),
    ...structuredData,
  ]);
  return (
    <>
      <SiteHeader
        site={site}
        navItems={navItems(pages)}
        checkItems={checkItems(pages)}
        currentPath={currentPath}
        ui={uiText}
      />
      {/* The page's own header (its h1) opens <main>, so the one skip link passes nothing of the
          page's own (issue 45). */}
      <main id={mainContentId} tabIndex={-1} className="outline-none">
        {header}
        <div id={pageContentId}>{children}</div>
      </main>
      <JsonLd data={graph} />
    </>
  );
}

/**
 * A whole page from the content model: the slide carousel or the inner header, as the page entry
 * says, then the blocks the component configuration gives the page.
 */
export function SitePage({
  name,
  checkAnswer,
  finderAnswer,
  crewAnswer,
  verifyAnswer,
  portalAnswer,
  consoleAnswer,
  emailsAnswer,
  cardAnswer,
}: {
  name: PageName;
  /**
   * On a person check's page: the answer it shows (app/check/answers/[kind],
   * app/instructors/check/answers/[kind]).
   */
  checkAnswer?: PersonCheckAnswerKind;
  /** On the provider finder's page: the answer it shows (app/providers/answers/[kind]). */
  finderAnswer?: FinderAnswerKind;
  /** On the crew check's page: the answer it shows (app/check/crew/answers/[kind]). */
  crewAnswer?: CrewAnswerKind;
  /** On the verify page: the answer it shows (app/verify/answers/[kind]). */
  verifyAnswer?: VerifyAnswerKind;
  /** On the providers' portal: the page the function answers with (app/portal/answers/[kind]). */
  portalAnswer?: PortalAnswerKind;
  /** On the staff console: the page the function answers with (app/console/answers/[kind]). */
  consoleAnswer?: ConsoleAnswerKind;
  /** On the holders' emails' page: the page the function answers with (app/emails/answers/[kind]). */
  emailsAnswer?: EmailsAnswerKind;
  /** On the holder's card: the page the function answers with (app/card/answers/[kind]). */
  cardAnswer?: CardAnswerKind;
}) {
  const page: PageEntry = getPage(pages, name);
  const trail = breadcrumbTrail(pages, page.pageUrl);
  const structuredData: Thing[] = [];
  if (!page.headerProps.showCarousel) structuredData.push(breadcrumbSchema(trail, siteUrl));
  if (page.serviceType) {
    structuredData.push(
      serviceSchema(
        {
          name: headerTitle(page),
          serviceType: page.serviceType,
          description: page.description,
          path: page.pageUrl,
        },
        siteUrl,
      ),
    );
  }
  const pageBlocks = resolveBlocks(blocks, page.pageName);
  for (const block of pageBlocks)
    if (block.type === 'questions')
      structuredData.push(faqPageSchema(block.props, page.pageUrl, siteUrl));
  const header = page.headerProps.showCarousel ? (
    <SlideShow slides={slides} intervalMs={constants.slideIntervalMs} labels={uiText.slides} />
  ) : (
    <InnerHeader
      title={
        checkAnswer
          ? checkAnswerHeading(checkAnswer)
          : finderAnswer
            ? finderAnswerHeading(finderAnswer)
            : crewAnswer
              ? crewAnswerHeading(crewAnswer)
              : verifyAnswer
                ? verifyAnswerHeading(verifyAnswer)
                : portalAnswer
                  ? portalAnswerHeading(portalAnswer)
                  : consoleAnswer
                    ? consoleAnswerHeading(consoleAnswer)
                    : emailsAnswer
                      ? emailsAnswerHeading(emailsAnswer)
                      : cardAnswer
                        ? cardAnswerHeading(cardAnswer)
                        : headerTitle(page)
      }
      summary={
        checkAnswer ||
        finderAnswer ||
        crewAnswer ||
        verifyAnswer ||
        portalAnswer ||
        consoleAnswer ||
        emailsAnswer ||
        cardAnswer
          ? undefined
          : page.description
      }
      bgImage={page.headerProps.bgImage}
      contentId={pageContentId}
      formFirst={opensWithForm(pageBlocks)}
      plain={page.headerProps.plain}
      breadcrumbs={{
        // A finder's answer is a page below the finder: "Find a provider" leads back to it.
        trail: finderAnswer
          ? [...trail, { name: finderAnswerHeading(finderAnswer), path: `${page.pageUrl}#answer` }]
          : trail,
        label: uiText.breadcrumb,
      }}
    />
  );
  return (
    <PageFrame currentPath={page.pageUrl} header={header} structuredData={structuredData}>
      <PageBlocks
        blocks={pageBlocks}
        ui={uiText}
        checkAnswer={checkAnswer}
        finderAnswer={finderAnswer}
        crewAnswer={crewAnswer}
        verifyAnswer={verifyAnswer}
        portalAnswer={portalAnswer}
        consoleAnswer={consoleAnswer}
        emailsAnswer={emailsAnswer}
        cardAnswer={cardAnswer}
      />
    </PageFrame>
  );
}

/** The 404 page: the same frame, a plain explanation and the main routes. */
export function NotFoundPage() {
  return (
    <PageFrame
      currentPath=""
      header={
        <InnerHeader
          title={notFoundContent.title}
          summary={notFoundContent.description}
          bgImage={notFoundContent.bgImage}
          contentId={pageContentId}
        />
      }
    >
      <NotFoundSection {...notFoundContent} links={navItems(pages)} />
    </PageFrame>
  );
}
