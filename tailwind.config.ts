import type { Config } from 'tailwindcss';
import { constants } from './content/constants';
import { themeColours } from './content/theme';

/**
 * Design tokens, loaded by `app/globals.css` with `@config`. Colours and the inner header's height
 * come from `content/`, so the brand colours and the business constants are defined once
 * (docs/decisions.md, "Business constants").
 */
export default {
  theme: {
    extend: {
      colors: themeColours,
      // The platform's own interface font: San Francisco on Apple devices, Segoe UI on Windows,
      // Roboto on Android. No web font: it would cost the first page of a visit a round trip
      // (docs/build.md, "Fonts").
      fontFamily: {
        sans: [
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Helvetica Neue"',
          '"Noto Sans"',
          '"Liberation Sans"',
          'Arial',
          'sans-serif',
        ],
      },
      // The inner header is 430 px high, and grows rather than clip when text needs more room
      // (WCAG 1.4.12 text spacing, large zoom).
      minHeight: {
        'inner-header': `${constants.innerHeaderHeightPx}px`,
      },
      maxWidth: {
        page: '80rem',
      },
    },
  },
} satisfies Config;
