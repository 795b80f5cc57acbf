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
      height: {
        'inner-header': `${constants.innerHeaderHeightPx}px`,
      },
      maxWidth: {
        page: '80rem',
      },
    },
  },
} satisfies Config;
