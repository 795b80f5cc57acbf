// The content itself, checked by the rules the build validates it by (validate-content.mjs): beside
// the build, which reads content, as content imports nothing of the build.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentModuleFiles, projectFiles } from '@/scripts/build/validate-content.mjs';
import type { ContentModule } from '@/lib/content-rules';
import { contentProblems } from '@/lib/content-problems';
import { resolveBlocks } from '@/lib/blocks';
import { blocks } from '../../content/blocks';
import { constants } from '../../content/constants';
import { heroContent, servicesContent, whyContent } from '../../content/home';
import { pages } from '../../content/pages';
import { redirects } from '@/lib/redirects.mjs';

const root = path.resolve(__dirname, '../..');

/** Every content module, found by file name so a new one is validated without being listed here. */
const modules: ContentModule[] = Object.entries(
  import.meta.glob<Record<string, unknown>>(
    ['../../content/*.ts', '!../../content/*.test.ts', '!../../content/types.ts'],
    { eager: true },
  ),
).map(([file, exports]) => ({ file: `content/${path.basename(file)}`, exports }));

describe('content invariants', () => {
  it('finds every content module, as the build does', () => {
    expect(modules.map((m) => m.file).sort()).toEqual(contentModuleFiles());
    expect(contentModuleFiles()).toEqual(
      expect.arrayContaining([
        'content/pages.ts',
        'content/blocks.ts',
        'content/home.ts',
        'content/site.ts',
      ]),
    );
  });

  it('is sound: every rule the build validates holds (lib/content-problems.ts)', async () => {
    const files = await projectFiles();
    // The image sizes are read, so that a wrong size could be seen.
    expect(files.imageSize('/images/brand/logo-mark.svg')).toEqual({ width: 48, height: 48 });
    expect(contentProblems(modules, files)).toEqual([]);
  });

  it('names a mistake once, in the module that holds it, not again through the block showing it', async () => {
    const files = await projectFiles();
    const instructors = modules.find((m) => m.file === 'content/instructors.ts')!;
    const original = instructors.exports.instructorsContent;
    const mistaken = structuredClone(original) as { image: { alt: string } };
    mistaken.image.alt = '';
    const swap = (value: unknown) => (value === original ? mistaken : value);
    const withMistake = modules.map((m) =>
      m === instructors
        ? { ...m, exports: { ...m.exports, instructorsContent: mistaken } }
        : m.file === 'content/blocks.ts'
          ? { ...m, exports: { blocks: blocks.map((b) => ({ ...b, props: swap(b.props) })) } }
          : m,
    );
    expect(contentProblems(withMistake as ContentModule[], files)).toEqual([
      'content/instructors.ts: instructorsContent.image.alt is empty: describe the image, or add `decorative: true`',
    ]);
  });
});

// What the specification fixes: docs/decisions.md, "Routes and navigation", "Blocks on pages" and
// "Services and sector pages".
describe('the specified content', () => {
  it('puts Home, About, Instructors, Accreditation and Contact in the navigation in that order, then the provider finder', () => {
    const nav = pages.filter((page) => page.showInNav).sort((a, b) => a.index - b.index);
    expect(nav.map((page) => [page.pageName, page.index])).toEqual([
      ['Home', 1],
      ['About', 2],
      ['Instructors', 3],
      ['Accreditation', 4],
      ['Contact', 5],
      // Issue 33: the register of accredited training, in the navigation.
      ['Find a provider', 18],
    ]);
  });

  it('has exactly the specified number of hero images', () => {
    expect(heroContent.images).toHaveLength(constants.heroImageCount);
    expect(constants.heroImageCount).toBe(5);
  });

  it('has the six specified service cards, three columns on Home', () => {
    // The specification's /services/instructors is the Instructors page (lib/redirects.mjs
    // redirects it).
    expect(servicesContent.services.map((card) => [card.title, card.navigate])).toEqual([
      ['Instructors', '/instructors'],
      ['Warehousing / Logistics', '/services/distribution-and-logistics'],
      ['Building / Construction', '/services/construction'],
      ['Landfill / Recycling / Quarries', '/services/landfill'],
      ['Lumber / Timber Yards', '/services/timber-yards'],
      ['Transport / Heavy lifting', '/services/lifting-machinery'],
    ]);
    expect(servicesContent.columns).toBe(3);
    expect(redirects).toContainEqual({
      source: '/services/instructors',
      destination: '/instructors',
    });
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

// docs/decisions.md, "Business constants".
describe('business constants', () => {
  it('has the specified values', () => {
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

  it('defines them once: no copy of a business constant in code outside content/constants.ts', () => {
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
