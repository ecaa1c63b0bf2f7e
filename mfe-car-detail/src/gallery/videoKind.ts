/** How a video URL plays: a file in <video>, an animated image (the sandbox's clip without ffmpeg), or a player page in an iframe. */
export type VideoKind = 'file' | 'animatedImage' | 'embed';

const FILE = /\.(webm|mp4|m4v|ogv|mov)$/i;
const IMAGE = /\.(webp|gif|apng|png)$/i;

export function videoKind(url: string): VideoKind {
  const path = url.split(/[?#]/)[0] ?? '';
  if (FILE.test(path)) return 'file';
  if (IMAGE.test(path)) return 'animatedImage';
  return 'embed';
}
