import { PORT } from './system';

const SANDBOX = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8070';
const KEY = process.env.SANDBOX_API_KEY ?? 'sandbox-key';

/** First car of a site as the search service returns it (used to build detail URLs from the seeded data). */
export async function firstCar(site: string): Promise<{ car_id: string; slug: string; car_model_text?: string; car_brand: string; car_model: string }> {
  const response = await fetch(`${SANDBOX}/search/v1/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': KEY },
    body: JSON.stringify({ index: 'cars', site, limit: 1, sort_name: 'newest', fields: ['car_id', 'slug', 'car_brand', 'car_model', 'car_model_text'] }),
  });
  const body = (await response.json()) as { content: { car_id: string; slug: string; car_brand: string; car_model: string; car_model_text?: string }[] };
  const car = body.content[0];
  if (!car) throw new Error(`no car on ${site}`);
  return car;
}

/** First dealer site of a site in its list's order (website_sort_order), as the dealer list shows it first. */
export async function firstSite(site: string): Promise<{ slug: string }> {
  const response = await fetch(`${SANDBOX}/search/v1/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': KEY },
    body: JSON.stringify({ index: 'sites', site, limit: 1, fields: ['slug'], sort_name: 'website_sort_order_asc' }),
  });
  const first = ((await response.json()) as { content: { slug: string }[] }).content[0];
  if (!first) throw new Error(`no dealer site on ${site}`);
  return first;
}

/** Every dealer site of a site with the fields asked for, straight from the sandbox's search, 100 at a time (brute-force expectations). */
export async function allSites<T extends Record<string, unknown>>(site: string, fields: string[]): Promise<T[]> {
  const sites: T[] = [];
  for (let offset = 0; ; offset += 100) {
    const response = await fetch(`${SANDBOX}/search/v1/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': KEY },
      body: JSON.stringify({ index: 'sites', site, limit: 100, offset, fields }),
    });
    const body = (await response.json()) as { content: T[]; total_items: number };
    sites.push(...body.content);
    if (body.content.length < 100 || sites.length >= body.total_items) return sites;
  }
}

/** Turns the sandbox's fault switch on for an upstream (for content, optionally one graph field: `operation`). */
export async function setFault(upstream: string, mode: 'error' | 'timeout' | 'empty', status = 503, operation?: string): Promise<void> {
  const response = await fetch(`${SANDBOX}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ upstream, mode, status, ...(operation ? { operation } : {}) }),
  });
  if (!response.ok) throw new Error(`fault switch refused: ${await response.text()}`);
}

/** Runs a query on the sandbox's content graph (for expected values computed from the seeded data). */
export async function contentGraph<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${SANDBOX}/edge/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': KEY },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

/**
 * Turns every fault off, and closes the host's upstream breakers (a test-only route, SHOWROOM_TEST_HOOKS=1): a
 * breaker a fault opened would otherwise fail the next test's calls until its reset time is over.
 */
export async function clearFaults(): Promise<void> {
  await fetch(`${SANDBOX}/__sandbox/faults`, { method: 'DELETE' });
  const reset = await fetch(`http://127.0.0.1:${PORT}/__test/upstream-breakers/reset`, { method: 'POST' });
  if (!reset.ok) throw new Error(`the host refused to reset its upstream breakers: ${reset.status}`);
}

/** Makes the host forget its last good content copies (a test-only route): every page is one "never seen" for a content outage. */
export async function forgetContentCopies(): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${PORT}/__test/content-copies/forget`, { method: 'POST' });
  if (!response.ok) throw new Error(`the host refused to forget its content copies: ${response.status}`);
}

/** Submissions comhub stored for a form name. */
export async function storedForms(formName: string): Promise<{ values: Record<string, unknown> }[]> {
  const response = await fetch(`${SANDBOX}/__sandbox/forms?formName=${encodeURIComponent(formName)}`);
  return ((await response.json()) as { submissions: { values: Record<string, unknown> }[] }).submissions;
}

/** Page views the personalization service received, newest first; `clear` empties the list first. */
export async function pageViews(clear = false): Promise<{ channel: string; currency: string; pageName: string; pageVariantId: string; language: string }[]> {
  if (clear) await fetch(`${SANDBOX}/__sandbox/pageviews`, { method: 'DELETE' });
  const response = await fetch(`${SANDBOX}/__sandbox/pageviews`);
  return ((await response.json()) as { pageviews: { channel: string; currency: string; pageName: string; pageVariantId: string; language: string }[] }).pageviews;
}

/** Every car of a site with the given fields, paged straight from the sandbox's search (for brute-force counts). */
export async function allCars<T extends Record<string, unknown>>(site: string, fields: string[]): Promise<T[]> {
  const cars: T[] = [];
  for (let offset = 0; ; offset += 100) {
    const response = await fetch(`${SANDBOX}/search/v1/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': KEY },
      body: JSON.stringify({ index: 'cars', site, limit: 100, offset, fields: ['car_id', ...fields] }),
    });
    const body = (await response.json()) as { content: T[]; total_items: number };
    cars.push(...body.content);
    if (body.content.length < 100 || cars.length >= body.total_items) return cars;
  }
}
