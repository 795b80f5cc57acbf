import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentImage } from './content-image';

describe('ContentImage', () => {
  it('serves SVG artwork as one file, lazily by default', () => {
    const html = renderToStaticMarkup(
      <ContentImage src="/images/a.svg" alt="A" width={400} height={300} />,
    );
    expect(html).toBe(
      '<img src="/images/a.svg" alt="A" width="400" height="300" loading="lazy" decoding="async"/>',
    );
  });

  it('serves a raster image in modern formats at every width, with a fallback', () => {
    const html = renderToStaticMarkup(
      <ContentImage
        src="/images/p.jpg"
        alt="P"
        width={700}
        height={400}
        sizes="50vw"
        load="priority"
      />,
    );
    expect(html).toBe(
      '<picture class="contents">' +
        '<source type="image/avif" srcSet="/images/p-320w.avif 320w, /images/p-640w.avif 640w, /images/p-700w.avif 700w" sizes="50vw"/>' +
        '<source type="image/webp" srcSet="/images/p-320w.webp 320w, /images/p-640w.webp 640w, /images/p-700w.webp 700w" sizes="50vw"/>' +
        '<img src="/images/p-700w.jpg" srcSet="/images/p-320w.jpg 320w, /images/p-640w.jpg 640w, /images/p-700w.jpg 700w" sizes="50vw" alt="P" width="700" height="400" loading="eager" decoding="sync" fetchPriority="high"/>' +
        '</picture>',
    );
  });
});
