import type { Metadata } from 'next';
import type { PageEntry } from '@/content/types';
import { headerTitle } from './pages';

/**
 * A page's own metadata: its title (the root layout's template adds the scheme's name; Home uses
 * the full name alone), description and canonical path.
 */
export function pageMetadata(page: PageEntry, homeTitle: string): Metadata {
  return {
    title: page.pageUrl === '/' ? { absolute: homeTitle } : headerTitle(page),
    description: page.description,
    alternates: { canonical: page.pageUrl },
    ...(page.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
