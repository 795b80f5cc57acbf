/**
 * The business constants, defined once (docs/decisions.md, "Business constants"). Components and
 * tests read them from here.
 */
export const constants = {
  /** How often Home's slide carousel advances (docs/decisions.md, "Carousels and motion"). */
  slideIntervalMs: 15000,
  /** The scroll-to-top button shows once the page is scrolled further than this. */
  scrollTopThresholdPx: 100,
  /** Height of an inner page's header background. */
  innerHeaderHeightPx: 430,
  /** Images in Home's hero block. */
  heroImageCount: 5,
  servicesGrid: {
    /** Columns on large screens when a page does not say otherwise. */
    defaultColumns: 4,
    /** Columns on large screens on Home (and About, which repeats Home's blocks). */
    homeColumns: 3,
  },
  logoCarousel: {
    slidesToShow: 4,
    slidesToScroll: 1,
    autoplayIntervalMs: 2000,
    transitionSpeedMs: 2000,
    easing: 'linear',
    infinite: true,
    dots: true,
    arrows: false,
  },
} as const;
