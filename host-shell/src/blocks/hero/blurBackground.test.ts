import { blurBackground } from './blurBackground';

describe('blurBackground', () => {
  it('wraps a base64 data image in url()', () => {
    expect(blurBackground('data:image/webp;base64,UklGRh4AAABXRUJQ')).toBe('url("data:image/webp;base64,UklGRh4AAABXRUJQ")');
    expect(blurBackground('data:image/svg+xml;base64,PHN2Zz4=')).toBe('url("data:image/svg+xml;base64,PHN2Zz4=")');
  });

  it('refuses anything else', () => {
    expect(blurBackground(null)).toBeUndefined();
    expect(blurBackground(undefined)).toBeUndefined();
    expect(blurBackground('')).toBeUndefined();
    expect(blurBackground('https://evil.example/x.png')).toBeUndefined();
    expect(blurBackground('data:image/png;base64,AAAA");background:url(x')).toBeUndefined();
    expect(blurBackground('data:text/html;base64,PGI+')).toBeUndefined();
  });
});
