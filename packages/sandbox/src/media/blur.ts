import sharp from 'sharp';

/** Width of the blur placeholder: tiny, inlined as a data URL and blurred by the browser's upscaling. */
export const BLUR_WIDTH = 16;

/** A tiny WebP of a raster, as a base64 data URL (the image's blur placeholder). */
export async function blurDataUrlOf(raster: Buffer): Promise<string> {
  const tiny = await sharp(raster).resize({ width: BLUR_WIDTH }).webp({ quality: 40 }).toBuffer();
  return `data:image/webp;base64,${tiny.toString('base64')}`;
}
