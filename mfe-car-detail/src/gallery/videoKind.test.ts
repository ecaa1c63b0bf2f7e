import { videoKind } from './videoKind';

describe('videoKind', () => {
  it.each([
    ['/-/media/cars/12/video/1.webm', 'file'], // the sandbox with ffmpeg
    ['https://cdn.example.com/clip.MP4?token=1', 'file'],
    ['/-/media/cars/12/video/1.webp', 'animatedImage'], // the sandbox without ffmpeg
    ['https://www.youtube-nocookie.com/embed/abc', 'embed'],
    ['https://player.vimeo.com/video/123', 'embed'],
  ] as const)('%s plays as %s', (url, kind) => {
    expect(videoKind(url)).toBe(kind);
  });

  // Issue 12 item 13: before, any other URL was framed in the car page.
  it.each([
    'https://player.example.com/embed/abc',
    'https://evil.example/fake-login',
    'http://www.youtube-nocookie.com/embed/abc',
    'https://www.youtube-nocookie.com.evil.example/embed',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/some/page',
  ])('frames nothing for %s', (url) => expect(videoKind(url)).toBe('refused'));
});
