import { cn } from '@/lib/cn';
import type { ImageRef } from '@/content/types';
import { ContentImage } from './content-image';

/** The scheme's mark and names, linking home. */
export function SiteLogo({
  logo,
  shortName,
  name,
  homeSuffix,
  tone = 'light',
}: {
  logo: ImageRef;
  shortName: string;
  name: string;
  homeSuffix: string;
  tone?: 'light' | 'dark';
}) {
  return (
    <a href="/" className="flex items-center gap-3 rounded-sm">
      <ContentImage {...logo} alt="" className="size-11 shrink-0" load="eager" />
      <span className="flex flex-col leading-tight">
        <span
          className={cn(
            'text-xl font-black tracking-tight',
            tone === 'dark' ? 'text-white' : 'text-primary-800',
          )}
        >
          {shortName}
          <span className="sr-only">{homeSuffix}</span>
        </span>
        <span
          className={cn(
            'hidden max-w-56 text-[0.8125rem] font-medium sm:block',
            tone === 'dark' ? 'text-primary-200' : 'text-slate-600',
          )}
        >
          {name}
        </span>
      </span>
    </a>
  );
}
