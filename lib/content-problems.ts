/**
 * Every rule `content/` must follow that types cannot express, in one list: the build runs it
 * before `next build` (scripts/build/validate-content.mjs) and the unit tests run it too
 * (content/content.test.ts), so a mistake in content fails both with the same message, naming the
 * file and the field.
 */
import { apiPaths, finderPaths, routes as functionRoutes } from '@/functions/vocabulary/paths.js';
import type { BlockConfig, PageEntry } from '@/content/types';
import { staleDemonstrationMarks } from './demonstration-marks.mjs';
import { resolveBlocks } from './blocks';
import {
  blockPageProblems,
  descriptionProblems,
  imageProblems,
  imageSizeProblems,
  linkProblems,
  pageIndexProblems,
  pageUrlProblems,
  questionProblems,
  wordingProblems,
  type ContentModule,
  walk,
} from './content-rules';
import { slugify } from './slug';
import { redirects } from './redirects.mjs';

/** What the rules need to know of the project's files. */
export type ProjectFiles = {
  /** Whether a file is under public/, by its public path (`/images/a.svg`). */
  publicFileExists: (publicPath: string) => boolean;
  /** The pixel size of an image under public/ (an SVG's viewBox), by its public path. */
  imageSize: (publicPath: string) => { width: number; height: number } | undefined;
  /** Whether a file is under app/, by its path there (`about/opengraph-image.png/route.tsx`). */
  appFileExists: (appPath: string) => boolean;
};

/** The ids the questions page has besides the questions' own. */
const reservedQuestionIds = ['main-content', 'skip-link', 'questions-contents-heading'];

/** The content modules' exports by name, from the list of modules. */
function exportOf<T>(modules: ContentModule[], file: string, name: string): T {
  const value = modules.find((m) => m.file === file)?.exports[name];
  if (value === undefined) throw new Error(`${file}: no export named ${name}`);
  return value as T;
}

/**
 * Every problem with the content, each a line naming the file and the field and what is wrong
 * (an empty list: the content is sound).
 * @param modules every module of content/ (but types and tests), with its exports
 */
export function contentProblems(modules: ContentModule[], files: ProjectFiles): string[] {
  const pages = exportOf<readonly PageEntry[]>(modules, 'content/pages.ts', 'pages');
  const blocks = exportOf<readonly BlockConfig[]>(modules, 'content/blocks.ts', 'blocks');
  const questions = exportOf<Parameters<typeof questionProblems>[2]>(
    modules,
    'content/questions.ts',
    'questionsContent',
  );
  const site = exportOf<Parameters<typeof staleDemonstrationMarks>[0]>(
    modules,
    'content/site.ts',
    'site',
  );
  const marks = exportOf<Parameters<typeof staleDemonstrationMarks>[1]>(
    modules,
    'content/site.ts',
    'demonstrationDetails',
  );
  // The pages, the search the provider finder's function answers (a link may choose its
  // machines: /providers/results?category=EX), and what else the function publishes to anyone
  // (the API's document, the receipts' keys): not a path a pattern stands for, nor one about a
  // person.
  const routes = new Set<string>([
    ...pages.map((page) => page.pageUrl),
    finderPaths.results,
    apiPaths.document,
    ...Object.values(functionRoutes)
      .filter((route) => !route.private && !route.path.includes('*'))
      .map((route) => route.path),
  ]);
  const questionIds = new Set<string>(
    questions.groups.flatMap((group) => [group.id, ...group.questions.map((q) => q.id)]),
  );

  const socialImages = pages.flatMap((page, i) => {
    if (!page.socialImage) return [];
    const where = `content/pages.ts: pages[${i}].socialImage.path`;
    const expected = `${page.pageUrl}/opengraph-image.png`;
    if (page.socialImage.path !== expected) return [`${where} should be "${expected}"`];
    const handler = `${page.pageUrl.slice(1)}/opengraph-image.png/route.tsx`;
    return files.appFileExists(handler) ? [] : [`${where}: app/${handler} does not exist`];
  });

  const questionLinks: string[] = [];
  for (const { file, exports } of modules)
    for (const [name, value] of Object.entries(exports))
      walk(value, name, (node, where, key) => {
        if (key !== 'href' || typeof node !== 'string' || !node.startsWith('/questions#')) return;
        if (!questionIds.has(node.slice('/questions#'.length)))
          questionLinks.push(
            `${file}: ${where} links to "${node}", which no question or group has`,
          );
      });

  const redirectProblems = redirects.flatMap(({ source, destination }, i) => [
    ...(routes.has(source)
      ? [
          `lib/redirects.mjs: redirects[${i}].source "${source}" is a route: the redirect would hide it`,
        ]
      : []),
    ...(routes.has(destination)
      ? []
      : [
          `lib/redirects.mjs: redirects[${i}].destination "${destination}" is not a route of the site`,
        ]),
  ]);

  const documentHeadings = blocks.flatMap((block, i) => {
    if (block.type !== 'document') return [];
    const slugs = block.props.sections.map((section) => slugify(section.heading));
    return slugs
      .filter((slug, j) => slugs.indexOf(slug) !== j)
      .map((slug) => `content/blocks.ts: blocks[${i}] has two sections headed like "${slug}"`);
  });

  return namedOnce(modules, blocks, [
    ...pageIndexProblems('content/pages.ts', 'pages', pages),
    ...pageUrlProblems('content/pages.ts', 'pages', pages),
    ...descriptionProblems('content/pages.ts', 'pages', pages),
    ...imageProblems(modules, files.publicFileExists),
    ...imageSizeProblems(modules, files.imageSize),
    ...linkProblems(modules, routes),
    ...redirectProblems,
    ...socialImages,
    ...blockPageProblems(
      'content/blocks.ts',
      'blocks',
      blocks,
      new Set(pages.map((p) => p.pageName)),
    ),
    ...pages
      .filter((page) => resolveBlocks(blocks, page.pageName).length === 0)
      .map((page) => `content/blocks.ts: no block is active on "${page.pageName}"`),
    ...documentHeadings,
    // A replaced value leaves its mark stale: remove it, so the list stays what is left to replace.
    ...staleDemonstrationMarks(site, marks),
    ...questionProblems(
      'content/questions.ts',
      'questionsContent',
      questions,
      new Set(reservedQuestionIds),
    ),
    ...questionLinks,
    ...wordingProblems(modules, [
      {
        pattern: /\bHSE[\s-]+(approved|accredited|certified)\b/i,
        why: 'HSE does not approve or accredit training providers or schemes',
      },
    ]),
  ]);
}

/**
 * A block's props are most often a content module's export (`props: instructorsContent`): a
 * mistake in it is found through both. Names it once, where it is to be fixed: in that module.
 */
function namedOnce(
  modules: ContentModule[],
  blocks: readonly BlockConfig[],
  problems: string[],
): string[] {
  const owners = new Map<unknown, string>();
  for (const { file, exports } of modules)
    if (file !== 'content/blocks.ts')
      for (const [name, value] of Object.entries(exports))
        if (value && typeof value === 'object') owners.set(value, `${file}: ${name}`);
  const renames = blocks.flatMap((block, i) => {
    const owner = owners.get(block.props);
    return owner ? [[`content/blocks.ts: blocks[${i}].props`, owner] as const] : [];
  });
  const named = problems.map((problem) => {
    const rename = renames.find(
      ([from]) => /^[. ]/.test(problem.slice(from.length)) && problem.startsWith(from),
    );
    return rename ? rename[1] + problem.slice(rename[0].length) : problem;
  });
  return [...new Set(named)];
}
