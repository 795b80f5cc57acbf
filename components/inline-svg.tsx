import { readFileSync } from 'node:fs';
import path from 'node:path';
import { optimize } from 'svgo';
import { cn } from '@/lib/cn';

/**
 * An SVG from `public/` written into the page's HTML at build time instead of fetched: used for
 * the large pictures at the top of a page, so they paint with the HTML rather than after it.
 * Minified on the way in; sized by the caller's classes.
 */
export function InlineSvg({
  src,
  alt,
  className,
}: {
  src: string;
  /** Describes the picture; empty for a decorative one, which is hidden from assistive technology. */
  alt: string;
  className?: string;
}) {
  const source = readFileSync(path.join(process.cwd(), 'public', src), 'utf8');
  const markup = optimize(source, { multipass: true, plugins: ['preset-default'] }).data;
  const open = markup.match(/^<svg\b[^>]*>/)![0];
  const viewBox = /viewBox="([^"]+)"/.exec(open)?.[1];
  const inner = markup.slice(open.length, markup.lastIndexOf('</svg>'));
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBox}
      preserveAspectRatio="xMaxYMid slice"
      className={cn('block', className)}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true, focusable: false })}
      dangerouslySetInnerHTML={{ __html: inner }}
    />
  );
}
