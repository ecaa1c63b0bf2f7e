import { remoteRegistrySchema } from '@showroom/contracts';
import { createContentGraph, upstreamClient, type Upstream } from '@showroom/bff';
import * as z from 'zod/mini';
import type { ReadinessProbe } from './readiness';

/** How long one probe may take: /readyz must answer well inside a load balancer's check timeout. */
const PROBE_TIMEOUT_MS = 2000;

/**
 * What the host's pages cannot do without: the content graph (a `{ __typename }` query: the cheapest the graph
 * answers), the search service (one car id), and the remote registry (read and parsed). The upstream probes use
 * clients of the same names as the pages', so they share the upstreams' breakers: an open breaker is "not ready"
 * at once, without a call to an upstream that is known to be down.
 */
export function hostProbes(upstreams: { content: Upstream; search: Upstream }, registryUrl: string, searchSite: string, fetchImpl: typeof fetch = fetch): ReadinessProbe[] {
  const content = createContentGraph(upstreamClient('content', upstreams.content, PROBE_TIMEOUT_MS));
  const search = upstreamClient('search', upstreams.search, PROBE_TIMEOUT_MS);
  return [
    { name: 'content', check: async () => void (await content('query Ready { __typename }', {}, '__typename', z.string())) },
    {
      name: 'search',
      check: async () => {
        const response = await search.post('/v1/query', { index: 'cars', site: searchSite, limit: 1, fields: ['car_id'] });
        if (response.status !== 200) throw new Error(`search: answered ${response.status}`);
      },
    },
    {
      name: 'registry',
      check: async () => {
        const response = await fetchImpl(registryUrl, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS), headers: { 'cache-control': 'no-cache' } });
        if (!response.ok) throw new Error(`registry: answered ${response.status}`);
        const parsed = remoteRegistrySchema.safeParse(await response.json());
        if (!parsed.success) throw new Error('registry: not a remote registry');
      },
    },
  ];
}
