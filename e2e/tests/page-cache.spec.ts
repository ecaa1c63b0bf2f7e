import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { clearFaults, setFault } from '../support/sandbox';
import { PORT, ROOT } from '../support/system';
import { waitHydrated, watchConsole } from '../support/browser';
import { cspViolations, describeViolation, recordCspViolations } from '../support/cspViolations';

// Issue 14 "Server": pages that are the same for every visitor are rendered once and answered again from the kept
// copy, each answer with its own CSP nonce, gzip spliced around it (host-shell/src/server/pages/pageCache.ts). The
// suite's own host runs with the cache off (PAGE_CACHE_MS=0, so the fault switch bites at once); this one is a
// second host of the same build beside it, on the same sandbox and CDN, with the cache on as deployed.
const port = PORT + 4;
const origin = (site: string) => `http://${site}.localhost:${port}`;
let host: ChildProcess | undefined;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One GET to the cached host as a browser would send it (gzip and brotli taken), the body unzipped by hand. */
function get(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: pathname, headers: { host: `dealergroup-se.localhost:${port}`, 'accept-encoding': 'gzip, deflate, br', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
      });
    });
    request.on('error', reject);
  });
}

/** The nonces a page's own tags carry, and the one its CSP header allows. */
function nonces(answer: Answer): { page: string[]; header: string | undefined } {
  const page = [...answer.body.matchAll(/(?:data-state-nonce|nonce)="([^"]*)"/g)].map((m) => m[1] as string);
  const header = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
  return { page, header };
}

test.describe('the page cache (a second host with PAGE_CACHE_MS=60000)', () => {
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    host = spawn(process.execPath, [path.join(ROOT, 'host-shell/dist/server/index.js')], {
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), PAGE_CACHE_MS: '60000', LOG_LEVEL: 'error' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await expect.poll(async () => (await get('/healthz').catch(() => ({ status: 0 }))).status, { timeout: 60_000 }).toBe(200);
  });
  test.afterAll(() => {
    host?.kill('SIGTERM');
  });

  test('the second answer is the kept copy: same page, gzip, a fresh nonce on all five tags, matching its CSP; no slot placeholder leaks', async () => {
    const first = await get('/');
    const second = await get('/');
    expect(first.status).toBe(200);
    expect(second.headers['x-showroom-page-cache']).toBe('hit');
    expect(second.headers['content-encoding']).toBe('gzip');
    const a = nonces(first);
    const b = nonces(second);
    // <html data-state-nonce>, the style tag, the two state scripts and main.js's loader
    // (render/document.ts, render/hostEntryLoader.ts). No container preload: the home page's remote blocks
    // (mfe-search's) are below its first two, so they fetch their container as they come near
    // (server/render/eagerRemotes.ts).
    expect(b.page).toHaveLength(5);
    expect(new Set(b.page)).toEqual(new Set([b.header]));
    expect(new Set(a.page)).toEqual(new Set([a.header]));
    expect(a.header).not.toBe(b.header);
    expect(second.body.split(b.header!).join('N')).toBe(first.body.split(a.header!).join('N'));
    expect(first.body + second.body).not.toContain('nonce-slot-');
  });

  test('a page with a visitor\'s data in its address, and editing mode, are never asked of the cache', async () => {
    await get('/');
    const personal = await get('/?regNo=ABC123');
    expect(personal.headers['x-showroom-page-cache']).toBeUndefined();
    expect(personal.headers['cache-control']).toBe('private, no-store');
    const editing = await get(`/?sc_mode=edit&secret=${encodeURIComponent(process.env.EDITING_SECRET ?? '')}`);
    expect(editing.status).toBe(200);
    expect(editing.headers['x-showroom-page-cache']).toBeUndefined();
    expect(editing.headers['set-cookie']?.join(';')).toContain('sc_editing=');
    // The editor's next page (with the cookie) is rendered for them too, never the visitors' copy.
    const cookie = editing.headers['set-cookie']!.map((c) => c.split(';')[0]).join('; ');
    const next = await get('/', { cookie });
    expect(next.headers['x-showroom-page-cache']).toBeUndefined();
    expect(next.headers['cache-control']).toBe('private, no-store');
  });

  test('the alert bar\'s cookie keeps its own copy: closed for one visitor, still shown to the next', async () => {
    const shown = () => get('/', { host: `carstore-se.localhost:${port}` });
    const hidden = () => get('/', { host: `carstore-se.localhost:${port}`, cookie: 'hideAlert=true' });
    await shown();
    await hidden();
    expect((await hidden()).body).not.toContain('data-alert-type="Neutral"');
    const again = await shown();
    expect(again.headers['x-showroom-page-cache']).toBe('hit');
    expect(again.body).toContain('data-alert-type="Neutral"');
  });

  test('a car list whose search slot fell back is kept only briefly: answered from the copy while search is held, whole again once it answers', async () => {
    // An address of its own, so no copy kept by another test answers it.
    const list = '/kop-bil?utm_campaign=fallback-test';
    const wholeList = (answer: Answer) => answer.body.includes('data-car-id=');
    try {
      await setFault('search', 'timeout');
      const first = await get(list);
      expect(first.status).toBe(200);
      expect(wholeList(first)).toBe(false); // the slot went to the browser at its deadline
      const second = await get(list);
      // Kept (for PAGE_CACHE_FALLBACK_MS, then answered while one render replaces it): the held upstream is not
      // asked again by this visitor.
      expect(second.headers['x-showroom-page-cache']).toBe('hit');
      expect(wholeList(second)).toBe(false);
    } finally {
      await clearFaults();
      await fetch(`http://127.0.0.1:${port}/__test/upstream-breakers/reset`, { method: 'POST' });
    }
    // With the cache's own 60 s it would be the fallen-back copy for a minute; kept briefly, a render with search
    // back replaces it.
    await expect.poll(async () => wholeList(await get(list)), { timeout: 20_000 }).toBe(true);
  });

  test('in Chromium, a kept home page and car list hydrate and work by keyboard, with 0 CSP violations', async ({ page, context }) => {
    await recordCspViolations(context);
    const problems = watchConsole(page);
    for (const pathname of ['/', '/kop-bil']) {
      await get(pathname); // kept before the browser comes
      const response = await page.goto(`${origin('dealergroup-se')}${pathname}`);
      expect(response?.headers()['x-showroom-page-cache']).toBe('hit');
      await waitHydrated(page);
    }
    // The car list from the kept copy answers a keyboard: a car put in the comparison with Enter, the lazily
    // loaded compare dialog opened with Enter and closed with Escape.
    const compare = page.getByRole('button', { name: /^Jämför:/ }).first();
    await compare.focus();
    await page.keyboard.press('Enter');
    await expect(compare).toHaveAttribute('aria-pressed', 'true');
    const open = page.getByRole('button', { name: 'Jämför (1)' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Jämför bilar' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect((await cspViolations(page)).map(describeViolation)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
