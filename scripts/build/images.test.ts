import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeVariants } from './images.mjs';

describe('makeVariants', () => {
  it('writes every width up to the image’s own in AVIF, WebP and its own format', async () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), 'images-public-'));
    const outDir = mkdtempSync(path.join(tmpdir(), 'images-out-'));
    mkdirSync(path.join(publicDir, 'images/photos'), { recursive: true });
    await sharp({ create: { width: 700, height: 350, channels: 3, background: '#1d4ed8' } })
      .jpeg()
      .toFile(path.join(publicDir, 'images/photos/yard.jpg'));
    await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toFile(path.join(publicDir, 'images/photos/../dot.png'));

    const written = await makeVariants(publicDir, outDir);
    expect(written.sort()).toEqual(
      [
        '/images/dot-10w.avif',
        '/images/dot-10w.png',
        '/images/dot-10w.webp',
        ...[320, 640, 700].flatMap((w) =>
          ['avif', 'jpg', 'webp'].map((ext) => `/images/photos/yard-${w}w.${ext}`),
        ),
      ].sort(),
    );
    for (const file of written) expect(existsSync(path.join(outDir, file))).toBe(true);
    const { width, height, format } = await sharp(
      path.join(outDir, '/images/photos/yard-320w.avif'),
    ).metadata();
    expect({ width, height, format }).toEqual({ width: 320, height: 160, format: 'heif' });
  });
});
