'use client';

import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { MobileCheckLinks, MobileNavLinks, type NavItem } from '../nav-link';
import { useHydrated } from './client-hooks';

export type MobileMenuProps = {
  items: readonly NavItem[];
  /** The operator and instructor checks, listed after the navigation (issue 44). */
  checks: readonly NavItem[];
  currentPath: string;
  /** The navigation's name, the menu button's and the close button's. */
  labels: { label: string; menu: string; close: string };
};

/**
 * The open panel, over the page. Forced colours drop its shadow, so there a border marks where
 * it ends.
 */
const panelClass =
  'absolute inset-x-0 top-full z-30 border-t border-slate-200 bg-white shadow-lg forced-colors:border-b-2 forced-colors:border-[CanvasText]';

/** The menu without the island, if it fails: a plain disclosure that still reaches every link. */
export function StaticMobileMenu({ items, checks, currentPath, labels }: MobileMenuProps) {
  return (
    <details className="lg:hidden">
      <summary className="flex min-h-11 cursor-pointer list-none items-center rounded-md border-2 border-primary-700 px-3 font-bold text-primary-800">
        {labels.menu}
      </summary>
      <div className={panelClass}>
        <MobileNavLinks items={items} currentPath={currentPath} label={labels.label} />
        <MobileCheckLinks items={checks} />
      </div>
    </details>
  );
}

/**
 * The navigation on narrow screens: a menu button that opens a panel of links. It is a native
 * disclosure (`<details>`), so it opens without JavaScript, and the browser itself tells assistive
 * technology whether it is expanded (a `<summary>` may carry no `aria-expanded` of its own). With
 * JavaScript, Escape, the close button, a click outside, moving focus away or following a link
 * shut it, and focus returns to the button.
 */
export function MobileMenu({ items, checks, currentPath, labels }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  // The close button works only with JavaScript, so the server's HTML leaves it out; it appears
  // just after hydration, which renders the server's markup unchanged.
  const hydrated = useHydrated();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const buttonRef = useRef<HTMLElement>(null);

  // A visitor may open the menu before this island hydrates (it is a native disclosure).
  useEffect(() => {
    if (detailsRef.current?.open) setOpen(true);
  }, []);

  // Listening all the time and asking the disclosure itself whether it is open: the browser tells
  // React it opened a moment after it did (the toggle event comes in a task of its own), and an
  // Escape pressed in that moment must close it too.
  useEffect(() => {
    const details = detailsRef.current!;
    const close = (returnFocus: boolean) => {
      if (!details.open) return;
      details.open = false;
      setOpen(false);
      if (returnFocus) buttonRef.current?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!details.contains(event.target as Node)) close(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget && !details.contains(event.relatedTarget as Node)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    details.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      details.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  return (
    <details
      ref={detailsRef}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="lg:hidden"
    >
      <summary
        ref={buttonRef}
        className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md border-2 border-primary-700 px-3 font-bold text-primary-800 [&::-webkit-details-marker]:hidden"
      >
        {open ? (
          <X aria-hidden="true" className="size-5" />
        ) : (
          <Menu aria-hidden="true" className="size-5" />
        )}
        {labels.menu}
      </summary>
      <div
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false);
        }}
        className={panelClass}
      >
        <MobileNavLinks items={items} currentPath={currentPath} label={labels.label} />
        <MobileCheckLinks items={checks} />
        {hydrated && (
          <div className="page-container pb-4">
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                buttonRef.current?.focus();
              }}
              className="flex min-h-11 items-center gap-2 rounded-md px-1 font-semibold text-primary-700 hover:text-primary-900 forced-colors:border-2 forced-colors:border-[ButtonText]"
            >
              <X aria-hidden="true" className="size-5" />
              {labels.close}
            </button>
          </div>
        )}
      </div>
    </details>
  );
}
