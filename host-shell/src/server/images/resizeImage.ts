import sharp from 'sharp';

/** Bounds sharp's decoder: a hostile "image" cannot make the host decode billions of pixels. */
const LIMIT_INPUT_PIXELS = 40_000_000;

/** The image at a width (never enlarged), as WebP. */
export async function resizeToWebp(bytes: Buffer, width: number): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: LIMIT_INPUT_PIXELS, density: 144 }).resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
}

/** Width of the blur placeholder: tiny, inlined, blurred by the browser's upscaling and a CSS blur. */
export const BLUR_WIDTH = 16;

/** A tiny WebP of the image as a data URL: the hero's blur placeholder (spec 1 §7). */
export async function blurDataUrl(bytes: Buffer): Promise<string> {
  const tiny = await sharp(bytes, { limitInputPixels: LIMIT_INPUT_PIXELS }).resize({ width: BLUR_WIDTH }).webp({ quality: 40 }).toBuffer();
  return `data:image/webp;base64,${tiny.toString('base64')}`;
}
