'use client';

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

type Labels = { menu: string; close: string };
type Icons = { menu: ReactNode; close: ReactNode };

/**
 * The navigation on narrow screens: a menu button that opens a panel of links. It is a native
 * disclosure (`<details>`), so it opens without JavaScript; with it, Escape, the close button,
 * a click outside, moving focus away or following a link shut it, and focus returns to the button.
 */
export function MobileMenu({
  labels,
  icons,
  children,
}: {
  labels: Labels;
  /** Server-rendered icons, so no icon code ships to the browser. */
  icons: Icons;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const buttonRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const details = detailsRef.current!;
    const close = (returnFocus: boolean) => {
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
  }, [open]);

  return (
    <details
      ref={detailsRef}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="lg:hidden"
    >
      <summary
        ref={buttonRef}
        aria-expanded={open}
        aria-controls={panelId}
        className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md border-2 border-primary-700 px-3 font-bold text-primary-800 [&::-webkit-details-marker]:hidden"
      >
        {open ? icons.close : icons.menu}
        {labels.menu}
      </summary>
      <div
        id={panelId}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false);
        }}
        className="absolute inset-x-0 top-full z-30 border-t border-slate-200 bg-white shadow-lg"
      >
        {children}
        <div className="page-container pb-4">
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
            className="flex min-h-11 items-center gap-2 rounded-md px-1 font-semibold text-primary-700 hover:text-primary-900"
          >
            {icons.close}
            {labels.close}
          </button>
        </div>
      </div>
    </details>
  );
}
