import { requestUrl } from './requestUrl';

describe('requestUrl', () => {
  it.each([
    ['//%00', '//%00', ''],
    ['//evil.example/x?a=1', '//evil.example/x', '?a=1'],
    ['/bilar?page=2', '/bilar', '?page=2'],
    ['/%c0%ae%c0%ae/x', '/%c0%ae%c0%ae/x', ''],
    ['http://evil.example/x', '/http://evil.example/x', ''],
  ])('parses %s as path %s on the fixed origin', (raw, pathname, search) => {
    const url = requestUrl(raw);
    expect([url.host, url.pathname, url.search]).toEqual(['host', pathname, search]);
  });

  it('is what the old parsing threw on', () => {
    expect(() => new URL('//%00', 'http://host')).toThrow();
    expect(() => requestUrl('//%00')).not.toThrow();
  });
});
