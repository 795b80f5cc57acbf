import type { UiText } from '@/content/types';
import { Island } from './islands/island';
import { NavLink, type NavItem } from './nav-link';

export type { NavItem };

/**
 * The top navigation. Wide screens show the links in a row; narrow screens put them behind the
 * menu button (the mobile menu island).
 */
export function MainNav({
  items,
  checks,
  currentPath,
  labels,
}: {
  items: readonly NavItem[];
  /** The checks, which the phone menu lists after the navigation (the wide header's strip has them). */
  checks: readonly NavItem[];
  currentPath: string;
  labels: UiText['nav'];
}) {
  return (
    <>
      <nav aria-label={labels.label} className="hidden lg:block">
        <ul className="flex items-center gap-1">
          {items.map((item) => (
            <li key={item.href}>
              <NavLink
                item={item}
                currentPath={currentPath}
                // The current page's bar: a border, which forced colours keep (they drop fills), with 3:1
                // against the header.
                className="relative block rounded-md px-4 py-2 after:absolute after:inset-x-4 after:-bottom-0.5 after:rounded-full after:border-b-4 after:border-primary-600 after:opacity-0 aria-[current=page]:after:opacity-100"
              />
            </li>
          ))}
        </ul>
      </nav>
      <Island name="mobile-menu" props={{ items, checks, currentPath, labels }} />
    </>
  );
}
