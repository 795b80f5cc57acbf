import type { PageEntry } from '@/content/types';

/** Normalises a path: no query or hash, no trailing slash, `/` for the empty path. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * The page a path shows (docs/decisions.md, "Routes and navigation"): chosen by the last path
 * segment, the empty path meaning Home and a trailing slash ignored. Returns undefined for a path
 * no page answers.
 */
export function pageForPath<Page extends PageEntry>(pages: readonly Page[], path: string) {
  const normalised = normalisePath(path);
  const last = normalised.split('/').pop() ?? '';
  return pages.find((page) => {
    if (normalised === '/') return page.pageUrl === '/';
    return page.pageUrl !== '/' && page.pageUrl.split('/').pop() === last;
  });
}

/**
 * Pages in navigation order (by `index`: docs/decisions.md, "Routes and navigation"), optionally
 * filtered.
 */
export function sortByIndex<Page extends PageEntry>(pages: readonly Page[]): Page[] {
  return [...pages].sort((a, b) => a.index - b.index);
}

export function navPages<Page extends PageEntry>(pages: readonly Page[]): Page[] {
  return sortByIndex(pages.filter((page) => page.showInNav));
}

export function footerPages<Page extends PageEntry>(pages: readonly Page[]): Page[] {
  return sortByIndex(pages.filter((page) => page.showInFooter));
}

/** The title an inner page's header shows: its override text, else its page name. */
export function headerTitle(page: PageEntry): string {
  return page.headerProps.overrideText ?? page.pageName;
}

/** The page entry with this name; a name the route list lacks is a programming error. */
export function getPage<Page extends PageEntry>(pages: readonly Page[], name: string): Page {
  const page = pages.find((entry) => entry.pageName === name);
  if (!page) throw new Error(`content/pages.ts: no page named "${name}"`);
  return page;
}

/** The sector pages (`sector`), in navigation order: each at `/services/<sector>`. */
export function sectorPages<Page extends PageEntry>(pages: readonly Page[]): Page[] {
  return sortByIndex(pages.filter((page) => page.sector));
}

/** A page as a link of the header's or footer's lists. */
const linkItem = (page: PageEntry) => ({ label: page.pageName, href: page.pageUrl });

/** Navigation links for the header and footer. */
export function navItems(pages: readonly PageEntry[]) {
  return navPages(pages).map(linkItem);
}

/**
 * The checks an employer reaches from every page's header and the phone menu (issue 44), beside
 * the navigation rather than in it: the operator check, then the instructor check.
 */
export const checkRoutes = ['/check', '/instructors/check'] as const;

export function checkItems(pages: readonly PageEntry[]) {
  return checkRoutes.map((route) => {
    const page = pages.find((entry) => entry.pageUrl === route);
    if (!page) throw new Error(`content/pages.ts: no page at ${route}`);
    return linkItem(page);
  });
}

export function footerItems(pages: readonly PageEntry[]) {
  return footerPages(pages).map(linkItem);
}

/** The footer's Sectors column. */
export function sectorItems(pages: readonly PageEntry[]) {
  return sectorPages(pages).map(linkItem);
}

/**
 * The trail from Home to a page: every page whose route is a prefix of this one, in order
 * (`/contact/thank-you` → Home, Contact, the thank-you page).
 */
export function breadcrumbTrail(pages: readonly PageEntry[], path: string) {
  const target = normalisePath(path);
  const prefixes = [
    '/',
    ...target
      .split('/')
      .filter(Boolean)
      .map((_, i, parts) => `/${parts.slice(0, i + 1).join('/')}`),
  ];
  return prefixes
    .map((prefix) => pages.find((page) => page.pageUrl === prefix))
    .filter((page): page is PageEntry => page !== undefined)
    .map((page) => ({ name: page.pageName, path: page.pageUrl }));
}

/** What the sitemap lists: every indexable page with its absolute URL and last change. */
export function sitemapEntries(pages: readonly PageEntry[], toUrl: (path: string) => string) {
  return sortByIndex(pages.filter((page) => !page.noindex)).map((page) => ({
    url: toUrl(page.pageUrl),
    lastModified: page.lastModified,
  }));
}
