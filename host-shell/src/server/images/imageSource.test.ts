/** @jest-environment node */
import { hostAllowed, parseImageRequest } from './imageSource';

const HOSTS = ['*.cdn.example.com', 'images.example.org'];

describe('hostAllowed', () => {
  it.each([
    ['a.cdn.example.com', true],
    ['x.y.cdn.example.com', true],
    ['cdn.example.com', false],
    ['evilcdn.example.com', false],
    ['images.example.org', true],
    ['IMAGES.example.org', true],
    ['images.example.org.evil.com', false],
  ])('%s -> %s', (host, allowed) => expect(hostAllowed(host, HOSTS)).toBe(allowed));
});

describe('parseImageRequest', () => {
  it('accepts media store paths at the four widths', () => {
    for (const w of ['320', '640', '1280', '1920']) {
      expect(parseImageRequest('/-/media/hero/se/1.svg', w, HOSTS)).toEqual({ ok: true, source: { kind: 'media', path: 'hero/se/1.svg' }, width: Number(w) });
    }
    expect(parseImageRequest('/-/jssmedia/a/b.png', '640', HOSTS)).toMatchObject({ ok: true, source: { kind: 'media', path: 'a/b.png' } });
  });

  it('accepts allowed remote hosts only', () => {
    expect(parseImageRequest('https://a.cdn.example.com/x.jpg', '640', HOSTS)).toMatchObject({ ok: true, source: { kind: 'remote' } });
    expect(parseImageRequest('https://169.254.169.254/latest/meta-data', '640', HOSTS)).toEqual({ ok: false, error: 'image host 169.254.169.254 is not allowed' });
    expect(parseImageRequest('http://localhost:8070/admin', '640', HOSTS)).toEqual({ ok: false, error: 'image host localhost is not allowed' });
  });

  it.each([
    [undefined, '640', 'url is required'],
    ['/-/media/a.svg', '641', 'w must be one of 320, 640, 1280, 1920'],
    ['/-/media/a.svg', undefined, 'w must be one of 320, 640, 1280, 1920'],
    ['/api/stories', '640', 'url is not a media path'],
    ['//evil.example.com/x.png', '640', 'url is not a media path'],
    ['/-/media/../../etc/passwd', '640', 'url is not a media path'],
    ['/-/media/..\\x', '640', 'url is not a media path'],
    // Encoded and double-encoded dot segments (the route's query is decoded once before it gets here).
    ['/-/media/%2e%2e/%2e%2e/__sandbox/outbox', '640', 'url is not a media path'],
    ['/-/media/%252e%252e/%252e%252e/__sandbox/outbox', '640', 'url is not a media path'],
    ['/-/jssmedia/a%2f..%2f..%2f__sandbox', '640', 'url is not a media path'],
    ['file:///etc/passwd', '640', 'url must be http(s)'],
    ['https://user:pw@a.cdn.example.com/x', '640', 'url may not carry credentials'],
    ['not a url', '640', 'url is not a valid URL'],
    ['/-/media/' + 'a'.repeat(2100), '640', 'url is longer than 2048 characters'],
  ])('rejects %s w=%s', (url, w, error) => expect(parseImageRequest(url, w, HOSTS)).toEqual({ ok: false, error }));
});
