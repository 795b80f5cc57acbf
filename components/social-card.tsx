import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { themeColours } from '@/content/theme';

/** Open Graph images are 1200 × 630 px, as social networks and messaging apps expect. */
export const socialImageSize = { width: 1200, height: 630 };

const root = process.cwd();
const file = (...parts: string[]) => readFileSync(path.join(root, ...parts));
const font = (weight: 400 | 800) =>
  file('node_modules/@fontsource/public-sans/files', `public-sans-latin-${weight}-normal.woff`);
/** An SVG from `public/` as a data URI, for images drawn at build time. */
export const svgDataUri = (publicPath: string) =>
  `data:image/svg+xml;base64,${file('public', publicPath).toString('base64')}`;

/**
 * A social sharing card drawn at build time from the brand: the scheme's mark and name, a title
 * and one of the site's illustrations. Used by the `opengraph-image` route files.
 */
export function socialCard({
  title,
  text,
  shortName,
  logo,
  artwork,
}: {
  title: string;
  text: string;
  shortName: string;
  logo: string;
  artwork: string;
}) {
  const { primary, secondary } = themeColours;
  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        background: primary[900],
        fontFamily: 'Public Sans',
        color: 'white',
      }}
    >
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '64px 56px 72px 72px',
          width: 660,
          height: '100%',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- rendered to PNG at build time */}
          <img src={svgDataUri(logo)} width={72} height={72} alt="" />
          <div style={{ fontSize: 40, fontWeight: 800, letterSpacing: -1 }}>{shortName}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
          <div style={{ width: 96, height: 10, borderRadius: 5, background: secondary[500] }} />
          <div style={{ fontSize: 54, fontWeight: 800, lineHeight: 1.1, letterSpacing: -1.5 }}>
            {title}
          </div>
          <div style={{ fontSize: 28, lineHeight: 1.35, color: primary[100] }}>{text}</div>
        </div>
      </div>
      {/* eslint-disable-next-line @next/next/no-img-element -- rendered to PNG at build time */}
      <img
        src={svgDataUri(artwork)}
        width={540}
        height={630}
        alt=""
        style={{ width: 540, height: 630, objectFit: 'cover', objectPosition: 'right' }}
      />
      <div
        style={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          height: 14,
          background: secondary[500],
        }}
      />
    </div>,
    {
      ...socialImageSize,
      fonts: [
        { name: 'Public Sans', data: font(400), weight: 400, style: 'normal' },
        { name: 'Public Sans', data: font(800), weight: 800, style: 'normal' },
      ],
    },
  );
}
