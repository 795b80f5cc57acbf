/** The first thing a keyboard user reaches: a jump past the header to the page's content. */
export function SkipLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      className="sr-only z-50 rounded-md bg-secondary-400 px-4 py-3 font-bold text-primary-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {label}
    </a>
  );
}
