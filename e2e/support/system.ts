import { execFileSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { REMOTES, type ModuleEntry } from '@showroom/contracts';
import { SITES, pagePath, type PageKind, type SiteCode } from '@showroom/sites';

export const ROOT = path.resolve(__dirname, '../..');
export const PORT = Number(process.env.PORT ?? 8080);
export const PARTNER_PORT = Number(process.env.PARTNER_PORT ?? 8085);

/** The browser URL of a site (Chromium resolves *.localhost itself). */
export function siteUrl(site: SiteCode, pathname = '/'): string {
  return `http://${site}.localhost:${PORT}${pathname}`;
}

export interface PageResponse {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

/**
 * Fetches a page the way a search engine would (no JavaScript, no redirects followed). Node does not
 * resolve *.localhost, so the request goes to 127.0.0.1 with the site's Host header; node:http is used
 * because fetch() replaces a Host header with the URL's.
 */
export function fetchPage(site: SiteCode, pathname: string, hostHeader = `${site}.localhost:${PORT}`): Promise<PageResponse> {
  return new Promise((resolve, reject) => {
    // A connection of its own (agent: false): a kept-alive socket the host closed while a test blocked (deploy.spec's
    // build) would otherwise be reused and fail with 'socket hang up'.
    const request = http.get({ host: '127.0.0.1', port: PORT, path: pathname, headers: { host: hostHeader }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: response.statusCode ?? 0,
          headers: { get: (name) => (response.headers[name.toLowerCase()] as string | undefined) ?? null },
          text: () => Promise.resolve(body),
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout fetching ${pathname}`)));
  });
}

/** Runs the registry command (`npm run remotes -- ...`) against the test system's CDN folder. */
export function remotesCommand(...args: string[]): string {
  return execFileSync('node', [path.join(ROOT, 'packages/registry/bin/remotes.cjs'), ...args], { env: process.env, encoding: 'utf8' });
}

/** Every (site, language, page kind, path) of the site matrix. */
export function matrixPages(): { site: SiteCode; language: string; kind: PageKind; path: string }[] {
  return Object.values(SITES).flatMap((site) =>
    site.locales.flatMap((locale) =>
      (Object.keys(site.paths) as PageKind[])
        .filter((kind) => kind !== 'carDetail')
        .map((kind) => ({ site: site.code, language: locale.language, kind, path: pagePath(site, kind, locale.language)! })),
    ),
  );
}

/** The remote and the page that shows it, on a Swedish site that has it, from the module catalogue. */
export const REMOTE_PAGES: { remote: string; site: SiteCode; kind: PageKind }[] = REMOTES.map((remote) => {
  const page = Object.values(remote.modules as Record<string, ModuleEntry>).find((entry) => entry.kind === 'page');
  if (page?.kind !== 'page') throw new Error(`${remote.name} has no page module`);
  const kind = page.page as PageKind;
  // The Swedish sites first: the suites that use this list read Swedish texts.
  const site = [SITES['dealergroup-se'], SITES['carstore-se'], ...Object.values(SITES)].find((candidate) => candidate.paths[kind]);
  if (!site) throw new Error(`no site has a ${kind} page`);
  return { remote: remote.name, site: site.code, kind };
});
