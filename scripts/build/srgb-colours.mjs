// Takes out of the site's CSS the copies of its colours that only a wide-gamut screen could tell
// apart, where they are not different. Tailwind's palette is written in oklch, so its build writes
// each colour twice: an sRGB hex value, then the same colour again in `lab()` inside
// `@supports (color:lab(0% 0 0))`, for screens that can show more than sRGB. Every colour this site
// uses lies inside sRGB (slate greys, and the brand's own hex colours with an opacity), so each
// `lab()` copy is the hex value again, and it cost each page about 0.2 KB of its first round trip
// (docs/performance.md). A block goes only if each `lab()` colour in it converts to the sRGB of
// the fallback before it, within rounding; any colour outside sRGB, or without a fallback, keeps
// its block.
import postcss from 'postcss';

/** The `@supports` condition under which Tailwind's build writes the `lab()` copies. */
export const labCondition = '(color:lab(0% 0 0))';

const labColour = /lab\(\s*([-\d.]+)%\s+([-\d.]+)\s+([-\d.]+)\s*(?:\/\s*([-\d.]+%?))?\s*\)/g;
const hexColour = /#([\da-f]{3,8})\b/gi;

/** @param {number[]} v @param {number[][]} m */
const times = (m, v) => m.map((row) => row.reduce((sum, x, i) => sum + x * (v[i] ?? 0), 0));

/**
 * A CSS `lab()` colour (CIE Lab, D50) as sRGB channels from 0 to 255 and an alpha from 0 to 1
 * (CSS Color 4's conversion: Lab → XYZ D50 → Bradford to D65 → linear sRGB → sRGB).
 * @param {number} l lightness, 0–100
 * @param {number} a
 * @param {number} b
 * @param {number} [alpha]
 */
export function labToSrgb(l, a, b, alpha = 1) {
  const kappa = 24389 / 27;
  const epsilon = 216 / 24389;
  const fy = (l + 16) / 116;
  const fx = fy + a / 500;
  const fz = fy - b / 200;
  const white = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585];
  const xyz = [
    fx ** 3 > epsilon ? fx ** 3 : (116 * fx - 16) / kappa,
    l > kappa * epsilon ? fy ** 3 : l / kappa,
    fz ** 3 > epsilon ? fz ** 3 : (116 * fz - 16) / kappa,
  ].map((v, i) => v * /** @type {number} */ (white[i]));
  const d65 = times(
    [
      [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
      [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
      [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
    ],
    xyz,
  );
  const linear = times(
    [
      [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
      [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
      [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
    ],
    d65,
  );
  const rgb = linear.map(
    (v) =>
      255 *
      (Math.abs(v) <= 0.0031308
        ? 12.92 * v
        : Math.sign(v) * (1.055 * Math.abs(v) ** (1 / 2.4) - 0.055)),
  );
  return { rgb, alpha };
}

/** @param {string} hex without its `#` */
function hexToSrgb(hex) {
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
  const channels = /** @type {string[]} */ (full.match(/../g)).map((pair) => parseInt(pair, 16));
  return {
    rgb: channels.slice(0, 3),
    alpha: channels.length === 4 ? (channels[3] ?? 255) / 255 : 1,
  };
}

/**
 * Whether `labValue` (a declaration's value holding `lab()` colours) says what `fallback` (the
 * same declaration in hex) says: the same colours in the same order, each inside sRGB and within
 * rounding of the hex, and the same text around them.
 * @param {string} labValue
 * @param {string} fallback
 */
export function sameInSrgb(labValue, fallback) {
  const labs = [...labValue.matchAll(labColour)];
  const hexes = [...fallback.matchAll(hexColour)];
  if (labs.length === 0 || labs.length !== hexes.length) return false;
  if (labValue.replace(labColour, '#') !== fallback.replace(hexColour, '#')) return false;
  return labs.every((match, i) => {
    const [, l, a, b, alpha] = match;
    const opacity =
      alpha === undefined ? 1 : alpha.endsWith('%') ? parseFloat(alpha) / 100 : Number(alpha);
    const lab = labToSrgb(Number(l), Number(a), Number(b), opacity);
    const hex = hexToSrgb(/** @type {string} */ (/** @type {RegExpMatchArray} */ (hexes[i])[1]));
    return (
      lab.rgb.every(
        (v, c) => v >= -0.5 && v <= 255.5 && Math.abs(v - (hex.rgb[c] ?? NaN)) <= 1.5,
      ) && Math.abs(lab.alpha - hex.alpha) <= 1 / 255 + 1e-9
    );
  });
}

/**
 * Where a declaration applies: its rule's selector inside its at-rules (apart from `@supports`).
 * @param {import('postcss').Declaration} decl
 */
function placeOf(decl) {
  const names = [];
  for (let node = decl.parent; node && node.type !== 'root'; node = node.parent) {
    if (node.type === 'rule') names.push(/** @type {import('postcss').Rule} */ (node).selector);
    else if (
      node.type === 'atrule' &&
      /** @type {import('postcss').AtRule} */ (node).name !== 'supports'
    )
      names.push(
        `@${/** @type {import('postcss').AtRule} */ (node).name} ${/** @type {import('postcss').AtRule} */ (node).params}`,
      );
  }
  return `${names.reverse().join(' ')} ${decl.prop}`;
}

/**
 * `css` without its `@supports (color:lab(0% 0 0))` blocks whose every colour is the sRGB
 * fallback written before it, and how many blocks went and stayed.
 * @param {string} css
 */
export function withoutSrgbCopies(css) {
  const root = postcss.parse(css);
  /** @type {Map<string, string>} the last value outside `@supports` of each declaration, by place */
  const fallbacks = new Map();
  let removed = 0;
  let kept = 0;
  root.walk((node) => {
    if (node.type === 'decl') {
      let inSupports = false;
      for (let up = node.parent; up && up.type !== 'root'; up = up.parent)
        if (
          up.type === 'atrule' &&
          /** @type {import('postcss').AtRule} */ (up).name === 'supports'
        )
          inSupports = true;
      if (!inSupports) fallbacks.set(placeOf(node), node.value);
      return;
    }
    if (node.type !== 'atrule' || node.name !== 'supports' || node.params !== labCondition) return;
    /** @type {import('postcss').Declaration[]} */
    const decls = [];
    node.walkDecls((decl) => {
      decls.push(decl);
    });
    const same = decls.every((decl) => {
      const fallback = fallbacks.get(placeOf(decl));
      return fallback !== undefined && sameInSrgb(decl.value, fallback);
    });
    if (same && decls.length > 0) {
      node.remove();
      removed += 1;
    } else kept += 1;
  });
  return { css: root.toString(), removed, kept };
}
