import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { filesBelow } from '@/scripts/built-files.mjs';
import { staleDemonstrationMarks } from '@/scripts/check-production.mjs';
import {
  checkBlockPages,
  checkDescriptions,
  checkImageSizes,
  checkImages,
  checkLinks,
  checkPageUrls,
  checkQuestions,
  checkUniqueIndexes,
  checkWording,
  type ContentModule,
  walk,
} from '@/lib/content-checks';
import { resolveBlocks } from '@/lib/blocks';
import { slugify } from '@/lib/slug';
import { blocks } from './blocks';
import { constants } from './constants';
import { heroContent, servicesContent, whyContent } from './home';
import { pages } from './pages';
import { questionsContent } from './questions';
import { demonstrationDetails, site } from './site';
import type { PageEntry } from './types';

const root = path.resolve(__dirname, '..');

/** Every content module, found by file name so a new one is checked without being listed here. */
const modules: ContentModule[] = Object.entries(
  import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts', '!./types.ts'], {
    eager: true,
  }),
).map(([file, exports]) => ({ file: `content/${file.slice(2)}`, exports }));

const routes = new Set<string>(pages.map((page) => page.pageUrl));
const publicFileExists = (publicPath: string) => existsSync(path.join(root, 'public', publicPath));

/** The pixel size of every image under public/images: raster from its header, SVG from its viewBox. */
const imageSizes = new Map<string, { width: number; height: number }>();
for (const file of filesBelow(path.join(root, 'public/images'), '')) {
  const publicPath = `/images/${file.split(path.sep).join('/')}`;
  const full = path.join(root, 'public/images', file);
  if (file.endsWith('.svg')) {
    const box = /viewBox="[\d.-]+[ ,]+[\d.-]+[ ,]+([\d.]+)[ ,]+([\d.]+)"/.exec(
      readFileSync(full, 'utf8'),
    );
    if (box) imageSizes.set(publicPath, { width: Number(box[1]), height: Number(box[2]) });
  } else {
    const { width, height } = await sharp(full).metadata();
    if (width && height) imageSizes.set(publicPath, { width, height });
  }
}

describe('content invariants', () => {
  it('finds every content module', () => {
    expect(modules.map((m) => m.file)).toEqual(
      expect.arrayContaining([
        'content/pages.ts',
        'content/blocks.ts',
        'content/home.ts',
        'content/site.ts',
      ]),
    );
  });

  it('gives every page a unique navigation index and route', () => {
    expect(checkUniqueIndexes('content/pages.ts', 'pages', pages)).toEqual([]);
    expect(checkPageUrls('content/pages.ts', 'pages', pages)).toEqual([]);
  });

  it('gives every page a meta description of 50 to 160 characters', () => {
    expect(checkDescriptions('content/pages.ts', 'pages', pages)).toEqual([]);
  });

  it('points every image at a file under public/ with alt text or a decorative mark', () => {
    expect(checkImages(modules, publicFileExists)).toEqual([]);
  });

  it('declares every image at its real size (raster) or proportion (SVG)', () => {
    expect(imageSizes.size).toBeGreaterThan(20);
    expect(checkImageSizes(modules, (p) => imageSizes.get(p))).toEqual([]);
  });

  it('points every internal link at a real route', () => {
    expect(checkLinks(modules, routes)).toEqual([]);
  });

  it('draws every page’s own social image with an opengraph-image.png route handler', () => {
    const problems = (pages as readonly PageEntry[]).flatMap((page, i) => {
      if (!page.socialImage) return [];
      const where = `content/pages.ts: pages[${i}].socialImage.path`;
      const expected = `${page.pageUrl}/opengraph-image.png`;
      if (page.socialImage.path !== expected) return [`${where} should be "${expected}"`];
      return existsSync(path.join(root, 'app', page.pageUrl, 'opengraph-image.png/route.tsx'))
        ? []
        : [`${where}: app${page.pageUrl}/opengraph-image.png/route.tsx does not exist`];
    });
    expect(problems).toEqual([]);
  });

  it('names only real pages in the component configuration', () => {
    expect(
      checkBlockPages('content/blocks.ts', 'blocks', blocks, new Set(pages.map((p) => p.pageName))),
    ).toEqual([]);
  });

  it('marks as demonstration details only fields of site that still hold the marked value', () => {
    // A replaced value leaves its mark stale: remove it, so the list stays what is left to replace.
    expect(staleDemonstrationMarks(site, demonstrationDetails)).toEqual([]);
  });

  it('gives every common question a unique, linkable id and an answer', () => {
    // The ids the questions page already has besides the questions' own.
    const reserved = new Set(['main-content', 'skip-link', 'questions-contents-heading']);
    expect(
      checkQuestions('content/questions.ts', 'questionsContent', questionsContent, reserved),
    ).toEqual([]);
  });

  it('points every link into the questions page at a group or question that exists', () => {
    const ids = new Set<string>(
      questionsContent.groups.flatMap((group) => [group.id, ...group.questions.map((q) => q.id)]),
    );
    const problems: string[] = [];
    for (const { file, exports } of modules)
      for (const [name, value] of Object.entries(exports))
        walk(value, name, (node, where, key) => {
          if (key !== 'href' || typeof node !== 'string' || !node.startsWith('/questions#')) return;
          if (!ids.has(node.slice('/questions#'.length)))
            problems.push(`${file}: ${where} links to "${node}", which no question or group has`);
        });
    expect(problems).toEqual([]);
  });

  it('never calls training "HSE approved": HSE approves no training provider or scheme', () => {
    expect(
      checkWording(modules, [
        {
          pattern: /\bHSE[\s-]+(approved|accredited|certified)\b/i,
          why: 'HSE does not approve or accredit training providers or schemes',
        },
      ]),
    ).toEqual([]);
  });

  it('gives every page at least one block', () => {
    const empty = pages.filter((page) => resolveBlocks(blocks, page.pageName).length === 0);
    expect(
      empty.map((page) => `content/blocks.ts: no block is active on "${page.pageName}"`),
    ).toEqual([]);
  });
});

describe('SPEC content', () => {
  it('puts Home, About, Instructors, Accreditation and Contact in the navigation in that order', () => {
    const nav = pages.filter((page) => page.showInNav).sort((a, b) => a.index - b.index);
    expect(nav.map((page) => [page.pageName, page.index])).toEqual([
      ['Home', 1],
      ['About', 2],
      ['Instructors', 3],
      ['Accreditation', 4],
      ['Contact', 5],
    ]);
  });

  it('has exactly the SPEC number of hero images', () => {
    expect(heroContent.images).toHaveLength(constants.heroImageCount);
    expect(constants.heroImageCount).toBe(5);
  });

  it('has the six service cards of SPEC §2, three columns on Home', () => {
    expect(servicesContent.services.map((card) => [card.title, card.navigate])).toEqual([
      ['Instructors', '/services/instructors'],
      ['Warehousing / Logistics', '/services/distribution-and-logistics'],
      ['Building / Construction', '/services/construction'],
      ['Landfill / Recycling / Quarries', '/services/landfill'],
      ['Lumber / Timber Yards', '/services/timber-yards'],
      ['Transport / Heavy lifting', '/services/lifting-machinery'],
    ]);
    expect(servicesContent.columns).toBe(3);
  });

  it('titles the Terms page as the website terms and conditions of use', () => {
    const terms = pages.find((page) => page.pageUrl === '/terms');
    expect(terms?.headerProps).toMatchObject({
      overrideText: 'Website terms and conditions of use',
    });
  });

  it('titles the why block columns Our Aims, Benefits and Objectives', () => {
    expect(whyContent.columns.map((column) => column.title)).toEqual([
      'Our Aims',
      'Benefits',
      'Objectives',
    ]);
  });

  it('shows on About exactly the blocks Home shows below its hero', () => {
    const types = (page: string) => resolveBlocks(blocks, page).map((block) => block.type);
    const homeBelowHero = types('Home').slice(1);
    expect(types('Home')[0]).toBe('hero');
    expect(types('About').slice(0, homeBelowHero.length)).toEqual(homeBelowHero);
  });
});

describe('SPEC §9 constants', () => {
  it('has the SPEC values', () => {
    expect(constants).toMatchObject({
      slideIntervalMs: 15000,
      scrollTopThresholdPx: 100,
      innerHeaderHeightPx: 430,
      heroImageCount: 5,
      servicesGrid: { defaultColumns: 4, homeColumns: 3 },
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
    });
  });

  it('defines them once: no copy of a SPEC constant in code outside content/constants.ts', () => {
    const sources = ['app', 'components', 'lib'].flatMap((dir) => listFiles(path.join(root, dir)));
    const copies = sources.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [/\b15000\b/, /\b15_000\b/, /\b430px\b/, /\[430px\]/]
        .filter((pattern) => pattern.test(text))
        .map(
          (pattern) =>
            `${path.relative(root, file)} repeats ${pattern}: read it from content/constants.ts`,
        );
    });
    expect(copies).toEqual([]);
  });
});

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return listFiles(full);
    return /\.(tsx?|css)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('documents', () => {
  it('gives every section of a document a unique heading (its contents link)', () => {
    const documents = blocks.filter((block) => block.type === 'document');
    const problems = documents.flatMap((block, i) => {
      const slugs = block.props.sections.map((section) => slugify(section.heading));
      return slugs
        .filter((slug, j) => slugs.indexOf(slug) !== j)
        .map(
          (slug) => `content/blocks.ts: document block ${i} has two sections headed like "${slug}"`,
        );
    });
    expect(problems).toEqual([]);
  });
});
