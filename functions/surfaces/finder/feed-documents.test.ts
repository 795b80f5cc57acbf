// The feed of the providers suspended or withdrawn (feed-documents.js): which providers it lists,
// in what order and with what dates, and the two documents, Atom read back as XML (htmlparser2 in
// its XML mode) and JSON Feed read back as JSON. feeds.firestore.test.ts reads both through the
// handler.
import { DomUtils, parseDocument, parseFeed } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import type { ProviderVersion } from '../../providers.js';
import {
  atomDocument,
  feedOf,
  feedWords,
  jsonFeedDocument,
  rfc3339,
  xmlText,
} from './feed-documents.js';

const siteUrl = 'https://scheme.example';
const today = '2026-11-25';
const registerUpdated = new Date('2026-11-20T09:30:15.250Z');
const now = new Date('2026-11-25T12:00:00Z');

const provider = (
  number: string,
  name: string,
  more: Partial<ProviderVersion> = {},
): ProviderVersion => ({
  number,
  name,
  status: 'accredited',
  accreditedUntil: '2028-03-31',
  categories: ['CB'],
  centres: [],
  siteAreas: ['LS'],
  phone: '0113 496 0000',
  email: 'office@example.com',
  website: 'https://example.com/',
  statusSince: '2024-01-10',
  ...more,
});

const providers = [
  provider('TP0001', 'Accredited Lifts'),
  provider('TP0002', 'Lapsed Lifts', { accreditedUntil: '2026-11-24' }),
  // Suspended in the winter (GMT) and withdrawn in the summer (BST): each day starts at UK midnight.
  provider('TP0003', 'Smith & O’Neill <Lifts> "Ltd"\u0007', {
    status: 'suspended',
    statusSince: '2026-11-03',
  }),
  provider('TP0004', 'Withdrawn Plant', { status: 'withdrawn', statusSince: '2026-07-14' }),
  // Stored before the register kept the day: no day, and after every one with a day.
  provider('TP0006', 'Old Suspension', { status: 'suspended', statusSince: undefined }),
  provider('TP0005', 'Old Withdrawal', { status: 'withdrawn', statusSince: undefined }),
];

const feed = feedOf(providers, { siteUrl, today, registerUpdated, now });

describe('the feed’s entries', () => {
  it('lists each provider suspended or withdrawn, by the day it took its status, newest first, then those without a day', () => {
    expect(feed.entries.map((entry) => [entry.number, entry.status, entry.since])).toEqual([
      ['TP0003', 'suspended', '2026-11-03'],
      ['TP0004', 'withdrawn', '2026-07-14'],
      ['TP0005', 'withdrawn', undefined],
      ['TP0006', 'suspended', undefined],
    ]);
  });

  it('says who, what and since when, and links to the provider’s page', () => {
    const [suspended, withdrawn, undated] = feed.entries;
    expect(suspended).toMatchObject({
      id: 'https://scheme.example/providers/TP0003#suspended-2026-11-03',
      url: 'https://scheme.example/providers/TP0003',
      title: 'Smith & O’Neill <Lifts> "Ltd"\u0007 (TP0003): accreditation suspended',
      summary:
        'Smith & O’Neill <Lifts> "Ltd"\u0007, accreditation number TP0003: accreditation suspended since 3 November 2026. Training and tests it gives while suspended are not accredited by the scheme.',
    });
    expect(withdrawn!.summary).toBe(
      'Withdrawn Plant, accreditation number TP0004: accreditation withdrawn on 14 July 2026. Training and tests it gives are not accredited by the scheme.',
    );
    expect(undated).toMatchObject({
      id: 'https://scheme.example/providers/TP0005#withdrawn',
      summary:
        'Old Withdrawal, accreditation number TP0005: accreditation withdrawn. Training and tests it gives are not accredited by the scheme.',
    });
  });

  it('dates each at the start of its UK day, and one without a day at the register’s last update', () => {
    const [suspended, withdrawn, undated] = feed.entries;
    expect([suspended!.updated, suspended!.published].map((at) => at && rfc3339(at))).toEqual([
      '2026-11-03T00:00:00Z',
      '2026-11-03T00:00:00Z',
    ]);
    expect(rfc3339(withdrawn!.updated)).toBe('2026-07-13T23:00:00Z');
    expect([undated!.updated, undated!.published]).toEqual([registerUpdated, undefined]);
  });

  it('is updated when its newest entry is, else when the register was, else now', () => {
    expect(feed.updated).toEqual(registerUpdated);
    const dated = providers.slice(0, 4);
    expect(feedOf(dated, { siteUrl, today, registerUpdated, now }).updated).toEqual(
      new Date('2026-11-03T00:00:00Z'),
    );
    const none = providers.slice(0, 2);
    expect(feedOf(none, { siteUrl, today, registerUpdated, now })).toMatchObject({
      entries: [],
      updated: registerUpdated,
    });
    expect(feedOf(none, { siteUrl, today, registerUpdated: undefined, now }).updated).toEqual(now);
  });
});

type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];

/** The Atom document read back as XML: the feed's element, and what is in it. */
function readAtom(text: string) {
  const document = parseDocument(text, { xmlMode: true });
  const children = (element: { children: Element['children'] }, name: string) =>
    DomUtils.getElementsByTagName(name, element.children, false);
  const textOf = (element: Element, name: string) =>
    DomUtils.textContent(children(element, name)[0]!);
  const links = (element: Element) =>
    children(element, 'link').map((link) => ({ ...link.attribs }));
  return { document, root: children(document, 'feed')[0]!, children, text: textOf, links };
}

describe('the feed in Atom', () => {
  const text = atomDocument(feed);
  const atom = readAtom(text);

  it('is an Atom feed: its id, title, updated, author and links to itself, the finder and the JSON', () => {
    expect(text.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed ')).toBe(true);
    expect(atom.root.attribs).toEqual({
      xmlns: 'http://www.w3.org/2005/Atom',
      'xml:lang': 'en-GB',
    });
    expect(atom.text(atom.root, 'id')).toBe(
      'https://scheme.example/providers/suspended-or-withdrawn.atom',
    );
    expect(atom.text(atom.root, 'title')).toBe(feedWords.title);
    expect(atom.text(atom.root, 'updated')).toBe('2026-11-20T09:30:15Z');
    expect(atom.text(atom.children(atom.root, 'author')[0]!, 'name')).toBe(feedWords.author);
    expect(atom.links(atom.root)).toEqual([
      { rel: 'alternate', type: 'text/html', href: 'https://scheme.example/providers' },
      {
        rel: 'self',
        type: 'application/atom+xml',
        href: 'https://scheme.example/providers/suspended-or-withdrawn.atom',
      },
      {
        rel: 'alternate',
        type: 'application/feed+json',
        href: 'https://scheme.example/providers/suspended-or-withdrawn.json',
      },
    ]);
  });

  it('has an entry for each, with its id, title, updated, link and summary, in the feed’s order', () => {
    const entries = atom.children(atom.root, 'entry');
    expect(entries.map((entry) => atom.text(entry, 'id'))).toEqual(
      feed.entries.map((entry) => entry.id),
    );
    const [first] = entries;
    expect({
      title: atom.text(first!, 'title'),
      updated: atom.text(first!, 'updated'),
      published: atom.text(first!, 'published'),
      links: atom.links(first!),
      category: atom.children(first!, 'category')[0]!.attribs,
      summary: atom.text(first!, 'summary'),
    }).toEqual({
      title: 'Smith & O’Neill <Lifts> "Ltd" (TP0003): accreditation suspended',
      updated: '2026-11-03T00:00:00Z',
      published: '2026-11-03T00:00:00Z',
      links: [
        { rel: 'alternate', type: 'text/html', href: 'https://scheme.example/providers/TP0003' },
      ],
      category: { term: 'suspended' },
      summary: expect.stringMatching(/^Smith & O’Neill <Lifts> "Ltd", accreditation number/),
    });
    // No day, no published date: Atom's is optional, its updated is not.
    expect(atom.children(entries[2]!, 'published')).toEqual([]);
    expect(atom.text(entries[2]!, 'updated')).toBe('2026-11-20T09:30:15Z');
  });

  it('reads as a feed to a reader of feeds (htmlparser2’s own): each entry its title, link and date', () => {
    const read = parseFeed(text, { xmlMode: true })!;
    expect([read.type, read.id, read.title, read.link]).toEqual([
      'atom',
      'https://scheme.example/providers/suspended-or-withdrawn.atom',
      feedWords.title,
      'https://scheme.example/providers',
    ]);
    expect(read.items.map((item) => [item.link, item.pubDate?.toISOString()])).toEqual([
      ['https://scheme.example/providers/TP0003', '2026-11-03T00:00:00.000Z'],
      ['https://scheme.example/providers/TP0004', '2026-07-13T23:00:00.000Z'],
      ['https://scheme.example/providers/TP0005', '2026-11-20T09:30:15.000Z'],
      ['https://scheme.example/providers/TP0006', '2026-11-20T09:30:15.000Z'],
    ]);
  });

  it('escapes what a name holds, and drops what XML cannot hold', () => {
    // A name's markup is text: no element of its own, and nothing but the feed's own elements.
    const names = DomUtils.findAll(() => true, atom.document.children).map((e) => e.name);
    expect(new Set(names)).toEqual(
      new Set([
        'feed',
        'id',
        'title',
        'subtitle',
        'updated',
        'published',
        'author',
        'name',
        'uri',
        'link',
        'entry',
        'category',
        'summary',
      ]),
    );
    expect(text).toContain('Smith &amp; O’Neill &lt;Lifts&gt; &quot;Ltd&quot; (TP0003)');
    expect(text).not.toContain('\u0007');
    expect(xmlText('a\u0000b\uD800c\u{1F600}\t\n&\'"')).toBe('abc\u{1F600}\t\n&amp;&apos;&quot;');
  });
});

describe('the feed in JSON Feed 1.1', () => {
  const json = JSON.parse(jsonFeedDocument(feed));

  it('is a JSON feed: its version, title, addresses and author', () => {
    expect(json).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      title: feedWords.title,
      description: feedWords.subtitle,
      home_page_url: 'https://scheme.example/providers',
      feed_url: 'https://scheme.example/providers/suspended-or-withdrawn.json',
      language: 'en-GB',
      authors: [{ name: feedWords.author, url: 'https://scheme.example/' }],
    });
  });

  it('has an item for each, with its id, address, title, text, dates and the provider as data', () => {
    expect(json.items.map((item: { id: string }) => item.id)).toEqual(
      feed.entries.map((entry) => entry.id),
    );
    expect(json.items[1]).toEqual({
      id: 'https://scheme.example/providers/TP0004#withdrawn-2026-07-14',
      url: 'https://scheme.example/providers/TP0004',
      title: 'Withdrawn Plant (TP0004): accreditation withdrawn',
      content_text: feed.entries[1]!.summary,
      date_published: '2026-07-13T23:00:00Z',
      date_modified: '2026-07-13T23:00:00Z',
      tags: ['withdrawn'],
      _provider: {
        accreditation_number: 'TP0004',
        name: 'Withdrawn Plant',
        status: 'withdrawn',
        status_since: '2026-07-14',
      },
    });
    // No day: no published date (JSON Feed's are optional) and a status_since of null.
    expect(json.items[2]).not.toHaveProperty('date_published');
    expect(json.items[2]).toMatchObject({
      date_modified: '2026-11-20T09:30:15Z',
      _provider: { status_since: null },
    });
  });
});
