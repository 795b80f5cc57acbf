// The feed of the providers suspended or withdrawn (finderPaths.atomFeed and .jsonFeed), which
// employers and other schemes follow: which providers it lists and what it says of each, and the
// two documents made from the same entries, Atom (RFC 4287) and JSON Feed 1.1. Pure: the
// register's records in, text out (feeds.js answers with them).
import { standingNote } from '../../providers.js';
import { ukDayStart } from '../../vocabulary/dates.js';
import { finderPaths } from '../../vocabulary/paths.js';

/** The feed's own words. */
export const feedWords = {
  title: 'Training providers suspended or withdrawn',
  subtitle:
    'Every training provider whose accreditation the scheme has suspended or withdrawn, newest first. Training and tests they give are not accredited by the scheme.',
  // Atom asks for an author; the function knows the scheme by no name of its own (content/ does).
  author: 'The scheme’s register of training providers',
};

/** What each status the feed lists says of the training a provider gives. */
const consequences = {
  suspended: 'Training and tests it gives while suspended are not accredited by the scheme.',
  withdrawn: 'Training and tests it gives are not accredited by the scheme.',
};

/**
 * @typedef {{ id: string, url: string, title: string, summary: string, number: string,
 *   name: string, status: 'suspended' | 'withdrawn', since: string | undefined, updated: Date,
 *   published: Date | undefined }} FeedEntry
 * A provider in the feed. `id`: its page's address and what it became when, so that a provider
 * suspended again, or withdrawn after a suspension, is a new entry to a reader; `since`: the UK
 * day it took its status, where the register has it; `published`: that day's start;
 * `updated`: the same, or for a provider without a day the register's own last update (the
 * latest moment the register is known to say so).
 */

/**
 * @typedef {{ title: string, subtitle: string, author: string, siteUrl: string,
 *   homePageUrl: string, atomUrl: string, jsonUrl: string, updated: Date,
 *   entries: FeedEntry[] }} Feed
 */

/**
 * A provider's entry, or undefined unless the register has it suspended or withdrawn (a lapsed
 * provider's accreditation ended on a day its file gives: no news of the scheme's).
 * @param {import('../../providers.js').ProviderVersion} provider
 * @param {{ siteUrl: string, today: string, registerUpdated: Date }} at
 * @returns {FeedEntry | undefined}
 */
function entryOf(provider, { siteUrl, today, registerUpdated }) {
  const { status, statusSince: since, number, name } = provider;
  if (status !== 'suspended' && status !== 'withdrawn') return undefined;
  const url = `${siteUrl}${finderPaths.provider}${number}`;
  const published = since ? ukDayStart(since) : undefined;
  return {
    id: `${url}#${status}${since ? `-${since}` : ''}`,
    url,
    title: `${name} (${number}): accreditation ${status}`,
    summary: `${name}, accreditation number ${number}: ${standingNote(provider, today)}. ${consequences[status]}`,
    number,
    name,
    status,
    since,
    updated: published ?? registerUpdated,
    published,
  };
}

/**
 * The feed of `providers`: each suspended or withdrawn, by the day it took its status, newest
 * first, then those the register holds no day for (they took theirs before it kept days, so
 * before any with one), each by number. The feed's `updated` is its newest entry's, or without
 * any the register's last update (or `now`, before the register has one).
 * @param {Iterable<import('../../providers.js').ProviderVersion>} providers
 * @param {{ siteUrl: string, today: string, registerUpdated: Date | undefined, now: Date }} at
 * @returns {Feed}
 */
export function feedOf(providers, { siteUrl, today, registerUpdated, now }) {
  const asOf = registerUpdated ?? now;
  const entries = [...providers]
    .map((provider) => entryOf(provider, { siteUrl, today, registerUpdated: asOf }))
    .filter((entry) => entry !== undefined)
    .sort(
      (a, b) =>
        (b.since ?? '').localeCompare(a.since ?? '') || a.number.localeCompare(b.number, 'en'),
    );
  const newest = Math.max(...entries.map((entry) => entry.updated.getTime()));
  return {
    ...feedWords,
    siteUrl,
    homePageUrl: `${siteUrl}${finderPaths.provider.slice(0, -1)}`,
    atomUrl: `${siteUrl}${finderPaths.atomFeed}`,
    jsonUrl: `${siteUrl}${finderPaths.jsonFeed}`,
    updated: entries.length ? new Date(newest) : asOf,
    entries,
  };
}

/** Characters XML 1.0 cannot hold at all, escaped or not: most controls, lone surrogates. */
const notInXml = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** @type {Record<string, string>} */
const entities = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text as XML's text or an attribute's value: what XML cannot hold dropped, markup escaped. A
 * provider's name comes from the register's file, and may hold "&" or "<".
 * @param {string} text
 */
export const xmlText = (text) =>
  text.replace(notInXml, '').replace(/[&<>"']/g, (c) => /** @type {string} */ (entities[c]));

/**
 * A moment as RFC 3339 writes it, to the second, in UTC: "2026-11-03T00:00:00Z".
 * @param {Date} at
 */
export const rfc3339 = (at) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * An element with text, on one line.
 * @param {string} name
 * @param {string} text
 */
const element = (name, text) => `<${name}>${xmlText(text)}</${name}>`;

/**
 * A link element.
 * @param {string} rel
 * @param {string} type
 * @param {string} href
 */
const link = (rel, type, href) => `<link rel="${rel}" type="${type}" href="${xmlText(href)}"/>`;

/**
 * An entry as Atom writes it.
 * @param {FeedEntry} entry
 */
const atomEntry = (entry) =>
  [
    '  <entry>',
    `    ${element('id', entry.id)}`,
    `    ${element('title', entry.title)}`,
    `    ${element('updated', rfc3339(entry.updated))}`,
    ...(entry.published ? [`    ${element('published', rfc3339(entry.published))}`] : []),
    `    ${link('alternate', 'text/html', entry.url)}`,
    `    <category term="${entry.status}"/>`,
    `    ${element('summary', entry.summary)}`,
    '  </entry>',
  ].join('\n');

/**
 * The feed as an Atom document (RFC 4287): its own address its id, links to the finder's page, to
 * itself and to the same feed in JSON.
 * @param {Feed} feed
 */
export function atomDocument(feed) {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-GB">',
    `  ${element('id', feed.atomUrl)}`,
    `  ${element('title', feed.title)}`,
    `  ${element('subtitle', feed.subtitle)}`,
    `  ${element('updated', rfc3339(feed.updated))}`,
    `  <author>${element('name', feed.author)}${element('uri', `${feed.siteUrl}/`)}</author>`,
    // The page first: a reader that takes the first link (htmlparser2's does) links to the finder.
    `  ${link('alternate', 'text/html', feed.homePageUrl)}`,
    `  ${link('self', 'application/atom+xml', feed.atomUrl)}`,
    `  ${link('alternate', 'application/feed+json', feed.jsonUrl)}`,
    ...feed.entries.map(atomEntry),
    '</feed>',
    '',
  ].join('\n');
}

/**
 * The feed as a JSON Feed 1.1 document: the same entries, each with the provider's number,
 * status and day in `_provider` (an extension, as the format allows), for a program to read
 * without parsing the title.
 * @param {Feed} feed
 */
export function jsonFeedDocument(feed) {
  const document = {
    version: 'https://jsonfeed.org/version/1.1',
    title: feed.title,
    description: feed.subtitle,
    home_page_url: feed.homePageUrl,
    feed_url: feed.jsonUrl,
    language: 'en-GB',
    authors: [{ name: feed.author, url: `${feed.siteUrl}/` }],
    items: feed.entries.map((entry) => ({
      id: entry.id,
      url: entry.url,
      title: entry.title,
      content_text: entry.summary,
      ...(entry.published ? { date_published: rfc3339(entry.published) } : {}),
      date_modified: rfc3339(entry.updated),
      tags: [entry.status],
      _provider: {
        accreditation_number: entry.number,
        name: entry.name,
        status: entry.status,
        status_since: entry.since ?? null,
      },
    })),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
