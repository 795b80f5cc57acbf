// The holders' emails' words as the build hands them to the function: every kind there, each
// showing exactly its values, lists and rows and nothing else, or the build stops naming what is
// wrong; filled in strict mode, the HTML escaped and the subject on one line.
import { describe, expect, it } from 'vitest';
import { type HolderEmailKind, emailSlotsOf, holderEmailKindNames } from './email-kinds.js';
import {
  type EmailTemplates,
  emailTemplateProblems,
  renderEmail,
  useEmailTemplates,
} from './emails.js';

/** A kind's words showing exactly its values, lists and rows, as the build writes them. */
function wordsOf(kind: HolderEmailKind) {
  const slots = Object.values(emailSlotsOf(kind)) as (
    | string
    | { start: string; item: string; end: string }
    | { start: string; otherwise: string; end: string; fields: Record<string, string> }
  )[];
  const parts = slots.map((slot) =>
    typeof slot === 'string'
      ? slot
      : 'item' in slot
        ? `${slot.start}${slot.item}${slot.end}`
        : `${slot.start}${Object.values(slot.fields).join(' ')}${slot.otherwise}none${slot.end}`,
  );
  return {
    subject: 'Your registration,  {{fullName}}\n',
    text: parts.join('\n'),
    html: `<p>${parts.join('</p><p>')}</p>`,
  };
}

/** Every kind's words, with `change` made to one kind's. */
function templates(
  change: Partial<Record<HolderEmailKind, (words: ReturnType<typeof wordsOf>) => object>> = {},
) {
  return {
    siteUrl: 'https://scheme.example',
    kinds: Object.fromEntries(
      holderEmailKindNames.map((kind) => [kind, change[kind]?.(wordsOf(kind)) ?? wordsOf(kind)]),
    ),
  } as EmailTemplates;
}

/** The words with `from` made `to` in each part. */
const replaced =
  (from: string, to: string) =>
  ({ subject, text, html }: ReturnType<typeof wordsOf>) => ({
    subject: subject.replaceAll(from, to),
    text: text.replaceAll(from, to),
    html: html.replaceAll(from, to),
  });

describe('emailTemplateProblems', () => {
  it('finds nothing wrong with words that show exactly each kind’s values, lists and rows', () => {
    expect(emailTemplateProblems(templates())).toEqual([]);
  });

  it('names each kind missing, or of no such kind', () => {
    const { kinds } = templates();
    const others = Object.fromEntries(Object.entries(kinds).filter(([kind]) => kind !== 'removed'));
    expect(emailTemplateProblems({ ...templates(), kinds: others as never })).toEqual([
      'removed: no subject, text and HTML',
    ]);
    expect(
      emailTemplateProblems({
        ...templates(),
        kinds: { ...kinds, birthday: kinds.removed } as never,
      }),
    ).toEqual(['birthday: no such kind of email']);
    for (const part of ['subject', 'text', 'html'])
      expect(
        emailTemplateProblems(templates({ removed: (words) => ({ ...words, [part]: '' }) })),
        part,
      ).toEqual(['removed: no subject, text and HTML']);
    expect(emailTemplateProblems(undefined as never)).toEqual(
      holderEmailKindNames.map((kind) => `${kind}: no subject, text and HTML`),
    );
  });

  it('names a value, list or row field a kind never shows, or shows but has not', () => {
    const problems = (change: Parameters<typeof templates>[0]) =>
      emailTemplateProblems(templates(change));
    expect(problems({ removed: replaced('{{removedOn}}', '') })).toEqual([
      'removed: never shows removedOn',
    ]);
    expect(problems({ removed: replaced('{{removedOn}}', '{{removedOn}} {{daysLeft}}') })).toEqual([
      'removed: shows daysLeft, not one of its values',
    ]);
    expect(problems({ suspended: replaced('{{#each reasons}}{{this}}{{/each}}', '') })).toEqual([
      'suspended: never shows reasons',
    ]);
    expect(
      problems({
        removed: replaced('{{removedOn}}', '{{removedOn}}{{#each reasons}}{{this}}{{/each}}'),
      }),
    ).toEqual(['removed: shows reasons, not one of its lists']);
    expect(problems({ removed: replaced('{{providerPhone}}', '') })).toEqual([
      "removed: never shows provider's providerPhone",
    ]);
    expect(
      problems({ removed: replaced('{{providerPhone}}', '{{providerPhone}} {{providerFax}}') }),
    ).toEqual(["removed: shows provider's providerFax, not one of its rows"]);
    expect(
      problems({ removed: replaced('{{removedOn}}', '{{removedOn}}{{#if x}}y{{/if}}') }),
    ).toEqual(
      // Once for each part it is in: the text and the HTML.
      Array(2).fill('removed: {{#if}} is not a plain value'),
    );
  });

  it('takes a row’s fields from every part together: the text may show some, the HTML others', () => {
    expect(
      emailTemplateProblems(
        templates({
          removed: (words) => ({
            ...words,
            text: words.text.replace('{{providerPhone}}', ''),
            html: words.html.replace('{{providerName}}', ''),
          }),
        }),
      ),
    ).toEqual([]);
  });
});

describe('useEmailTemplates and renderEmail', () => {
  it('refuses words with a problem, naming each', () => {
    expect(() => useEmailTemplates(templates({ removed: replaced('{{removedOn}}', '') }))).toThrow(
      "The holders' emails:\n  removed: never shows removedOn",
    );
  });

  it('fills an email: the subject on one line, the HTML escaped, the text as it is', () => {
    useEmailTemplates(templates());
    const email = renderEmail('removed', {
      fullName: 'Ada <Lovelace> & Co',
      number: 'ZZ600001',
      unsubscribeHref: 'https://scheme.example/u?a=1&b=2',
      aboutHref: 'https://scheme.example/about',
      removedOn: '1 December 2026',
      provider: [],
    });
    expect(email.subject).toBe('Your registration, Ada <Lovelace> & Co');
    expect(email.text).toContain('Ada <Lovelace> & Co\nZZ600001');
    expect(email.text).toContain('https://scheme.example/u?a=1&b=2');
    expect(email.html).toContain('<p>Ada &lt;Lovelace&gt; &amp; Co</p>');
    expect(email.html).toContain('https://scheme.example/u?a&#x3D;1&amp;b&#x3D;2');
    // No provider: the row's otherwise.
    expect(email.text).toContain('none');
  });

  it('throws where a value is missing, rather than send an email without it', () => {
    // A removal's email without the day it was removed.
    const withoutDay = () =>
      renderEmail('removed', {
        fullName: 'Ada Lovelace',
        number: 'ZZ600001',
        unsubscribeHref: 'https://scheme.example/u',
        aboutHref: 'https://scheme.example/about',
        provider: [],
      } as never);
    useEmailTemplates(templates());
    expect(withoutDay).toThrow('"removedOn" not defined');
    // A value only the text shows is as needed.
    useEmailTemplates(
      templates({
        removed: (words) => ({ ...words, html: words.html.replace('{{removedOn}}', '') }),
      }),
    );
    expect(withoutDay).toThrow('"removedOn" not defined');
  });
});
