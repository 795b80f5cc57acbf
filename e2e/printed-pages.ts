import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';

const run = promisify(execFile);

/** What one printed page carries, read from the PDF as paper shows it. */
export type PrintedPage = {
  /** The page's text, as poppler's `pdftotext` reads it, every run of white space one space. */
  text: string;
  /** What a QR code on the page holds, read from its pixels, or undefined if none reads. */
  qr: string | undefined;
};

/**
 * The page printed by Chromium to A4 (`page.pdf`), read back from the PDF itself: each page's text
 * (poppler's `pdftotext`) and the QR code drawn on it, decoded from the page rendered at 200 dpi
 * (poppler's `pdftoppm`) as a phone's camera reads paper. Poppler comes with Debian's
 * `poppler-utils` (scripts/test/engines.mjs installs it for `npm test`). `keep`: the PDF is also
 * written there.
 */
export async function printedPages(page: Page, { keep }: { keep?: string } = {}) {
  const folder = await mkdtemp(path.join(tmpdir(), 'printed-'));
  try {
    const pdf = path.join(folder, 'printed.pdf');
    const bytes = await page.pdf({ format: 'A4' });
    await writeFile(pdf, bytes);
    if (keep) await writeFile(keep, bytes);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', pdf, '-']);
    // pdftotext ends every page with a form feed.
    const texts = stdout.split('\f').slice(0, -1);
    await run('pdftoppm', ['-r', '200', '-gray', '-png', pdf, path.join(folder, 'page')]);
    const pictures = (await readdir(folder)).filter((name) => name.endsWith('.png')).sort();
    const pages: PrintedPage[] = [];
    for (const [index, text] of texts.entries()) {
      const { data, info } = await sharp(await readFile(path.join(folder, pictures[index]!)))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      pages.push({
        text: text.replace(/\s+/g, ' ').trim(),
        qr: jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data,
      });
    }
    return pages;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
