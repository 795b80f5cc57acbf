import type { Crumb } from '@/lib/structured-data';

/**
 * The visible trail from Home to this page; it matches the page's BreadcrumbList data. An ordered
 * list of links, the page itself last (`aria-current`); the mark between two crumbs is drawn by
 * CSS (a turned corner of two borders, which forced colours keep), not written, so no reader,
 * text browser or copied text says "Home/" (issue 45).
 */
export function Breadcrumbs({ trail, label }: { trail: readonly Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="mb-5 text-sm font-semibold text-primary-100 print:hidden">
      <ol className="flex flex-wrap items-center gap-x-2">
        {trail.map((crumb, i) => {
          const last = i === trail.length - 1;
          return (
            <li
              key={crumb.path}
              className="flex items-center gap-x-2 not-first:before:block not-first:before:size-1.5 not-first:before:rotate-45 not-first:before:border-t-2 not-first:before:border-r-2 not-first:before:border-secondary-400 not-first:before:content-['']"
            >
              {last ? (
                <span aria-current="page" className="text-white">
                  {crumb.name}
                </span>
              ) : (
                <a
                  href={crumb.path}
                  className="underline-offset-4 hover:text-white hover:underline"
                >
                  {crumb.name}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
