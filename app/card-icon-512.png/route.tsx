import { cardIcon } from '@/components/card/card-icon';

export const dynamic = 'force-static';

/** The card's home-screen icon, 512 pixels a side (app/card.webmanifest/route.ts names it). */
export function GET() {
  return cardIcon(512);
}
