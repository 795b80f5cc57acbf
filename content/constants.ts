/**
 * The business constants of SPEC §9, defined once. Components and tests read them from here.
 */
export const constants = {
  /** The Home header's slide carousel advances this often (SPEC §4). */
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
