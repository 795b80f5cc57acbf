'use client';

import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { clsx } from 'clsx';
import { useReducedMotion } from './client-hooks';

/**
 * A floating button back to the top of the page (docs/decisions.md, "Carousels and motion"): shown
 * once the page is scrolled more than `thresholdPx`, hidden again at or above it. It scrolls to the
 * top (instantly under reduced motion) and moves focus to the first element of the page, the skip
 * link.
 */
export type ScrollToTopProps = { thresholdPx: number; label: string; focusTargetId: string };

export function ScrollToTop({ thresholdPx, label, focusTargetId }: ScrollToTopProps) {
  const [visible, setVisible] = useState(false);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const update = () => setVisible(window.scrollY > thresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [thresholdPx]);

  return (
    <button
      type="button"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reducedMotion ? 'instant' : 'smooth' });
        document.getElementById(focusTargetId)?.focus({ preventScroll: true });
      }}
      className={clsx(
        // Forced colours drop the fill and the ring (a shadow): a border keeps the circle.
        'fixed right-4 bottom-4 z-40 flex size-12 items-center justify-center rounded-full bg-primary-700 text-white shadow-lg ring-2 ring-white transition-[opacity,transform,background-color] hover:bg-primary-900 motion-reduce:transition-none print:hidden forced-colors:border-2 forced-colors:border-[ButtonText]',
        visible ? 'opacity-100' : 'invisible translate-y-2 opacity-0',
      )}
    >
      <ArrowUp aria-hidden="true" className="size-6" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
