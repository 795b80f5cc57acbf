// The finder's page links to the feeds of providers suspended or withdrawn: a line under its
// search that a visitor reads, and the page's head for a feed reader given the page's address.
import { DomUtils, parseDocument } from 'htmlparser2';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { finderContent } from '@/content/providers';
import { withFeeds } from '@/lib/metadata';
import { metadataFor } from '../site-page';
import { finderPaths } from '@/functions/vocabulary/paths.js';
import { ProviderFinderSection } from './provider-finder-section';

const feedLinks = (html: string) =>
  DomUtils.findAll(
    (element) =>
      element.name === 'a' &&
      [finderPaths.atomFeed, finderPaths.jsonFeed].includes(element.attribs.href ?? ''),
    parseDocument(html).children,
  );

describe('the finder’s links to the feeds', () => {
  it('are a line under the search on /providers, each named for its format', () => {
    const html = renderToStaticMarkup(<ProviderFinderSection content={finderContent} />);
    const links = feedLinks(html);
    expect(links.map((link) => [link.attribs.href, DomUtils.textContent(link)])).toEqual([
      [finderPaths.atomFeed, 'Atom feed'],
      [finderPaths.jsonFeed, 'JSON Feed'],
    ]);
    // After both forms, in one paragraph that says what the feeds hold.
    const line = links[0]!.parent as Parameters<typeof DomUtils.textContent>[0];
    expect(DomUtils.textContent(line)).toBe(
      'Follow the providers whose accreditation is suspended or withdrawn: Atom feed or JSON Feed.',
    );
    expect(html.indexOf(finderPaths.atomFeed)).toBeGreaterThan(html.lastIndexOf('</form>'));
  });

  it('are not on the answers to a search, which are about it', () => {
    const html = renderToStaticMarkup(
      <ProviderFinderSection content={finderContent} answer="finder-none" />,
    );
    expect(feedLinks(html)).toEqual([]);
  });

  it('are in the page’s head too, as alternates of their types, its canonical address kept', () => {
    // As app/providers/page.tsx makes its metadata (a test here may not import app/, which
    // imports components/: scripts/test/folders.test.ts).
    const metadata = withFeeds(metadataFor('Find a provider'), finderContent.feeds.alternates);
    expect(metadata.title).toBe(metadataFor('Find a provider').title);
    expect(metadata.alternates).toEqual({
      canonical: '/providers',
      types: {
        'application/atom+xml': [
          { url: finderPaths.atomFeed, title: 'Training providers suspended or withdrawn' },
        ],
        'application/feed+json': [
          { url: finderPaths.jsonFeed, title: 'Training providers suspended or withdrawn' },
        ],
      },
    });
  });
});
