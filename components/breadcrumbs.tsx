import type { Crumb } from '@/lib/structured-data';

/** The visible trail from Home to this page; it matches the page's BreadcrumbList data. */
export function Breadcrumbs({ trail, label }: { trail: readonly Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="mb-5 text-sm font-semibold text-primary-100 print:hidden">
      <ol className="flex flex-wrap items-center gap-x-2">
        {trail.map((crumb, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-x-2">
              {last ? (
                <span aria-current="page" className="text-white">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <a
                    href={crumb.path}
                    className="underline-offset-4 hover:text-white hover:underline"
                  >
                    {crumb.name}
                  </a>
                  <span aria-hidden="true" className="text-secondary-400">
                    /
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
