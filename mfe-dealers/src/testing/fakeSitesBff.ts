import type { SiteCard } from '@showroom/contracts';
import { fakeBff, type FakeBffAnswer } from '@showroom/test-kit';

/** A request to GET /api/sites as the fake BFF saw it. */
export interface SitesCall {
  page: string | null;
  search: string | null;
  site: string | null;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * GET /api/sites over `sites`: 48 a page, searched by a plain contains-every-word over name and city
 * (the real rule is the search service's; the list only has to show what it answers). `answer` can
 * replace an answer, e.g. to fail one call or hold it back.
 */
export function fakeSitesBff(sites: readonly SiteCard[], answer?: (call: SitesCall, ok: FakeBffAnswer) => FakeBffAnswer | Promise<FakeBffAnswer>) {
  const calls: SitesCall[] = [];
  const bff = fakeBff((request) => {
    const url = new URL(request.url, 'http://bff.test');
    if (url.pathname !== '/api/sites') return { status: 404, body: { error: 'not a sites call' } };
    const call = { page: url.searchParams.get('page'), search: url.searchParams.get('search'), site: url.searchParams.get('site') };
    calls.push(call);
    const words = fold(call.search ?? '').split(/\s+/).filter(Boolean);
    const hits = sites.filter((site) => words.every((word) => fold(`${site.site_official_name} ${site.site_city ?? ''}`).includes(word)));
    const page = Number(call.page ?? 0);
    const ok = { status: 200, body: { sites: hits.slice(page * 48, page * 48 + 48), total: hits.length, page } };
    return answer ? answer(call, ok) : ok;
  });
  return { bff, calls };
}
