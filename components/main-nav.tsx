import { Menu, X } from 'lucide-react';
import type { UiText } from '@/content/types';
import { cn } from '@/lib/cn';
import { IslandBoundary } from './island-boundary';
import { MobileMenu } from './mobile-menu';

export type NavItem = { label: string; href: string };

/**
 * The top navigation. Wide screens show the links in a row; narrow screens put them behind the
 * menu button (the mobile menu island).
 */
export function MainNav({
  items,
  currentPath,
  labels,
}: {
  items: readonly NavItem[];
  currentPath: string;
  labels: UiText['nav'];
}) {
  const link = (item: NavItem, className: string) => (
    <a
      href={item.href}
      aria-current={item.href === currentPath ? 'page' : undefined}
      className={cn(
        className,
        'font-semibold text-primary-900 transition-colors hover:text-primary-600 aria-[current=page]:text-primary-600',
      )}
    >
      {item.label}
    </a>
  );

  const mobileLinks = (
    <nav aria-label={labels.label}>
      <ul className="page-container flex flex-col py-2">
        {items.map((item) => (
          <li key={item.href} className="border-b border-slate-100 last:border-0">
            {link(item, 'block px-1 py-3 text-lg')}
          </li>
        ))}
      </ul>
    </nav>
  );
  // If the menu island fails, a plain disclosure still reaches every link.
  const staticMenu = (
    <details className="lg:hidden">
      <summary className="flex min-h-11 cursor-pointer list-none items-center rounded-md border-2 border-primary-700 px-3 font-bold text-primary-800">
        {labels.menu}
      </summary>
      <div className="absolute inset-x-0 top-full z-30 bg-white shadow-lg">{mobileLinks}</div>
    </details>
  );

  return (
    <>
      <nav aria-label={labels.label} className="hidden lg:block">
        <ul className="flex items-center gap-1">
          {items.map((item) => (
            <li key={item.href}>
              {link(
                item,
                'relative block rounded-md px-4 py-2 after:absolute after:inset-x-4 after:-bottom-0.5 after:h-1 after:rounded-full after:bg-secondary-500 after:opacity-0 aria-[current=page]:after:opacity-100',
              )}
            </li>
          ))}
        </ul>
      </nav>
      <IslandBoundary name="Mobile menu" fallback={staticMenu}>
        <MobileMenu
          labels={labels}
          icons={{
            menu: <Menu aria-hidden="true" className="size-5" />,
            close: <X aria-hidden="true" className="size-5" />,
          }}
        >
          {mobileLinks}
        </MobileMenu>
      </IslandBoundary>
    </>
  );
}
