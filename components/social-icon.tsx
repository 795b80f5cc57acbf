import { siFacebook, siYoutube } from 'simple-icons';
import type { SocialLink } from '@/content/types';

const icons = { Facebook: siFacebook, YouTube: siYoutube } as const;

/** A social network's mark, drawn from simple-icons; decorative, so the link carries the name. */
export function SocialIcon({ name, className }: { name: SocialLink['name']; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <path fill="currentColor" d={icons[name].path} />
    </svg>
  );
}
