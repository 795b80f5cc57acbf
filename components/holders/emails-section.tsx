import { type EmailsAnswerKind, type EmailsContent, emailsAnswerHeading } from '@/content/holders';
import { slotsOf } from '@/functions/answers.js';
import { Card, buttonClass } from '../portal/parts';
import { Paragraphs } from '../paragraphs';
import { SectionHeading } from '../section-heading';

/**
 * The answer of the holders' one-click address (functions/surfaces/emails/): the question with its
 * button, which posts without JavaScript, that it is done, or why not.
 */
function Answer({ content, kind }: { content: EmailsContent; kind: EmailsAnswerKind }) {
  const pageHeading = emailsAnswerHeading(kind);
  if (kind === 'emails-unsubscribe') {
    const s = slotsOf('emails-unsubscribe');
    const { unsubscribe } = content;
    return (
      <Card
        heading={unsubscribe.heading.replace('{{number}}', s.number)}
        id="answer-heading"
        pageHeading={pageHeading}
      >
        <p>{unsubscribe.text}</p>
        <form method="post" action={unsubscribe.action}>
          <input type="hidden" name="token" value={s.token} />
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <input type="hidden" name="from" value="page" />
          <button type="submit" className={buttonClass}>
            {unsubscribe.button}
          </button>
        </form>
      </Card>
    );
  }
  if (kind === 'emails-unsubscribed') {
    const s = slotsOf('emails-unsubscribed');
    return (
      <Card
        heading={content.unsubscribed.heading.replace('{{number}}', s.number)}
        id="answer-heading"
        pageHeading={pageHeading}
      >
        <p>{content.unsubscribed.text}</p>
      </Card>
    );
  }
  const text = {
    'emails-link-invalid': content.invalid.text,
    'emails-method': content.method.text,
    'emails-unavailable': content.unavailable.text,
  }[kind];
  return (
    <Card heading={pageHeading} id="answer-heading" pageHeading={pageHeading}>
      <p>{text}</p>
    </Card>
  );
}

/**
 * The page about the holders' emails (`/emails`): what the scheme sends, how to stop it and how
 * long the address is kept; on the pages the Cloud Function answers with (app/emails/answers/[kind]),
 * the answer above it. No script: it works with JavaScript off.
 */
export function EmailsSection({
  content,
  answer,
}: {
  content: EmailsContent;
  answer?: EmailsAnswerKind;
}) {
  return (
    <section aria-label={content.heading} className="bg-slate-50 py-12 sm:py-20">
      <div className="page-container max-w-3xl space-y-10">
        {answer && <Answer content={content} kind={answer} />}
        <div className="space-y-5 text-lg leading-relaxed text-slate-700">
          <SectionHeading id="emails-heading" heading={content.heading} />
          <Paragraphs items={content.intro} />
          <h3 className="pt-2 text-xl font-bold text-primary-900">{content.sent.heading}</h3>
          <ul className="list-disc space-y-1 pl-6">
            {content.sent.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>{content.sent.note}</p>
          <h3 className="pt-2 text-xl font-bold text-primary-900">{content.stop.heading}</h3>
          <Paragraphs items={content.stop.paragraphs} />
          <h3 className="pt-2 text-xl font-bold text-primary-900">{content.keep.heading}</h3>
          <Paragraphs items={content.keep.paragraphs} />
        </div>
      </div>
    </section>
  );
}
