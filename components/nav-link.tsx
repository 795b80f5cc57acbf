import { clsx } from 'clsx';

export type NavItem = { label: string; href: string };

/** A link of the main navigation, marked as the current page where it is. */
export function NavLink({
  item,
  currentPath,
  className,
}: {
  item: NavItem;
  currentPath: string;
  className: string;
}) {
  return (
    <a
      href={item.href}
      aria-current={item.href === currentPath ? 'page' : undefined}
      className={clsx(
        className,
        'font-semibold text-primary-900 transition-colors hover:text-primary-600 aria-[current=page]:text-primary-600',
      )}
    >
      {item.label}
    </a>
  );
}

/** The main navigation as a column of large links, for the menu on narrow screens. */
export function MobileNavLinks({
  items,
  currentPath,
  label,
}: {
  items: readonly NavItem[];
  currentPath: string;
  label: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="page-container flex flex-col py-2">
        {items.map((item) => (
          <li key={item.href} className="border-b border-slate-100 last:border-0">
            {/* The current page is underlined, not only coloured (WCAG 1.4.1). */}
            <NavLink
              item={item}
              currentPath={currentPath}
              className="block px-1 py-3 text-lg decoration-4 underline-offset-8 aria-[current=page]:underline"
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The checks after the phone menu's navigation, looking like its links: a list of their own,
 * outside the navigation landmark, whose five items are SPEC's.
 */
export function MobileCheckLinks({ items }: { items: readonly NavItem[] }) {
  return (
    <ul className="page-container flex flex-col border-t-4 border-secondary-500 py-2">
      {items.map((item) => (
        <li key={item.href} className="border-b border-slate-100 last:border-0">
          <NavLink item={item} currentPath="" className="block px-1 py-3 text-lg" />
        </li>
      ))}
    </ul>
  );
}
