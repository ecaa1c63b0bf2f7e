// What the list needs to search in the browser, in one chunk fetched on demand (carSearchCode.ts): the requests and
// the BFF call with its hand-written answer check (no zod, issue 14). The first screen is the server's, so a page
// that is only looked at never evaluates any of it.
export { checkedCarSearcher } from './checkedCarSearcher';
export { runCarSearch, runNextPage } from './runCarSearch';
export { countRelaxed } from './countRelaxed';
