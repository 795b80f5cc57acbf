/**
 * The rules `content/` must follow that types cannot express. Each returns a list of problems,
 * every one naming the file and the field (`content/pages.ts: pages[2].index ...`), so a mistake in
 * content fails the tests with a message an editor can act on. An empty list means the content is
 * sound.
 */

import type { RichText } from '@/content/types';
import { plainText } from './rich-text';

const imagePathPattern = /^\/images\/.+\.(svg|png|jpe?g|webp|avif|gif)$/i;

/** Keys whose string value is a link the site renders (`navigate`: where a service card leads). */
const linkKeys = new Set(['href', 'buttonAction', 'url', 'pageUrl', 'navigate']);

/** Keys that may hold an image path, and the key that must hold its text alternative. */
const imageKeys: Record<string, string> = { src: 'alt', imageUrl: 'imageAlt' };

type Visit = (value: unknown, path: string, key: string | undefined, parent: unknown) => void;

/** Calls `visit` for every value below `root`, with a path such as `pages[2].headerProps`. */
export function walk(root: unknown, rootPath: string, visit: Visit) {
  const step = (value: unknown, path: string, key: string | undefined, parent: unknown) => {
    visit(value, path, key, parent);
    if (Array.isArray(value)) {
      value.forEach((item, i) => step(item, `${path}[${i}]`, undefined, value));
    } else if (value && typeof value === 'object') {
      for (const [childKey, child] of Object.entries(value)) {
        step(child, `${path}.${childKey}`, childKey, value);
      }
    }
  };
  step(root, rootPath, undefined, undefined);
}

export type ContentModule = { file: string; exports: Record<string, unknown> };

function eachExport(
  modules: readonly ContentModule[],
  visit: (file: string, name: string, value: unknown) => void,
) {
  for (const { file, exports } of modules) {
    for (const [name, value] of Object.entries(exports)) visit(file, name, value);
  }
}

/**
 * Every image with a declared `width` and `height` has that size (per `sizeOf`): exactly, for a
 * raster image, whose responsive variants are made from its real width; in proportion, for SVG.
 */
export function imageSizeProblems(
  modules: readonly ContentModule[],
  sizeOf: (publicPath: string) => { width: number; height: number } | undefined,
): string[] {
  const problems: string[] = [];
  eachExport(modules, (file, name, value) => {
    walk(value, name, (node, path, _key, parent) => {
      if (typeof node !== 'string' || !imagePathPattern.test(node)) return;
      const { width, height } = (parent ?? {}) as { width?: unknown; height?: unknown };
      const actual = sizeOf(node);
      if (typeof width !== 'number' || typeof height !== 'number' || !actual) return;
      const where = `${file}: ${path.replace(/\.[^.]+$/, '')}`;
      if (node.endsWith('.svg')) {
        const ratio = width / height / (actual.width / actual.height);
        if (Math.abs(ratio - 1) > 0.01)
          problems.push(
            `${where}.width × height is ${width}×${height}, out of proportion with "${node}" (${actual.width}×${actual.height})`,
          );
      } else if (width !== actual.width || height !== actual.height) {
        problems.push(
          `${where}.width × height is ${width}×${height}, but "${node}" is ${actual.width}×${actual.height}`,
        );
      }
    });
  });
  return problems;
}

/** Every image path exists (per `exists`), sits under an image key, and has alt text or is marked decorative. */
export function imageProblems(
  modules: readonly ContentModule[],
  exists: (publicPath: string) => boolean,
): string[] {
  const problems: string[] = [];
  eachExport(modules, (file, name, value) => {
    walk(value, name, (node, path, key, parent) => {
      if (typeof node !== 'string' || !imagePathPattern.test(node)) return;
      const where = `${file}: ${path}`;
      if (!exists(node))
        problems.push(`${where} points at "${node}", which is not a file under public/`);
      const altKey = key ? imageKeys[key] : undefined;
      if (!altKey || !parent || typeof parent !== 'object') {
        problems.push(
          `${where} holds an image path; put images in \`src\` or \`imageUrl\` beside their alt text`,
        );
        return;
      }
      const record = parent as Record<string, unknown>;
      const alt = record[altKey];
      const altPath = path.replace(/\.[^.]+$/, `.${altKey}`);
      if (typeof alt !== 'string') {
        problems.push(
          `${file}: ${altPath} is missing: give the image alt text, or mark it decorative`,
        );
      } else if (record.decorative === true) {
        if (alt !== '')
          problems.push(`${file}: ${altPath} must be '' for an image marked decorative`);
      } else if (alt.trim() === '') {
        problems.push(
          `${file}: ${altPath} is empty: describe the image, or add \`decorative: true\``,
        );
      }
    });
  });
  return problems;
}

/** Every rendered link is an https, mailto or tel URL, or a route of the site. */
export function linkProblems(
  modules: readonly ContentModule[],
  routes: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  eachExport(modules, (file, name, value) => {
    walk(value, name, (node, path, key) => {
      if (typeof node !== 'string' || !key || !linkKeys.has(key)) return;
      const where = `${file}: ${path}`;
      if (node.startsWith('/')) {
        const route = node.split(/[?#]/, 1)[0] || '/';
        if (!routes.has(route))
          problems.push(`${where} links to "${node}", which is not a route of the site`);
      } else if (!/^(https:\/\/[^/\s]+\.[^\s]+|mailto:[^\s@]+@[^\s@]+|tel:\+?\d{6,})$/.test(node)) {
        problems.push(
          `${where} is "${node}": use a route starting with "/", or an https, mailto or tel link`,
        );
      }
    });
  });
  return problems;
}

/** Page indexes are unique (they order the navigation). */
export function pageIndexProblems(
  file: string,
  listName: string,
  pages: readonly { pageName: string; index: number }[],
): string[] {
  const seen = new Map<number, number>();
  const problems: string[] = [];
  pages.forEach((page, i) => {
    const first = seen.get(page.index);
    if (first === undefined) seen.set(page.index, i);
    else
      problems.push(
        `${file}: ${listName}[${i}].index ${page.index} (${page.pageName}) is also the index of ${listName}[${first}] (${pages[first]?.pageName})`,
      );
  });
  return problems;
}

/** Page routes are unique, start with "/" and have no trailing slash. */
export function pageUrlProblems(
  file: string,
  listName: string,
  pages: readonly { pageUrl: string }[],
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  pages.forEach((page, i) => {
    const where = `${file}: ${listName}[${i}].pageUrl`;
    if (!page.pageUrl.startsWith('/'))
      problems.push(`${where} "${page.pageUrl}" must start with "/"`);
    if (page.pageUrl !== '/' && page.pageUrl.endsWith('/'))
      problems.push(`${where} "${page.pageUrl}" must not end with "/"`);
    if (seen.has(page.pageUrl)) problems.push(`${where} "${page.pageUrl}" is used by another page`);
    seen.add(page.pageUrl);
  });
  return problems;
}

/** Every block names pages that exist. */
export function blockPageProblems(
  file: string,
  listName: string,
  blocks: readonly { type: string; activeOn: readonly string[] }[],
  pageNames: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  blocks.forEach((block, i) =>
    block.activeOn.forEach((name, j) => {
      if (!pageNames.has(name))
        problems.push(
          `${file}: ${listName}[${i}].activeOn[${j}] "${name}" (block "${block.type}") is not a page name`,
        );
    }),
  );
  return problems;
}

/** Meta descriptions are 50–160 characters, as search engines show them. */
export function descriptionProblems(
  file: string,
  listName: string,
  pages: readonly { description: string }[],
): string[] {
  return pages.flatMap((page, i) => {
    const length = page.description.length;
    return length >= 50 && length <= 160
      ? []
      : [
          `${file}: ${listName}[${i}].description is ${length} characters; keep it between 50 and 160`,
        ];
  });
}

/**
 * The common questions: every group and question has an id fit for a URL fragment (lower-case
 * words joined by hyphens), unique on the page (`reserved` are the page's other ids), and every
 * question has words and a non-empty answer.
 */
export function questionProblems(
  file: string,
  name: string,
  content: {
    groups: readonly {
      id: string;
      heading: string;
      questions: readonly { id: string; question: string; answer: readonly RichText[] }[];
    }[];
  },
  reserved: ReadonlySet<string> = new Set(),
): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const claim = (id: string, where: string) => {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))
      problems.push(`${file}: ${where}.id "${id}" must be lower-case words joined by hyphens`);
    const first = seen.get(id);
    if (first) problems.push(`${file}: ${where}.id "${id}" is also the id of ${first}`);
    else if (reserved.has(id))
      problems.push(`${file}: ${where}.id "${id}" is already an id on the page`);
    else seen.set(id, where);
  };
  content.groups.forEach((group, g) => {
    const groupPath = `${name}.groups[${g}]`;
    claim(group.id, groupPath);
    if (group.heading.trim() === '') problems.push(`${file}: ${groupPath}.heading is empty`);
    if (group.questions.length === 0) problems.push(`${file}: ${groupPath}.questions is empty`);
    group.questions.forEach((question, q) => {
      const where = `${groupPath}.questions[${q}]`;
      claim(question.id, where);
      if (question.question.trim() === '') problems.push(`${file}: ${where}.question is empty`);
      if (question.answer.map(plainText).join('').trim() === '')
        problems.push(`${file}: ${where}.answer is empty: answer the question, or remove it`);
    });
  });
  return problems;
}

/**
 * Wording the site must never use, wherever it appears in content: each pattern with the reason,
 * e.g. "HSE approved" (HSE approves no training provider or scheme).
 */
export function wordingProblems(
  modules: readonly ContentModule[],
  banned: readonly { pattern: RegExp; why: string }[],
): string[] {
  const problems: string[] = [];
  eachExport(modules, (file, name, value) => {
    walk(value, name, (node, path) => {
      if (typeof node !== 'string') return;
      for (const { pattern, why } of banned)
        if (pattern.test(node))
          problems.push(`${file}: ${path} says "${node.match(pattern)![0]}": ${why}`);
    });
  });
  return problems;
}
