import type { ComponentProps } from 'react';
import { isWebHref } from '@/lib/links';

type SmartLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * A link to a route of this site or anywhere else. Plain anchors throughout: every page is static
 * HTML, so a full page load is fast, and client-side routing would ship JavaScript to every
 * visitor for no gain. Links to other sites open in the same tab: the visitor decides.
 */
export function SmartLink({ href, children, ...props }: SmartLinkProps) {
  return (
    <a href={href} rel={isWebHref(href) ? 'noopener' : undefined} {...props}>
      {children}
    </a>
  );
}
