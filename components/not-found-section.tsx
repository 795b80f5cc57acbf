import type { NavItem } from './main-nav';
import { SmartLink } from './smart-link';

/** The body of the 404 page: a plain explanation and the main routes. */
export function NotFoundSection({
  heading,
  paragraphs,
  links,
  help,
}: {
  heading: string;
  paragraphs: readonly string[];
  links: readonly NavItem[];
  help: { text: string; linkText: string; href: string };
}) {
  const linkClass =
    'font-semibold text-primary-700 underline decoration-2 underline-offset-2 hover:text-primary-900';
  return (
    <section aria-labelledby="not-found-heading" className="py-16 sm:py-24">
      <div className="page-container max-w-3xl text-lg leading-relaxed text-slate-700">
        <h2 id="not-found-heading" className="text-3xl font-extrabold text-primary-900">
          {heading}
        </h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4">
            {paragraph}
          </p>
        ))}
        <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-primary-600">
          {links.map((link) => (
            <li key={link.href}>
              <SmartLink href={link.href} className={linkClass}>
                {link.label}
              </SmartLink>
            </li>
          ))}
        </ul>
        <p className="mt-8">
          {help.text}{' '}
          <SmartLink href={help.href} className={linkClass}>
            {help.linkText}
          </SmartLink>
          .
        </p>
      </div>
    </section>
  );
}
