import { youtubeEmbedUrl } from './youtubeEmbed';

describe('youtubeEmbedUrl', () => {
  it('builds a youtube-nocookie embed that autoplays after the click', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
    expect(youtubeEmbedUrl(' a_b-C1234Z9 ')).toBe('https://www.youtube-nocookie.com/embed/a_b-C1234Z9?autoplay=1&rel=0');
  });

  it('refuses ids that are not 11 id characters', () => {
    expect(youtubeEmbedUrl('short')).toBeNull();
    expect(youtubeEmbedUrl('dQw4w9WgXcQX')).toBeNull();
    expect(youtubeEmbedUrl('dQw4w9W"><x')).toBeNull();
    expect(youtubeEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBeNull();
    expect(youtubeEmbedUrl('')).toBeNull();
    expect(youtubeEmbedUrl(null)).toBeNull();
  });
});
