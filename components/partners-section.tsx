import { Pause, Play } from 'lucide-react';
import type { PartnersContent, UiText } from '@/content/types';
import { ContentImage } from './content-image';
import { IslandBoundary } from './island-boundary';
import { LogoCarousel } from './logo-carousel';

type CarouselSettings = { autoplayIntervalMs: number; transitionSpeedMs: number };

/** The partner logos strip (SPEC §2 logo carousel); the carousel island adds the motion. */
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
  const items = logos.map((logo) => {
    const image = (
      <ContentImage
        src={logo.src}
        alt={logo.alt}
        width={logo.width}
        height={logo.height}
        sizes="(min-width: 1024px) 13rem, (min-width: 640px) 33vw, 50vw"
        className="mx-auto h-auto w-full max-w-52"
      />
    );
    return (
      <li key={logo.src} className="shrink-0 grow-0 basis-(--basis) snap-start px-2">
        {logo.url ? (
          <a
            href={logo.url}
            target="_blank"
            rel="noopener noreferrer"
            className="block rounded-lg transition-opacity hover:opacity-80"
          >
            {image}
            <span className="sr-only"> {labels.newTab}</span>
          </a>
        ) : (
          image
        )}
      </li>
    );
  });

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
          <IslandBoundary
            name="Logo carousel"
            fallback={
              <div className="relative snap-x snap-mandatory overflow-x-auto [--basis:50%] sm:[--basis:33.3333%] lg:[--basis:25%]">
                <ul className="flex">{items}</ul>
              </div>
            }
          >
            <LogoCarousel
              intervalMs={carousel.autoplayIntervalMs}
              speedMs={carousel.transitionSpeedMs}
              labels={labels}
              icons={{
                play: <Play aria-hidden="true" className="size-4" />,
                pause: <Pause aria-hidden="true" className="size-4" />,
              }}
            >
              {items}
            </LogoCarousel>
          </IslandBoundary>
        </div>
      </div>
    </section>
  );
}
