import sharp from 'sharp';
import { clipFrameSvg } from './svg360';

/** Frames and frame time of the generated clip: 2.4 s, looping. */
export const CLIP_FRAMES = 24;
export const CLIP_DELAY_MS = 100;

/**
 * The "video" of a car: an animated WebP of the car driving across (sharp cannot encode MP4 or WebM;
 * browsers play an animated WebP in an <img>, which is what the gallery's video mode gets).
 */
export async function carClipWebp(width: number, color: string, title: string): Promise<Buffer> {
  const frames = await Promise.all(
    Array.from({ length: CLIP_FRAMES }, (_, i) => sharp(Buffer.from(clipFrameSvg(width, color, title, i, CLIP_FRAMES))).png().toBuffer()),
  );
  return sharp(frames, { join: { animated: true } }).webp({ quality: 70, loop: 0, delay: CLIP_DELAY_MS }).toBuffer();
}
