import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { CLIP_DELAY_MS, CLIP_FRAMES } from './clip';
import { clipFrameSvg } from './svg360';

/**
 * The ffmpeg binary that the optional npm package @ffmpeg-installer/linux-x64 ships (no download at
 * install or run time); null where it is not installed (another platform).
 */
export function ffmpegPath(): string | null {
  try {
    const dir = path.dirname(require.resolve('@ffmpeg-installer/linux-x64/package.json'));
    const binary = path.join(dir, 'ffmpeg');
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

/** Encodes PNG frames into a WebM (VP8) clip with ffmpeg; rejects with ffmpeg's last words on failure. */
export function encodeWebm(binary: string, frames: readonly Buffer[], fps: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const ffmpeg = spawn(binary, ['-hide_banner', '-loglevel', 'error', '-f', 'image2pipe', '-c:v', 'png', '-framerate', String(fps), '-i', 'pipe:0', '-c:v', 'libvpx', '-b:v', '600k', '-pix_fmt', 'yuv420p', '-an', '-f', 'webm', 'pipe:1']);
    const out: Buffer[] = [];
    let errors = '';
    ffmpeg.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    ffmpeg.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(`ffmpeg exited ${code}: ${errors.slice(-300)}`))));
    ffmpeg.stdin.on('error', () => undefined);
    for (const frame of frames) ffmpeg.stdin.write(frame);
    ffmpeg.stdin.end();
  });
}

/** The car's clip as a real, playable WebM video: the same frames as the animated WebP, encoded with ffmpeg. */
export async function carClipWebm(binary: string, width: number, color: string, title: string): Promise<Buffer> {
  const frames = await Promise.all(
    Array.from({ length: CLIP_FRAMES }, (_, i) => sharp(Buffer.from(clipFrameSvg(width, color, title, i, CLIP_FRAMES))).png().toBuffer()),
  );
  return encodeWebm(binary, frames, 1000 / CLIP_DELAY_MS);
}
