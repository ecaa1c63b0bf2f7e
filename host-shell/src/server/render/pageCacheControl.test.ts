/** @jest-environment node */
import { pageCacheControl } from './pageCacheControl';

const page = { status: 200, editing: false, setsCookie: false, url: '/bilar?brand=volvo' };
const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const NOBODY = 'private, no-store';

describe('the Cache-Control of a server-rendered page (issue 20)', () => {
  it('lets a shared cache keep a page that is the same for every visitor, briefly, and serve it stale while it refreshes', () => {
    expect(pageCacheControl(page)).toBe(SHARED);
    expect(pageCacheControl({ ...page, status: 404, url: '/finns-inte' })).toBe(SHARED);
  });

  it('lets no one keep a personal page', () => {
    expect(pageCacheControl({ ...page, editing: true })).toBe(NOBODY);
    expect(pageCacheControl({ ...page, setsCookie: true })).toBe(NOBODY);
    expect(pageCacheControl({ ...page, url: '/service/boka?regNo=ABC123' })).toBe(NOBODY);
    expect(pageCacheControl({ ...page, url: '/dackhotell?regNo=ABC123' })).toBe(NOBODY);
    expect(pageCacheControl({ ...page, url: '/service/boka?lat=59.3&lng=18.1' })).toBe(NOBODY);
    expect(pageCacheControl({ ...page, url: '/anlaggningar?near=59.3,18.1' })).toBe(NOBODY);
    expect(pageCacheControl({ ...page, status: 500 })).toBe(NOBODY);
  });
});
