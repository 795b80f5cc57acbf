/** The first thing a keyboard user reaches: a jump past the header to the page's content. */
export function SkipLink({ id, href, label }: { id: string; href: string; label: string }) {
  return (
    <a
      id={id}
      href={href}
      className="sr-only z-50 rounded-md bg-secondary-400 px-4 py-3 font-bold text-primary-900 focus-visible:not-sr-only focus-visible:fixed focus-visible:top-3 focus-visible:left-3"
    >
      {label}
    </a>
  );
}
