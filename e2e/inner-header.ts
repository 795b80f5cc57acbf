/**
 * What a visitor sees of an inner page's header on the screen they have, read in the page (a
 * self-contained function, so every engine runs it): how high the header's band is painted, its
 * picture's height, whether the scroll-down button is painted on the first screen (laid out,
 * visible, inside the viewport and the topmost thing at its centre), and where the page's own
 * content starts.
 */
export function innerHeaderOnScreen() {
  const band = [...document.querySelectorAll('main > div')].find((div) => div.querySelector('h1'))!;
  const words = band.querySelector('h1')!.parentElement!;
  const picture = band.querySelector('svg, img');
  const button = band.querySelector<HTMLElement>('a[href="#page-content"]');
  const box = button?.getBoundingClientRect();
  const shown =
    button && box && box.width > 0
      ? button.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      : false;
  const onFirstScreen =
    shown &&
    box!.top >= 0 &&
    box!.bottom <= innerHeight &&
    button!.contains(
      document.elementFromPoint(box!.left + box!.width / 2, box!.top + box!.height / 2),
    );
  return {
    band: Math.round(band.getBoundingClientRect().height),
    /** How much higher the band is than its words (its title, summary and button). */
    aboveWords: Math.round(
      band.getBoundingClientRect().height - words.getBoundingClientRect().height,
    ),
    picture: Math.round(picture?.getBoundingClientRect().height ?? 0),
    button: onFirstScreen ? 'on the first screen' : shown ? 'below the first screen' : 'not shown',
    contentTop: Math.round(document.getElementById('page-content')!.getBoundingClientRect().top),
  };
}

/** Phones held upright: the header with its picture and button, on the first screen. */
export const upright = [
  [375, 667],
  [414, 896],
  [320, 568],
] as const;

/** Short screens: a 1280 x 1024 screen at 400 % zoom, a phone turned sideways. */
export const short = [
  [320, 256],
  [667, 375],
] as const;

/** The inner pages of the specification, as a phone shows them. */
export const innerPages = [
  '/about',
  '/instructors',
  '/accreditation',
  '/contact',
  '/core-values',
  '/contact/thank-you',
];
