import { describe, expect, it } from 'vitest';
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
  walk,
} from './content-rules';

const file = 'content/example.ts';

describe('walk', () => {
  it('visits every value with its path', () => {
    const paths: string[] = [];
    walk({ a: [{ b: 1 }] }, 'x', (_value, path) => paths.push(path));
    expect(paths).toEqual(['x', 'x.a', 'x.a[0]', 'x.a[0].b']);
  });
});

describe('imageProblems', () => {
  const exists = (p: string) => p === '/images/ok.svg';
  const problemsOf = (value: unknown) =>
    imageProblems([{ file, exports: { item: value } }], exists);

  it('accepts an existing image with alt text', () => {
    expect(problemsOf({ src: '/images/ok.svg', alt: 'A forklift' })).toEqual([]);
    expect(problemsOf({ imageUrl: '/images/ok.svg', imageAlt: 'A crane' })).toEqual([]);
  });

  it('accepts a decorative image with empty alt', () => {
    expect(problemsOf({ src: '/images/ok.svg', alt: '', decorative: true })).toEqual([]);
  });

  it('names the file and field of a missing file', () => {
    expect(problemsOf({ list: [{ src: '/images/gone.svg', alt: 'x' }] })).toEqual([
      'content/example.ts: item.list[0].src points at "/images/gone.svg", which is not a file under public/',
    ]);
  });

  it('names the field of missing or empty alt text', () => {
    expect(problemsOf({ src: '/images/ok.svg' })).toEqual([
      'content/example.ts: item.alt is missing: give the image alt text, or mark it decorative',
    ]);
    expect(problemsOf({ imageUrl: '/images/ok.svg', imageAlt: ' ' })).toEqual([
      'content/example.ts: item.imageAlt is empty: describe the image, or add `decorative: true`',
    ]);
    expect(problemsOf({ src: '/images/ok.svg', alt: 'words', decorative: true })).toEqual([
      "content/example.ts: item.alt must be '' for an image marked decorative",
    ]);
  });

  it('rejects an image path outside an image field', () => {
    expect(problemsOf({ background: '/images/ok.svg' })).toEqual([
      'content/example.ts: item.background holds an image path; put images in `src` or `imageUrl` beside their alt text',
    ]);
  });
});

describe('imageSizeProblems', () => {
  const sizes: Record<string, { width: number; height: number }> = {
    '/images/photo.jpg': { width: 1200, height: 800 },
    '/images/art.svg': { width: 160, height: 90 },
  };
  const problemsOf = (exports: Record<string, unknown>) =>
    imageSizeProblems([{ file: 'content/home.ts', exports }], (p) => sizes[p]);

  it('accepts a raster image at its size and SVG in proportion', () => {
    expect(
      problemsOf({
        a: { src: '/images/photo.jpg', alt: 'A', width: 1200, height: 800 },
        b: { src: '/images/art.svg', alt: 'B', width: 1600, height: 900 },
      }),
    ).toEqual([]);
  });

  it('names the field when a size is wrong', () => {
    expect(
      problemsOf({
        hero: { images: [{ src: '/images/photo.jpg', alt: 'A', width: 1000, height: 800 }] },
        slide: { src: '/images/art.svg', alt: 'B', width: 900, height: 900 },
      }),
    ).toEqual([
      'content/home.ts: hero.images[0].width × height is 1000×800, but "/images/photo.jpg" is 1200×800',
      'content/home.ts: slide.width × height is 900×900, out of proportion with "/images/art.svg" (160×90)',
    ]);
  });
});

describe('linkProblems', () => {
  const routes = new Set(['/', '/contact']);
  const problemsOf = (value: unknown) => linkProblems([{ file, exports: { item: value } }], routes);

  it('accepts routes, fragments of routes and https, mailto and tel links', () => {
    expect(
      problemsOf([
        { href: '/contact' },
        { href: '/#main' },
        { href: 'https://www.hse.gov.uk/' },
        { href: 'mailto:a@b.uk' },
        { href: 'tel:+441632960123' },
        { buttonAction: '/' },
      ]),
    ).toEqual([]);
  });

  it('names the file and field of a link to a missing route', () => {
    expect(problemsOf({ link: { href: '/services/cranes' } })).toEqual([
      'content/example.ts: item.link.href links to "/services/cranes", which is not a route of the site',
    ]);
  });

  it('rejects insecure and malformed links', () => {
    expect(problemsOf({ href: 'http://example.com' })).toHaveLength(1);
    expect(problemsOf({ url: 'www.example.com' })).toHaveLength(1);
  });

  it('refuses a service card whose target is not a route (the card is a link)', () => {
    expect(problemsOf({ services: [{ title: 'Cranes', navigate: '/services/cranes' }] })).toEqual([
      'content/example.ts: item.services[0].navigate links to "/services/cranes", which is not a route of the site',
    ]);
    expect(problemsOf({ services: [{ title: 'Contact', navigate: '/contact' }] })).toEqual([]);
  });
});

describe('page list rules', () => {
  it('names both pages that share an index', () => {
    const pages = [
      { pageName: 'Home', index: 1 },
      { pageName: 'About', index: 2 },
      { pageName: 'Contact', index: 2 },
    ];
    expect(pageIndexProblems(file, 'pages', pages)).toEqual([
      'content/example.ts: pages[2].index 2 (Contact) is also the index of pages[1] (About)',
    ]);
  });

  it('rejects duplicate, relative and trailing-slash routes', () => {
    expect(
      pageUrlProblems(file, 'pages', [
        { pageUrl: '/' },
        { pageUrl: 'about' },
        { pageUrl: '/terms/' },
        { pageUrl: '/' },
      ]),
    ).toEqual([
      'content/example.ts: pages[1].pageUrl "about" must start with "/"',
      'content/example.ts: pages[2].pageUrl "/terms/" must not end with "/"',
      'content/example.ts: pages[3].pageUrl "/" is used by another page',
    ]);
  });

  it('rejects descriptions outside 50 to 160 characters', () => {
    expect(
      descriptionProblems(file, 'pages', [
        { description: 'Too short' },
        { description: 'x'.repeat(80) },
      ]),
    ).toEqual([
      'content/example.ts: pages[0].description is 9 characters; keep it between 50 and 160',
    ]);
  });

  it('rejects blocks active on pages that do not exist', () => {
    expect(
      blockPageProblems(
        file,
        'blocks',
        [{ type: 'hero', activeOn: ['Home', 'Hme'] }],
        new Set(['Home']),
      ),
    ).toEqual([
      'content/example.ts: blocks[0].activeOn[1] "Hme" (block "hero") is not a page name',
    ]);
  });
});

describe('questionProblems', () => {
  const question = (id: string, answer: string[] = ['An answer.']) => ({
    id,
    question: 'A question?',
    answer,
  });

  it('accepts unique, URL-friendly ids with answers', () => {
    expect(
      questionProblems(file, 'questionsContent', {
        groups: [
          { id: 'employers', heading: 'Employers', questions: [question('check-an-operator')] },
        ],
      }),
    ).toEqual([]);
  });

  it('names the file and field of a duplicate id, a bad id and an empty answer', () => {
    expect(
      questionProblems(
        file,
        'questionsContent',
        {
          groups: [
            {
              id: 'employers',
              heading: 'Employers',
              questions: [question('fees'), question('Fees?')],
            },
            {
              id: 'instructors',
              heading: 'Instructors',
              questions: [question('fees'), question('renewal', [' '])],
            },
            { id: 'main-content', heading: 'Other', questions: [question('other')] },
          ],
        },
        new Set(['main-content']),
      ),
    ).toEqual([
      'content/example.ts: questionsContent.groups[0].questions[1].id "Fees?" must be lower-case words joined by hyphens',
      'content/example.ts: questionsContent.groups[1].questions[0].id "fees" is also the id of questionsContent.groups[0].questions[0]',
      'content/example.ts: questionsContent.groups[1].questions[1].answer is empty: answer the question, or remove it',
      'content/example.ts: questionsContent.groups[2].id "main-content" is already an id on the page',
    ]);
  });
});

describe('wordingProblems', () => {
  it('names the file, the field and the words', () => {
    expect(
      wordingProblems(
        [{ file, exports: { faq: { answer: ['Our courses are HSE-approved.'] } } }],
        [{ pattern: /\bHSE[\s-]+approved\b/i, why: 'HSE approves no training provider or scheme' }],
      ),
    ).toEqual([
      'content/example.ts: faq.answer[0] says "HSE-approved": HSE approves no training provider or scheme',
    ]);
  });
});
