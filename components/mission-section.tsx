import { Award, Quote, Scale, ShieldCheck } from 'lucide-react';
import type { MissionContent } from '@/content/types';
import { SectionHeading } from './section-heading';

const pillarIcons = [Award, Scale, ShieldCheck] as const;

/** The mission statement, its three pillars and a quote. */
export function MissionSection({ eyebrow, heading, statement, pillars, quote }: MissionContent) {
  return (
    <section aria-labelledby="mission-heading" className="bg-primary-800 py-16 text-white sm:py-24">
      <div className="page-container">
        <SectionHeading
          id="mission-heading"
          eyebrow={eyebrow}
          heading={heading}
          intro={statement}
          tone="dark"
        />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {pillars.map((pillar, i) => {
            const Icon = pillarIcons[i] ?? Award;
            return (
              <li
                key={pillar.title}
                className="rounded-xl bg-primary-900/60 p-7 ring-1 ring-white/10"
              >
                <Icon aria-hidden="true" className="size-9 text-secondary-400" />
                <h3 className="mt-4 text-xl font-bold">{pillar.title}</h3>
                <p className="mt-2 leading-relaxed text-primary-100">{pillar.text}</p>
              </li>
            );
          })}
        </ul>
        <figure className="mt-14 max-w-4xl border-l-4 border-secondary-500 pl-6 sm:pl-8">
          <Quote aria-hidden="true" className="size-8 text-secondary-400" />
          <blockquote className="mt-3 text-2xl leading-snug font-semibold text-balance sm:text-3xl">
            <p>{quote.text}</p>
          </blockquote>
          <figcaption className="mt-4 text-primary-200">{quote.attribution}</figcaption>
        </figure>
      </div>
    </section>
  );
}
