import { ImageResponse } from 'next/og';
import { svgDataUri } from '@/components/social-card';
import { site } from '@/content/site';
import { themeColours } from '@/content/theme';

export const dynamic = 'force-static';
const size = { width: 180, height: 180 };

/**
 * The home-screen icon for Apple devices: the scheme's mark on a solid square, written to
 * `out/apple-icon.png` (a route handler, so the file has an extension; see
 * app/opengraph-image.png/route.tsx). The root layout's metadata links it.
 */
export function GET() {
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
      <img src={svgDataUri(site.logo.src)} width={140} height={140} alt="" />
    </div>,
    size,
  );
}
