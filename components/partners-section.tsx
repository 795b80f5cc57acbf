import type { PartnersContent, UiText } from '@/content/types';
import { Island } from './islands/island';

type CarouselSettings = { autoplayIntervalMs: number; transitionSpeedMs: number };

/**
 * The partner logos strip; the carousel island adds the motion
 * (docs/decisions.md, "Carousels and motion").
 */
export function PartnersSection({
  heading,
  intro,
  logos,
  carousel,
  labels,
}: PartnersContent & {
  carousel: CarouselSettings;
  labels: UiText['logos'] & { newTab: string };
}) {
  return (
    <section
      aria-labelledby="partners-heading"
      className="border-y border-slate-200 bg-slate-50 py-14"
    >
      <div className="page-container">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="partners-heading"
            className="text-3xl font-extrabold tracking-tight text-balance text-primary-900 sm:text-4xl"
          >
            {heading}
          </h2>
          <p className="mt-3 text-slate-700">{intro}</p>
        </div>
        <div
          role="region"
          aria-roledescription="carousel"
          aria-label={labels.label}
          className="mt-10"
        >
          <Island
            name="logo-carousel"
            props={{
              logos,
              intervalMs: carousel.autoplayIntervalMs,
              speedMs: carousel.transitionSpeedMs,
              labels: {
                play: labels.play,
                pause: labels.pause,
                goTo: labels.goTo,
                newTab: labels.newTab,
              },
            }}
          />
        </div>
      </div>
    </section>
  );
}
