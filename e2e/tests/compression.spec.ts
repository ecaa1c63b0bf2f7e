import http from 'node:http';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { hostEntryPath } from '../support/hostEntry';
import { PORT } from '../support/system';

// Issue 14: nothing a phone downloads goes out uncompressed. The page streams through brotli, the host's
// scripts and the remotes' chunks are served from their build-time .br copies, the BFF's JSON compressed on the fly.

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(url: string, acceptEncoding: string, init: { method?: string; body?: string; host?: string } = {}): Promise<RawAnswer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: init.method ?? 'GET',
        headers: { host: init.host ?? target.host, 'accept-encoding': acceptEncoding, ...(init.body ? { 'content-type': 'application/json' } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

const decode = (answer: RawAnswer) =>
  answer.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(answer.body) : answer.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(answer.body) : answer.body;

const HOST = `dealergroup-se.localhost:${PORT}`;
const BROWSER = 'gzip, deflate, br, zstd';

test('a page, its scripts, a remote chunk and the BFF JSON all go out compressed, and decode to what was asked for', async () => {
  const page = await get(`http://${HOST}/kop-bil`, BROWSER, { host: HOST });
  expect(page.status).toBe(200);
  expect(page.headers['content-encoding']).toBe('br');
  expect(page.headers.vary).toContain('accept-encoding');
  const html = decode(page).toString('utf8');
  expect(html).toMatch(/^<!doctype html>/i);
  expect(html).toContain('</html>');
  // The compressed page is a fraction of the HTML.
  expect(page.body.length).toBeLessThan(Buffer.byteLength(html) / 4);

  // The host's own script, and a chunk of the remote the page uses (from the CDN, by its manifest).
  const main = await get(`http://${HOST}${hostEntryPath(html)}`, BROWSER, { host: HOST });
  expect(main.headers['content-encoding']).toBe('br');
  expect(decode(main).toString('utf8').length).toBeGreaterThan(main.body.length);
  const manifest = /"(http[^"]+\/mfe-search\/[^"]+\/mf-manifest\.json)"/.exec(html)?.[1];
  expect(manifest).toBeTruthy();
  // The container the host loads (no runtime core of its own) and the standalone remoteEntry.js a partner loads.
  for (const file of ['container.js', 'remoteEntry.js']) {
    const entry = await get(new URL(file, manifest!).toString(), BROWSER);
    expect(entry.status).toBe(200);
    expect(entry.headers['content-encoding']).toBe('br');
  }

  // A browser that takes only gzip gets gzip; one that takes nothing gets the plain page.
  const gzipped = await get(`http://${HOST}/kop-bil`, 'gzip', { host: HOST });
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(decode(gzipped).toString('utf8')).toContain('</html>');
  const plain = await get(`http://${HOST}/kop-bil`, 'identity', { host: HOST });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString('utf8')).toContain('</html>');

  const search = await get(`http://${HOST}/api/search`, BROWSER, { host: HOST, method: 'POST', body: JSON.stringify({ index: 'cars', site: 'dealergroup-se', limit: 48 }) });
  expect(search.status).toBe(200);
  expect(search.headers['content-encoding']).toBe('br');
  expect(JSON.parse(decode(search).toString('utf8')).content).toHaveLength(48);
});

test("a server-rendered page carries emotion's styles in one tag in the head, none beside the components, its slots in place, and hydrates styled", async ({ page }) => {
  let homeHead = '';
  for (const path of ['/', '/kop-bil']) {
    const html = decode(await get(`http://${HOST}${path}`, BROWSER, { host: HOST })).toString('utf8');
    const [head = '', body = ''] = html.split('</head>');
    if (path === '/') homeHead = head;
    // Before: 145 tags on the home page, one per styled component (issue 14).
    expect(body.match(/<style/g) ?? []).toHaveLength(0);
    expect(head.match(/<style data-emotion="css /g) ?? []).toHaveLength(1);
    // Every slot in place: no finished boundary sent aside and moved in by a script, which let a browser paint the
    // page without its slots and then shift the footer (Lighthouse CLS 0.36 on the car list).
    expect(body).not.toContain('<div hidden id="S:');
    expect(body).not.toContain('$RC(');
  }
  await page.goto(`http://${HOST}/`);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  // Every emotion class on the hydrated page whose rule the server sent has that rule in a style sheet (the
  // tag was adopted, not lost); a class with no declarations has no rule anywhere.
  const unstyled = await page.evaluate((serverCss) => {
    // Rules inside @media and @supports too.
    const selectorsOf = (rules: CSSRuleList): string[] =>
      [...rules].flatMap((rule) => ('cssRules' in rule && !(rule instanceof CSSStyleRule) ? selectorsOf((rule as CSSGroupingRule).cssRules) : [(rule as CSSStyleRule).selectorText ?? '']));
    const selectors = [...document.styleSheets].flatMap((sheet) => selectorsOf(sheet.cssRules));
    const classes = new Set([...document.querySelectorAll('[class*="css-"]')].flatMap((el) => [...el.classList].filter((c) => c.startsWith('css-'))));
    const sentByServer = (c: string) => serverCss.includes(`.${c}{`) || serverCss.includes(`.${c}:`);
    return { used: classes.size, missing: [...classes].filter((c) => sentByServer(c) && !selectors.some((s) => s.includes(`.${c}`))) };
  }, homeHead);
  expect(unstyled.used).toBeGreaterThan(20);
  expect(unstyled.missing).toEqual([]);
});
