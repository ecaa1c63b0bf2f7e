import { pageCacheControl, PERSONAL_PAGE_CACHE, SHARED_PAGE_CACHE } from './pageCacheControl';

// npm run fuzz (issue 20): `GET //%00` reached this with the raw request URL and new URL() threw from a stream's
// 'end' listener, which ended the host process.
describe('pageCacheControl with request URLs the HTTP parser lets through', () => {
  const page = { status: 200, editing: false, setsCookie: false };
  it.each(['//%00', '//evil.example/x', '/%c0%ae/x', 'http://evil.example/x', '*'])('does not throw for %s', (url) => {
    expect(pageCacheControl({ ...page, url })).toBe(SHARED_PAGE_CACHE);
  });
  it('still reads the personal keys after such a path', () => {
    expect(pageCacheControl({ ...page, url: '//x?regNo=ABC123' })).toBe(PERSONAL_PAGE_CACHE);
  });
});
