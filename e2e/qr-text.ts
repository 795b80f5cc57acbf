import jsQR from 'jsqr';
import sharp from 'sharp';

/**
 * The text a QR code in a `data:` URI holds, read from its pixels as a phone's camera reads it: the
 * SVG drawn at eight pixels a module (its viewBox counts modules; 72 dpi is one pixel each).
 */
export async function qrText(src: string) {
  const [, base64 = ''] = /^data:image\/svg\+xml;base64,(.+)$/.exec(src) ?? [];
  const { data, info } = await sharp(Buffer.from(base64, 'base64'), { density: 576 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}
