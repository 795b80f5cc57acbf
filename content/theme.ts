import type { ThemeColours } from './types';

/**
 * Brand colours (docs/decisions.md, "Content in typed modules"): primary is a deep steel blue for
 * trust and legibility; secondary is the amber of site-safety signage. Text sits on primary-600 and
 * darker, or on secondary-300 and lighter, which keeps every pairing above WCAG AA contrast.
 */
export const themeColours = {
  primary: {
    100: '#e7eef6',
    200: '#c5d5e8',
    300: '#93b2d4',
    400: '#5d89ba',
    500: '#33669e',
    600: '#225083',
    700: '#183e68',
    800: '#112d4d',
    900: '#0a1d34',
    DEFAULT: '#183e68',
  },
  secondary: {
    100: '#fff7dc',
    200: '#ffeaa6',
    300: '#ffdb6b',
    400: '#ffcb38',
    500: '#f5b400',
    600: '#d49800',
    700: '#a67700',
    800: '#785600',
    900: '#4b3600',
    DEFAULT: '#f5b400',
  },
} as const satisfies ThemeColours;
