import { ImageResponse } from 'next/og';
import { svgDataUri } from '@/components/social-card';
import { site } from '@/content/site';
import { themeColours } from '@/content/theme';

/**
 * The card's home-screen icon at `size` pixels a side (app/card-icon-192.png and
 * app/card-icon-512.png, named by the card's manifest): the scheme's mark on the card's own
 * colour, with room round it for the shapes Android cuts icons to (`maskable`).
 */
export function cardIcon(size: number) {
  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        alignItems: 'center',
        justifyContent: 'center',
        background: themeColours.primary[100],
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- rendered to PNG at build time */}
      <img src={svgDataUri(site.logo.src)} width={size * 0.6} height={size * 0.6} alt="" />
    </div>,
    { width: size, height: size },
  );
}
