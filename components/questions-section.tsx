import type { QuestionsContent } from '@/content/types';
import { ContentsNav } from './contents-nav';
import { Paragraphs } from './paragraphs';

/**
 * The common questions: an intro, a list of the groups, then each group's questions as headings
 * with their answers. Plain headings rather than disclosures, so every answer reads, prints and
 * searches without JavaScript, and each question can be linked to by its id.
 */
export function QuestionsSection({ intro, contentsHeading, groups }: QuestionsContent) {
  return (
    <div className="page-container grid gap-x-16 gap-y-10 py-16 sm:py-20 lg:grid-cols-[minmax(0,48rem)_16rem]">
      <ContentsNav
        headingId="questions-contents-heading"
        heading={contentsHeading}
        links={groups.map((group) => ({ href: `#${group.id}`, text: group.heading }))}
      />
      <div className="text-lg leading-relaxed text-slate-700" data-print-link-targets>
        <div className="space-y-4">
          <Paragraphs items={intro} />
        </div>
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={group.id} className="mt-14">
            <h2
              id={group.id}
              className="border-b-4 border-secondary-400 pb-2 text-2xl font-extrabold text-primary-900 sm:text-3xl"
            >
              {group.heading}
            </h2>
            {group.questions.map((question) => (
              <div key={question.id} className="mt-8" data-question>
                <h3 id={question.id} className="text-xl font-bold text-primary-900">
                  {question.question}
                </h3>
                <div className="mt-3 space-y-3" data-answer>
                  <Paragraphs items={question.answer} />
                </div>
              </div>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
