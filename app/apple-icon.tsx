import { ImageResponse } from 'next/og';
import { svgDataUri } from '@/components/social-card';
import { site } from '@/content/site';
import { themeColours } from '@/content/theme';

export const dynamic = 'force-static';
export const size = { width: 180, height: 180 };
export const contentType = 'image/png';

/** The home-screen icon for Apple devices: the scheme's mark on a solid square. */
export default function AppleIcon() {
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
      <img src={svgDataUri(site.logo.src)} width={140} height={140} alt="" />
    </div>,
    size,
  );
}
