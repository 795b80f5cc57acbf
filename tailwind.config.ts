import type { Config } from 'tailwindcss';
import { constants } from './content/constants';
import { themeColours } from './content/theme';

/**
 * Design tokens, loaded by `app/globals.css` with `@config`. Colours and the inner header's height
 * come from `content/`, so the brand and SPEC constants are defined once.
 */
export default {
  theme: {
    extend: {
      colors: themeColours,
      fontFamily: {
        sans: ['var(--font-sans)', 'ui-sans-serif', 'system-ui', 'sans-serif'],
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
