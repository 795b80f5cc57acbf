import type { NavItem } from './nav-link';

/**
 * The checks in the header's top strip, on every page and at every width (issue 44): a site
 * manager at a gate reaches them in one tap, without opening the menu and without JavaScript.
 * They sit beside the navigation, not in it: its five items are SPEC's.
 */
export function CheckLinks({ items, label }: { items: readonly NavItem[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center gap-x-5 gap-y-1">
        {items.map((item) => (
          <li key={item.href}>
            <a href={item.href} className="inline-flex items-center py-1 font-bold text-white">
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
