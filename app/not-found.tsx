import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/site-page';
import { notFoundContent } from '@/content/not-found';

export const metadata: Metadata = {
  title: notFoundContent.title,
  description: notFoundContent.description,
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return <NotFoundPage />;
}
