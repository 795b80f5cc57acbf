// The site's short class names (issue 12: a page must fit in the first round trip of a new
// connection, and Tailwind's class names are about a third of a page's compressed HTML):
// `md:grid-cols-[minmax(0,1fr)_20rem]` becomes `c7`, the names most used across the site the
// shortest. The stylesheets keep their rules in their order; only the names change, so the
// cascade is the same. These are the pure parts: which tokens could be class names, the names
// themselves, and renaming them in HTML, CSS and the islands' source. The build step
// scripts/build/class-names.mjs applies them to the built site; scripts/build/islands.mjs renames the
// islands' source as it bundles it, and scripts/build/inline-css.mjs reads class names to prune.
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import ts from 'typescript';

/** The character references React writes into attribute values. */
const references = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/**
 * Every token that could be a class name, as Tailwind reads source: runs of characters that are
 * not quotes or whitespace (after decoding HTML's character references), so `md:grid-cols-2`,
 * `aria-[current=true]:w-6` and `[&>svg]:size-4` come through whole.
 * @param {string} content HTML or code
 */
export const classCandidates = (content) =>
  content
    .replace(
      /&(amp|lt|gt|quot|#39|#x27);/g,
      (_, /** @type {keyof typeof references} */ name) => references[name],
    )
    .match(/[^"'`\s]*[^"'`\s:]/g) ?? [];

const classAttribute = /(<[a-zA-Z][^>]*?\sclass=")([^"]*)(")/g;

const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const rest = `${letters}0123456789-_`;

/**
 * The `index`th short name: a letter, then as many letters, digits, `-` or `_` as it takes
 * (`a`…`Z`, `aa`, `ba`…). Always a valid CSS class name that needs no escaping.
 * @param {number} index
 */
export function shortName(index) {
  let name = /** @type {string} */ (letters[index % letters.length]);
  for (let n = Math.floor(index / letters.length); n > 0; n = Math.floor(n / rest.length))
    name += /** @type {string} */ (rest[(n - 1) % rest.length]);
  return name;
}

/**
 * The class names a stylesheet's selectors mention.
 * @param {string} css
 */
export function stylesheetClasses(css) {
  /** @type {Set<string>} */
  const names = new Set();
  postcss.parse(css).walkRules((rule) => {
    selectorParser((selectors) =>
      selectors.walkClasses((c) => void names.add(c.value)),
    ).processSync(rule.selector);
  });
  return names;
}

/**
 * The new name of every class: short names, the most used first, for the classes the
 * stylesheets mention and the islands' code does not hold; `null` (drop it) for those no
 * stylesheet mentions and the code does not hold. The code's classes keep their names, and no
 * short name is a token of the code (which could be a class an island writes).
 * @param {{ uses: Map<string, number>, styled: Set<string>, kept: Set<string> }} site how often
 *   each class is used across the pages, the classes the stylesheets mention, the names to keep
 * @returns {Map<string, string | null>}
 */
export function classNames({ uses, styled, kept }) {
  /** @type {Map<string, string | null>} */
  const renamed = new Map();
  const byUse = [...new Set([...uses.keys(), ...styled])]
    .filter((name) => !kept.has(name))
    .sort((a, b) => (uses.get(b) ?? 0) - (uses.get(a) ?? 0) || (a < b ? -1 : 1));
  let next = 0;
  for (const name of byUse) {
    if (!styled.has(name)) {
      renamed.set(name, null);
      continue;
    }
    let short;
    do short = shortName(next++);
    while (kept.has(short));
    renamed.set(name, short);
  }
  return renamed;
}

/**
 * Each class attribute of `html` with its names renamed (or dropped).
 * @param {string} html
 * @param {Map<string, string | null>} names
 */
export function renameInHtml(html, names) {
  return html.replace(
    classAttribute,
    (
      whole,
      /** @type {string} */ before,
      /** @type {string} */ value,
      /** @type {string} */ after,
    ) => {
      const classes = value
        .split(/\s+/)
        .filter(Boolean)
        .map((name) => (names.has(name) ? names.get(name) : name))
        .filter(Boolean);
      return classes.length === 0
        ? before.replace(/\sclass="$/, '') + after.slice(1)
        : `${before}${classes.join(' ')}${after}`;
    },
  );
}

/**
 * `css` with its class selectors renamed.
 * @param {string} css
 * @param {Map<string, string | null>} names
 */
export function renameInCss(css, names) {
  const tree = postcss.parse(css);
  tree.walkRules((rule) => {
    rule.selector = selectorParser((selectors) =>
      selectors.walkClasses((c) => {
        const name = names.get(c.value);
        if (name) c.value = name;
      }),
    ).processSync(rule.selector);
  });
  return tree.toString();
}

/**
 * How often each class is used across `pages` (their HTML).
 * @param {string[]} pages
 */
export function classUses(pages) {
  /** @type {Map<string, number>} */
  const uses = new Map();
  for (const html of pages)
    for (const [, , value = ''] of html.matchAll(classAttribute))
      for (const name of value.split(/\s+/).filter(Boolean))
        uses.set(name, (uses.get(name) ?? 0) + 1);
  return uses;
}

/**
 * The string literals of a TypeScript (TSX) source that hold class names, with where they are:
 * those inside a `className` attribute (`className="…"`, `className={clsx('…', on && '…')}`)
 * and in the initialiser of a constant whose name ends in `Class` or `Classes`. `others` are the
 * values of every other string and template literal.
 * @param {string} source
 * @param {string} fileName
 */
export function classLiterals(source, fileName) {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  /** @type {{ start: number, end: number, text: string }[]} */
  const classes = [];
  /** @type {string[]} */
  const others = [];
  /**
   * @param {ts.Node} node
   * @returns {node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral}
   */
  const isLiteral = (node) => ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
  /**
   * @param {ts.Node} node
   * @param {boolean} inClass
   */
  const visit = (node, inClass) => {
    const classContext =
      inClass ||
      (ts.isJsxAttribute(node) && node.name.getText(file) === 'className') ||
      (ts.isVariableDeclaration(node) && /Class(es)?$/.test(node.name.getText(file)));
    if (isLiteral(node)) {
      const raw = source.slice(node.getStart(file) + 1, node.end - 1);
      // A literal with escapes is left alone, and its words kept as they are everywhere.
      if (classContext && raw === node.text)
        classes.push({ start: node.getStart(file) + 1, end: node.end - 1, text: raw });
      else others.push(node.text);
    } else if (ts.isTemplateExpression(node)) {
      others.push(node.getText(file));
    }
    ts.forEachChild(node, (child) => visit(child, classContext));
  };
  visit(file, false);
  return { classes, others };
}

/**
 * `source` with the class names in its class literals (`classLiterals`) renamed.
 * @param {string} source
 * @param {string} fileName
 * @param {Map<string, string | null>} names
 */
export function renameClassLiterals(source, fileName, names) {
  let renamed = source;
  for (const { start, end, text } of classLiterals(source, fileName).classes.reverse()) {
    const value = text.replace(/[^\s]+/g, (name) => names.get(name) ?? name);
    renamed = renamed.slice(0, start) + value + renamed.slice(end);
  }
  return renamed;
}
