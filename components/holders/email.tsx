import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { type HolderEmailWords, holderEmailsContent } from '@/content/holders';
import { site } from '@/content/site';
import { siteUrl } from '@/lib/config';
import {
  type HolderEmailKind,
  emailSlotsOf,
  holderEmailKindNames,
  holderEmailKinds,
} from '@/functions/holders/email-kinds.js';

// The holders' emails as templates (docs/holders.md, "Told in time"): for each kind, a subject, a
// plain text and an HTML part written from content/holders.ts with a Handlebars expression
// wherever a value goes, as the answer pages are (functions/answers.js). The build writes them to
// functions/generated/emails.json (scripts/build/holder-emails.mjs); the function fills them.
// The HTML is one column of real text: its language, a heading, paragraphs, a list, links that say
// where they go, in one landmark, no image and no table for layout; its colours give way to the
// reader's dark mode.

const words = holderEmailsContent;

/** The colours: the site's dark blue for headings and links, slate for the text. */
const colours = { text: '#1e293b', muted: '#475569', heading: '#0b3a5d', link: '#0b5cad' };

/**
 * The rules a mail program that reads a style sheet applies: the reader's dark mode (the light
 * colours are on the elements, so a program without style sheets shows them as they are).
 */
const styleSheet = `:root{color-scheme:light dark}
@media (prefers-color-scheme:dark){body,.email{background:#0f172a!important;color:#e2e8f0!important}
p,li,strong{color:#e2e8f0!important}h1,h2,.brand{color:#f1f5f9!important}a{color:#93c5fd!important}
.muted{color:#cbd5e1!important}}`;

const font = 'Arial, Helvetica, sans-serif';

/** A paragraph of the email. */
const P = ({ children, muted = false }: { children: ReactNode; muted?: boolean }) => (
  <p
    className={muted ? 'muted' : undefined}
    style={{ margin: '0 0 16px', color: muted ? colours.muted : colours.text }}
  >
    {children}
  </p>
);

/** A link that says where it goes. */
const A = ({ href, children }: { href: string; children: ReactNode }) => (
  <a href={href} style={{ color: colours.link, textDecoration: 'underline' }}>
    {children}
  </a>
);

/** The list a kind has, if any: its categories (introduced, as a list) or its reasons. */
function KindList({ kind, text }: { kind: HolderEmailKind; text: HolderEmailWords }) {
  const [list] = holderEmailKinds[kind].lists as readonly string[];
  if (!list) return null;
  const slot = (
    emailSlotsOf(kind) as unknown as Record<string, { start: string; item: string; end: string }>
  )[list]!;
  if (text.itemPrefix)
    return (
      <>
        {slot.start}
        <P>
          {text.itemPrefix} {slot.item}
        </P>
        {slot.end}
      </>
    );
  return (
    <>
      {text.listIntro && <P>{text.listIntro}</P>}
      <ul style={{ margin: '0 0 16px', paddingLeft: '24px' }}>
        {slot.start}
        <li>{slot.item}</li>
        {slot.end}
      </ul>
    </>
  );
}

/** One kind of email, as HTML with its slots. */
function Email({ kind }: { kind: HolderEmailKind }) {
  const text: HolderEmailWords = words.kinds[kind];
  const s = emailSlotsOf(kind) as unknown as Record<string, string> & {
    provider: ReturnType<typeof emailSlotsOf>['provider'];
  };
  const p = s.provider;
  return (
    <html lang={words.lang}>
      {/* eslint-disable-next-line @next/next/no-head-element -- an email's own document, not a page of Next's */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{text.heading}</title>
        <style dangerouslySetInnerHTML={{ __html: styleSheet }} />
      </head>
      <body style={{ margin: 0, padding: 0, background: '#ffffff', color: colours.text }}>
        <main
          className="email"
          style={{
            maxWidth: '36rem',
            margin: '0 auto',
            padding: '24px 16px',
            fontFamily: font,
            fontSize: '16px',
            lineHeight: 1.5,
            overflowWrap: 'break-word',
          }}
        >
          <p
            className="brand"
            style={{ margin: '0 0 8px', fontWeight: 700, color: colours.heading }}
          >
            {site.name}
          </p>
          <h1
            style={{
              margin: '0 0 16px',
              fontSize: '24px',
              lineHeight: 1.25,
              color: colours.heading,
            }}
          >
            {text.heading}
          </h1>
          <P>{words.greeting}</P>
          {text.paragraphs.map((paragraph) => (
            <P key={paragraph}>{paragraph}</P>
          ))}
          <KindList kind={kind} text={text} />
          {text.after.map((paragraph) => (
            <P key={paragraph}>{paragraph}</P>
          ))}
          {text.links.length > 0 && (
            <ul style={{ margin: '0 0 16px', paddingLeft: '24px' }}>
              {text.links.map((link) => (
                <li key={link.slot}>
                  <A href={s[link.slot]!}>{link.text}</A>
                </li>
              ))}
            </ul>
          )}
          {p.start}
          <h2 style={{ margin: '24px 0 8px', fontSize: '18px', color: colours.heading }}>
            {words.provider.heading}
          </h2>
          <P>
            <strong>{p.fields.providerName}</strong>
            <br />
            <A href={p.fields.providerHref}>{words.provider.page}</A>
            <br />
            {words.provider.phone}:{' '}
            <A href={p.fields.providerPhoneHref}>{p.fields.providerPhone}</A>
          </P>
          {p.end}
          <P>
            {words.signOff[0]}
            <br />
            {words.signOff[1]}
          </P>
          <hr style={{ border: 0, borderTop: '1px solid #cbd5e1', margin: '24px 0 16px' }} />
          <div className="muted" style={{ fontSize: '14px', color: colours.muted }}>
            <P muted>{words.footer.why}</P>
            <P muted>
              <A href={s.unsubscribeHref!}>{words.footer.stop}</A>. {words.footer.stopHint}
            </P>
            <P muted>
              <A href={s.aboutHref!}>{words.footer.about}</A>
            </P>
            <P muted>{words.footer.from}</P>
          </div>
        </main>
      </body>
    </html>
  );
}

/** One kind of email, as plain text with its slots (Handlebars drops a block's own lines). */
function plainText(kind: HolderEmailKind) {
  const text: HolderEmailWords = words.kinds[kind];
  const s = emailSlotsOf(kind) as unknown as Record<
    string,
    string | { start: string; item: string; end: string }
  >;
  const [list] = holderEmailKinds[kind].lists as readonly string[];
  const listed = list ? (s[list] as { start: string; item: string; end: string }) : undefined;
  const p = emailSlotsOf(kind).provider;
  const lines = [
    text.heading,
    '',
    words.greeting,
    '',
    ...text.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(listed && text.itemPrefix
      ? [listed.start, `${text.itemPrefix} ${listed.item}`, '', listed.end]
      : listed
        ? [
            ...(text.listIntro ? [text.listIntro] : []),
            listed.start,
            `- ${listed.item}`,
            listed.end,
            '',
          ]
        : []),
    ...text.after.flatMap((paragraph) => [paragraph, '']),
    ...text.links.flatMap((link) => [`${link.text}: ${s[link.slot] as string}`]),
    ...(text.links.length ? [''] : []),
    p.start,
    words.provider.heading,
    p.fields.providerName,
    `${words.provider.page}: ${p.fields.providerHref}`,
    `${words.provider.phone}: ${p.fields.providerPhone}`,
    '',
    p.end,
    ...words.signOff,
    '',
    '--',
    words.footer.why,
    '',
    `${words.footer.stop}: ${s.unsubscribeHref as string}`,
    words.footer.stopHint,
    '',
    `${words.footer.about}: ${s.aboutHref as string}`,
    '',
    words.footer.from,
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * Every kind's subject, text and HTML, with their slots, and the site's origin the build is for.
 */
export function holderEmailTemplates() {
  return {
    siteUrl,
    kinds: Object.fromEntries(
      holderEmailKindNames.map((kind) => [
        kind,
        {
          subject: words.kinds[kind].subject,
          text: plainText(kind),
          html: `<!DOCTYPE html>${renderToStaticMarkup(<Email kind={kind} />)}`,
        },
      ]),
    ) as Record<HolderEmailKind, { subject: string; text: string; html: string }>,
  };
}
