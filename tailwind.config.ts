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
      // The inner header is 430 px high, or less where the screen is shorter, so that it and its
      // scroll button end on the first screen below the site's header (at most 184 px high, at
      // 320 px wide); it grows rather than clip when text needs more room (WCAG 1.4.12 text
      // spacing, large zoom). Used only on a tall screen (the `tall` variant, app/globals.css).
      minHeight: {
        'inner-header': `min(${constants.innerHeaderHeightPx}px, calc(100svh - 184px))`,
      },
      maxWidth: {
        page: '80rem',
      },
    },
  },
} satisfies Config;
