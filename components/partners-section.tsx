import type { PartnersContent } from '@/content/types';
import { ContentImage } from './content-image';

/** The partner logos strip (SPEC §2 logo carousel); the carousel island adds the motion. */
export function PartnersSection({
  heading,
  intro,
  logos,
  newTabLabel,
}: PartnersContent & { newTabLabel: string }) {
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
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {logos.map((logo) => {
            const image = (
              <ContentImage
                src={logo.src}
                alt={logo.alt}
                width={logo.width}
                height={logo.height}
                sizes="(min-width: 640px) 25vw, 50vw"
                className="mx-auto h-auto w-full max-w-52"
              />
            );
            return (
              <li key={logo.src}>
                {logo.url ? (
                  <a
                    href={logo.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="block rounded-sm"
                  >
                    {image}
                    <span className="sr-only"> {newTabLabel}</span>
                  </a>
                ) : (
                  image
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
