// What the list needs to search in the browser, in one chunk fetched on demand (carSearchCode.ts): the requests, the
// cards' schema and the BFF client with its route schemas, and so zod. The first screen is the server's, so a page
// that is only looked at never evaluates any of it (issue 14: zod leaves the pages that check nothing on load).
export { createHttpApi } from '@showroom/api-client';
export { runCarSearch, runNextPage } from './runCarSearch';
export { countRelaxed } from './countRelaxed';
