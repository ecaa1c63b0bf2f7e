import { blurBackground, MAX_BLUR_LENGTH } from './blurBackground';

describe('blurBackground', () => {
  it('wraps a base64 data image in url()', () => {
    expect(blurBackground('data:image/webp;base64,UklGRh4AAABXRUJQ')).toBe('url("data:image/webp;base64,UklGRh4AAABXRUJQ")');
    expect(blurBackground('data:image/svg+xml;base64,PHN2Zz4=')).toBe('url("data:image/svg+xml;base64,PHN2Zz4=")');
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['empty', ''],
    ['a remote address', 'https://evil.example/x.png'],
    ['a quote breaking out of url()', 'data:image/png;base64,AAAA");background:url(x'],
    ['a non-image data URL', 'data:text/html;base64,PGI+'],
    ['a data URL that is not base64', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['an oversized value', `data:image/png;base64,${'A'.repeat(MAX_BLUR_LENGTH)}`],
  ])('refuses %s', (_name, value) => {
    expect(blurBackground(value)).toBeUndefined();
  });
});
