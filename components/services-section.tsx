import { ArrowRight } from 'lucide-react';
import { constants } from '@/content/constants';
import type { ServicesContent } from '@/content/types';
import { cn } from '@/lib/cn';
import { ContentImage } from './content-image';
import { SectionHeading } from './section-heading';

const columnClasses = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' } as const;

/**
 * The Company Services grid: each card leads to its sector's page (issue 26;
 * docs/decisions.md, "Services and sector pages"). Four columns on large screens unless the page's
 * configuration asks for three.
 */
export function ServicesSection({
  heading,
  intro,
  services,
  columns = constants.servicesGrid.defaultColumns,
}: ServicesContent) {
  return (
    <section aria-labelledby="services-heading" className="py-16 sm:py-24">
      <div className="page-container">
        <SectionHeading id="services-heading" heading={heading} intro={intro} />
        <ul
          data-columns={columns}
          className={cn('mt-12 grid gap-6 sm:grid-cols-2', columnClasses[columns])}
        >
          {services.map((service) => (
            <li
              key={service.title}
              data-card
              className="group relative overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
            >
              <ContentImage
                src={service.imageUrl}
                alt={service.imageAlt}
                width={480}
                height={320}
                sizes="(min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw"
                className="aspect-[3/2] w-full border-b-4 border-secondary-500 object-cover"
              />
              <div className="p-6">
                <h3 className="text-xl font-bold text-primary-900">
                  {/* The title is the card's one link; its ::after covers the card, so a click
                      anywhere on it follows the link; the card wears the focus ring
                      (app/globals.css). */}
                  <a
                    href={service.navigate}
                    data-card-link
                    className="underline-offset-4 outline-none group-hover:underline after:absolute after:inset-0"
                  >
                    {service.title}
                    <ArrowRight
                      aria-hidden="true"
                      className="ml-1.5 inline size-5 align-[-0.15em] text-primary-700 transition-transform group-hover:translate-x-1"
                    />
                  </a>
                </h3>
                <p className="mt-2 leading-relaxed text-slate-700">{service.subtitle}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
