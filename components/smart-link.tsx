import Link from 'next/link';
import type { ComponentProps } from 'react';
import { isWebHref } from '@/lib/links';

type SmartLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * A link to a route of this site (client-side navigation) or anywhere else (a plain anchor).
 * Links to other sites open in the same tab: the visitor decides where pages open.
 */
export function SmartLink({ href, children, ...props }: SmartLinkProps) {
  if (href.startsWith('/')) {
    return (
      <Link href={href} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...props} rel={isWebHref(href) ? 'noopener' : undefined}>
      {children}
    </a>
  );
}
