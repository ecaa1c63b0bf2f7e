import { videoKind } from './videoKind';

describe('videoKind', () => {
  it.each([
    ['/-/media/cars/12/video/1.webm', 'file'], // the sandbox with ffmpeg
    ['https://cdn.example.com/clip.MP4?token=1', 'file'],
    ['/-/media/cars/12/video/1.webp', 'animatedImage'], // the sandbox without ffmpeg
    ['https://player.example.com/embed/abc', 'embed'],
  ] as const)('%s plays as %s', (url, kind) => {
    expect(videoKind(url)).toBe(kind);
  });
});
