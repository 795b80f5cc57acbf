import { cardAppName, cardIconSizes, cardContent } from '@/content/card';
import { site } from '@/content/site';
import { themeColours } from '@/content/theme';

export const dynamic = 'force-static';

/**
 * The card's web app manifest, which every page of the card names: added to a phone's home screen
 * (iPhone: Share, Add to Home Screen; Android: Add to Home screen, or Install), it opens the card
 * on its own, without the browser's bars, within `/card` (docs/holders.md).
 */
export function GET() {
  const manifest = {
    name: `${site.shortName}: ${cardContent.heading.toLowerCase()}`,
    short_name: cardAppName,
    description: cardContent.intro[0],
    id: cardContent.paths.card,
    start_url: cardContent.paths.card,
    scope: `${cardContent.paths.landing}`,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: themeColours.primary[900],
    icons: [
      ...cardIconSizes.map((size) => ({
        src: `/card-icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any',
      })),
      { src: '/card-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { 'Content-Type': 'application/manifest+json' },
  });
}
