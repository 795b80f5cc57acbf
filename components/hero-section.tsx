import type { HeroContent } from '@/content/types';
import { cn } from '@/lib/cn';
import { ContentImage } from './content-image';
import { Paragraphs } from './paragraphs';

/** Home's opening block: the page's h1, its main text and five images in columns. */
export function HeroSection({ eyebrow, heading, mainText, images }: HeroContent) {
  return (
    <section aria-labelledby="hero-heading" className="overflow-hidden bg-white py-16 sm:py-24">
      <div className="page-container grid items-center gap-12 lg:grid-cols-[1fr_1.3fr]">
        <div>
          <p className="mb-3 text-sm font-bold tracking-widest text-primary-600 uppercase">
            {eyebrow}
          </p>
          <h1
            id="hero-heading"
            className="text-4xl font-black tracking-tight text-balance text-primary-900 sm:text-5xl"
          >
            {heading}
          </h1>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-pretty text-slate-700">
            <Paragraphs items={mainText} />
          </div>
        </div>
        <ul className="grid grid-cols-3 items-start gap-3 sm:grid-cols-5">
          {images.map((image, i) => (
            <li key={image.src} className={cn(i % 2 === 1 && 'sm:mt-14')}>
              <ContentImage
                {...image}
                sizes="(min-width: 1024px) 12vw, (min-width: 640px) 20vw, 33vw"
                className="aspect-[5/7] w-full rounded-lg object-cover shadow-md ring-1 ring-primary-900/5 sm:rounded-xl"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
