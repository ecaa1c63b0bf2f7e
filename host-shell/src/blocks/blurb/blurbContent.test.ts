import { blurbMediaKind, hasBlurbContent } from './blurbContent';

describe('hasBlurbContent', () => {
  it('is false for missing, empty or blank fields', () => {
    expect(hasBlurbContent(undefined)).toBe(false);
    expect(hasBlurbContent(null)).toBe(false);
    expect(hasBlurbContent({})).toBe(false);
    expect(hasBlurbContent({ Title: ' ', Text: '', Link: { href: '' }, ImageDesktop: { src: '' }, Reverse: true, BackgroundColor: 'BackgroundColor1' })).toBe(false);
  });

  it('is true with any one thing to show', () => {
    expect(hasBlurbContent({ Title: 'Service' })).toBe(true);
    expect(hasBlurbContent({ Text: '<p>x</p>' })).toBe(true);
    expect(hasBlurbContent({ Link: { href: '/a' } })).toBe(true);
    expect(hasBlurbContent({ ImagePhone: { src: '/i.jpg' } })).toBe(true);
    expect(hasBlurbContent({ VideoPhone: '/v.mp4' })).toBe(true);
    expect(hasBlurbContent({ YoutubeID: 'dQw4w9WgXcQ' })).toBe(true);
  });
});

describe('blurbMediaKind', () => {
  it('prefers YouTube, then video, then image', () => {
    expect(blurbMediaKind({ YoutubeID: 'dQw4w9WgXcQ', VideoDesktop: '/v.mp4', ImageDesktop: { src: '/i.jpg' } })).toBe('youtube');
    expect(blurbMediaKind({ VideoPhone: '/v.mp4', ImageDesktop: { src: '/i.jpg' } })).toBe('video');
    expect(blurbMediaKind({ ImageDesktop: { src: '/i.jpg' } })).toBe('image');
    expect(blurbMediaKind({ YoutubeID: '', ImageDesktop: { src: '' } })).toBeNull();
  });
});
