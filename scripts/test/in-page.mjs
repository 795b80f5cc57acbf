// What runs in the page to read what a visitor gets: the words shown, their contrast with what is
// behind them, and when they and the islands came. Each function is self-contained (no closures,
// no imports), so that any driver can send it to any engine: the end-to-end helpers
// (e2e/visitor.ts) and the network bench (scripts/bench/network-bench.mjs) use them alike.

/**
 * What `watchWords` keeps in `window.wordsShown`: `at` and `sinceStart` once every text is shown;
 * `missing`, the texts not shown (none once they all are).
 * @typedef {{ at?: number, sinceStart?: number, missing: string[] }} WordsShown
 */

/**
 * The page's window, with what `watchWords` and `watchIslands` keep in it (undefined until then).
 * @typedef {Window & { wordsShown?: WordsShown, islandsWorking?: number | null }} WatchedWindow
 */

/**
 * A colour as sRGB 0–255 and alpha 0–1.
 * @typedef {{ r: number, g: number, b: number, a: number }} Rgba
 */

/**
 * The texts of the page that are shown, in document order: laid out with a size, and neither
 * under `display: none`, `visibility: hidden`, `content-visibility: hidden` nor `opacity: 0`.
 * @returns {string[]}
 */
export function shownTexts() {
  const texts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    const parent = node.parentElement;
    if (!text || !parent || parent.closest('script, style, noscript, template')) continue;
    if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) texts.push(text);
  }
  return texts;
}

/**
 * From DOMContentLoaded on, looks at every frame for when the page first shows every text of
 * `expected` (as often as `expected` has it), and keeps in `window.wordsShown` when that was (the
 * frame after they were all laid out: `at`, ms after DOMContentLoaded; `sinceStart`, ms after the
 * navigation began), or the texts still missing once `withinMs` have passed.
 * @param {{ expected: string[], withinMs: number }} options
 * @param {() => string[]} shown `shownTexts`
 */
export function watchWords({ expected, withinMs }, shown) {
  document.addEventListener('DOMContentLoaded', () => {
    const start = performance.now();
    const look = () => {
      const left = new Map();
      for (const text of shown()) left.set(text, (left.get(text) ?? 0) + 1);
      const missing = expected.filter((text) => {
        const count = left.get(text) ?? 0;
        left.set(text, count - 1);
        return count <= 0;
      });
      // Laid out now, on screen once the next frame is drawn: the moment after it.
      const afterNextFrame = (/** @type {() => void} */ then) =>
        requestAnimationFrame(() => setTimeout(then));
      if (missing.length === 0)
        afterNextFrame(() => {
          const now = performance.now();
          /** @type {WatchedWindow} */ (window).wordsShown = {
            at: Math.round(now - start),
            sinceStart: Math.round(now),
            missing,
          };
        });
      else if (performance.now() - start > withinMs)
        /** @type {WatchedWindow} */ (window).wordsShown = { missing };
      else afterNextFrame(look);
    };
    look();
  });
}

/**
 * `watchWords` as the text of a script to run before the page's own (an init script).
 * @param {string[]} expected
 * @param {number} withinMs
 */
export const watchWordsScript = (expected, withinMs) =>
  `(${watchWords})(${JSON.stringify({ expected, withinMs })}, ${shownTexts});`;

/**
 * Keeps in `window.islandsWorking` when the last of the page's islands was marked hydrated (ms
 * after the navigation began), once the document is parsed; `null` for a page without islands.
 */
export function watchIslands() {
  document.addEventListener('DOMContentLoaded', () => {
    const islands = [...document.querySelectorAll('[data-island]')];
    const check = () => {
      if (islands.every((island) => island.hasAttribute('data-hydrated'))) {
        /** @type {WatchedWindow} */ (window).islandsWorking = islands.length
          ? Math.round(performance.now())
          : null;
        return true;
      }
      return false;
    };
    if (check()) return;
    const observer = new MutationObserver(() => check() && observer.disconnect());
    for (const island of islands)
      observer.observe(island, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

/**
 * Every text of the page whose contrast with what is behind it is below WCAG AA (4.5:1; 3:1 for
 * large text: 24 px, or 18.66 px bold), from the computed colours: the text's colour over the
 * backgrounds of its element and its ancestors, composited from the page's white. Images never
 * count (they may not arrive: text must be readable without them); a gradient counts at its worst
 * colour stop for the text.
 * @returns {string[]}
 */
export function contrastProblems() {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('contrastProblems: no 2D canvas context to read colours with');
  // A page has a few colours and many texts, each with its backgrounds: each colour read once.
  /** @type {Map<string, Rgba>} */
  const painted = new Map();
  /**
   * Any CSS colour (oklch, rgb, a name…) as sRGB 0–255 and alpha 0–1, as the browser paints it.
   * @param {string} colour
   * @returns {Rgba}
   */
  const rgba = (colour) => {
    const known = painted.get(colour);
    if (known) return known;
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = colour;
    context.fillRect(0, 0, 1, 1);
    // One pixel: its four channels.
    const [r, g, b, a] = /** @type {[number, number, number, number]} */ (
      /** @type {unknown} */ (context.getImageData(0, 0, 1, 1).data)
    );
    const read = { r, g, b, a: a / 255 };
    painted.set(colour, read);
    return read;
  };
  /**
   * `top` painted over `below` (opaque).
   * @param {Rgba} top
   * @param {Rgba} below
   * @returns {Rgba}
   */
  const over = (top, below) => ({
    r: top.r * top.a + below.r * (1 - top.a),
    g: top.g * top.a + below.g * (1 - top.a),
    b: top.b * top.a + below.b * (1 - top.a),
    a: 1,
  });
  /** @param {Rgba} colour */
  const luminance = ({ r, g, b }) => {
    /** @param {number} v */
    const linear = (v) => {
      const s = v / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  /**
   * @param {Rgba} x
   * @param {Rgba} y
   */
  const contrast = (x, y) => {
    const [light, dark] = /** @type {[number, number]} */ (
      [luminance(x), luminance(y)].sort((a, b) => b - a)
    );
    return (light + 0.05) / (dark + 0.05);
  };
  /**
   * The colour stops of a gradient, as computed (`rgb(…)`, `oklab(…)`, …).
   * @param {string} image
   * @returns {string[]}
   */
  const gradientStops = (image) =>
    image.includes('gradient(')
      ? (image.match(/(?:rgba?|hsla?|oklch|oklab|lab|lch|color)\([^)]*\)/g) ?? [])
      : [];
  const problems = [];
  const seen = new Set();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    const text = (node.textContent ?? '').trim();
    if (!text || !element || seen.has(element)) continue;
    if (element.closest('script, style, noscript, template')) continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    // Visually hidden text (a screen reader's label) has no contrast to keep.
    if (box.width <= 1 || box.height <= 1) continue;
    seen.add(element);
    // The backgrounds behind the text, nearest first, down to the first opaque colour.
    const layers = [];
    for (let e = /** @type {HTMLElement | null} */ (element); e; e = e.parentElement) {
      const style = getComputedStyle(e);
      const colour = rgba(style.backgroundColor);
      const stops = gradientStops(style.backgroundImage).map(rgba);
      if (colour.a > 0 || stops.length > 0) layers.push({ colour, stops });
      if (colour.a === 1) break;
    }
    const style = getComputedStyle(element);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    const needed = large ? 3 : 4.5;
    // Every way the layers can stand behind the text: each gradient at each of its stops.
    let behind = [{ r: 255, g: 255, b: 255, a: 1 }];
    for (const { colour, stops } of layers.reverse())
      behind = behind.flatMap((below) => {
        const filled = over(colour, below);
        return stops.length ? stops.map((stop) => over(stop, filled)) : [filled];
      });
    const worst = Math.min(
      ...behind.map((background) => contrast(over(rgba(style.color), background), background)),
    );
    if (worst < needed)
      problems.push(
        `"${text.slice(0, 40)}" (${element.tagName.toLowerCase()}): ${worst.toFixed(2)}:1, needs ${needed}:1 (${style.color})`,
      );
  }
  return problems;
}
