/**
 * A page's own contents: a card of links to its parts, beside the text on large screens and
 * before it on small ones, left out of print.
 */
export function ContentsNav({
  headingId,
  heading,
  links,
  ordered = false,
}: {
  headingId: string;
  heading: string;
  links: readonly { href: string; text: string }[];
  /** A numbered list, where the parts have an order (a document's sections). */
  ordered?: boolean;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <nav aria-labelledby={headingId} className="lg:order-last print:hidden">
      {/* Sticky, it scrolls on its own when longer than the window: every link stays reachable. */}
      <div className="rounded-xl bg-slate-50 p-6 ring-1 ring-slate-200 lg:sticky lg:top-6 lg:max-h-[calc(100vh-3rem)] lg:overflow-y-auto">
        <h2 id={headingId} className="text-sm font-bold tracking-widest text-primary-800 uppercase">
          {heading}
        </h2>
        {/* A heading may be one long word (an API's path): it breaks rather than widen the page. */}
        <List className="mt-3 space-y-2 text-base wrap-anywhere">
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="text-primary-700 underline-offset-4 hover:text-primary-900 hover:underline"
              >
                {link.text}
              </a>
            </li>
          ))}
        </List>
      </div>
    </nav>
  );
}
