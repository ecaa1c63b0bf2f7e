/**
 * How a video URL plays: a file in <video>, an animated image (the sandbox's clip without ffmpeg), a
 * player page in an iframe, or not at all: an iframe is a whole page inside ours, so only the known
 * players' https pages may fill it (the vehicle-media upstream could otherwise frame anything).
 */
export type VideoKind = 'file' | 'animatedImage' | 'embed' | 'refused';

/** Player hosts whose pages may be framed (https only). */
export const VIDEO_EMBED_HOSTS: readonly string[] = ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com'];

/** What the framed player may do: run its own script on its own origin, go full screen; nothing on ours. */
export const VIDEO_IFRAME_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';

const FILE = /\.(webm|mp4|m4v|ogv|mov)$/i;
const IMAGE = /\.(webp|gif|apng|png)$/i;

export function videoKind(url: string): VideoKind {
  const path = url.split(/[?#]/)[0] ?? '';
  if (FILE.test(path)) return 'file';
  if (IMAGE.test(path)) return 'animatedImage';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'refused';
  }
  return parsed.protocol === 'https:' && VIDEO_EMBED_HOSTS.includes(parsed.hostname) ? 'embed' : 'refused';
}
