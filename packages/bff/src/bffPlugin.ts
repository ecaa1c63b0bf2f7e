import { registerEnglishMessages } from '@showroom/contracts/english-messages';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { BFF_PREFIX } from '@showroom/contracts/bff-routes';
import { upstreamsFromEnv, type UpstreamName, type Upstream } from './upstreams/config';
import { upstreamClient } from './upstreams/http';
import { createSearchService, type SearchService } from './upstreams/searchService';
import { formsRoute } from './routes/forms/forms.route';
import { safeJsonBodies } from './routes/jsonBody';
import { lookupRoutes } from './routes/lookups.route';
import { registerCodeweaverRoutes } from './routes/codeweaver/codeweaver.route';
import { registerJotformRoutes } from './routes/jotform/jotform.route';
import { registerMechmateRoutes } from './routes/mechmate';
import { registerPersonalizationRoutes } from './routes/personalization/pageView.route';
import { registerVehicleMediaRoutes } from './routes/vehiclemedia/vehicleMedia.route';
import { searchBatchRoute, searchRoute } from './routes/search.route';
import { registerSitesRoute } from './routes/sites/sites.route';
import { registerTireHotelRoutes } from './routes/tirehotel/tirehotel.route';
import { TireHotelGuard } from './routes/tirehotel/tireHotelGuard';
import type { EventCounter } from './rateLimit/eventCounter';
import { eventCounterFromEnv } from './rateLimit/eventCounterFromEnv';
import { registerRateLimit, type RateLimitOptions } from './rateLimit/bffRateLimit';
import { registerEmbedDataRoute } from './routes/embeds/embedData.route';
import type { EmbedDataSource } from './routes/embeds/embedDataSource';
import { registerStoriesRoutes } from './routes/stories/stories.route';
import { createStoriesGraph } from './routes/stories/storiesGraph';
import { registerFacetLabelsRoute } from './routes/facetLabels/facetLabels.route';
import { createFacetLabelsSource, type FacetLabelsSource } from './routes/facetLabels/facetLabelsSource';
import { registerSortOptionsRoute } from './routes/sortOptions/sortOptions.route';
import { createSortOptionsSource, type SortOptionsSource } from './routes/sortOptions/sortOptionsSource';
import { comhubSender } from './leads/comhubSender';
import { leadsConfigFromEnv } from './leads/leadsConfig';
import { startLeads, type Leads } from './leads/leadService';

export interface BffOptions {
  upstreams?: Record<UpstreamName, Upstream>;
  /** Origins of partner pages allowed to call the BFF (CORS). */
  partnerOrigins?: string[];
  search?: SearchService;
  facetLabels?: FacetLabelsSource;
  sortOptions?: SortOptionsSource;
  /** Where rate limits count (default: Redis when REDIS_URL is set, else memory). */
  eventCounter?: EventCounter;
  /** Requests per client address and route (issue 20): limits and store, by default from the environment. */
  rateLimit?: RateLimitOptions;
  /**
   * The lead store and its delivery worker (the host starts them and closes them). Without one, the BFF
   * starts its own from the environment when the first lead arrives, and closes it with the app.
   */
  leads?: Leads;
  /** Runs an embed's loadData on the host (GET /api/embed-data); without it (a remote's dev server) the route answers 404. */
  embedData?: EmbedDataSource;
}

/**
 * Partner origins from PARTNER_ORIGINS (comma separated). Unset, development allows the local partner
 * demo; production allows none (fails closed) rather than a default a real partner page was never given.
 */
export function partnerOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const fallback = env.NODE_ENV === 'production' ? '' : 'http://127.0.0.1:8085,http://localhost:8085,http://partner.localhost:8085';
  return (env.PARTNER_ORIGINS ?? fallback).split(',').map((o) => o.trim()).filter(Boolean);
}

/** Registers the BFF under /api: validated routes in front of the upstreams, open to partner origins only. */
export async function bffPlugin(app: FastifyInstance, options: BffOptions = {}): Promise<void> {
  const upstreams = options.upstreams ?? upstreamsFromEnv();
  const allowed = new Set(options.partnerOrigins ?? partnerOriginsFromEnv());
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'POST'],
  });
  await registerRateLimit(app, options.rateLimit);
  safeJsonBodies(app);
  const search = options.search ?? createSearchService(upstreamClient('search', upstreams.search));
  searchRoute(app, search);
  searchBatchRoute(app, search);
  registerSitesRoute(app, search.api);
  formsRoute(app, options.leads ?? lazyLeads(app, upstreams.comhub), search.api);
  lookupRoutes(app, { places: upstreamClient('places', upstreams.places), mechmate: upstreamClient('mechmate', upstreams.mechmate) });
  registerMechmateRoutes(app, { mechmate: upstreamClient('mechmate', upstreams.mechmate) });
  const counter = options.eventCounter ?? eventCounterFromEnv();
  app.addHook('onClose', () => counter.close());
  registerTireHotelRoutes(app, { tirehotel: upstreamClient('tirehotel', upstreams.tirehotel), guard: new TireHotelGuard(counter) });
  registerCodeweaverRoutes(app, upstreamClient('codeweaver', upstreams.codeweaver));
  registerJotformRoutes(app, upstreamClient('jotform', upstreams.jotform));
  registerVehicleMediaRoutes(app, upstreamClient('vehiclemedia', upstreams.vehiclemedia));
  registerPersonalizationRoutes(app, upstreamClient('personalization', upstreams.personalization));
  registerStoriesRoutes(app, createStoriesGraph(upstreamClient('content', upstreams.content), app.log));
  registerFacetLabelsRoute(app, options.facetLabels ?? createFacetLabelsSource(upstreamClient('content', upstreams.content)));
  registerSortOptionsRoute(app, options.sortOptions ?? createSortOptionsSource(upstreamClient('content', upstreams.content)));
  registerEmbedDataRoute(app, options.embedData);
  app.setNotFoundHandler((request, reply) => reply.code(404).send({ error: `no API route ${request.method} ${request.url.split('?')[0]}` }));
}

/** Leads for a BFF of its own (a remote's dev server): opened on the first lead, so a BFF that never takes one never opens a database. */
function lazyLeads(app: FastifyInstance, comhub: Upstream): Leads {
  let leads: Leads | undefined;
  const started = () => {
    const config = leadsConfigFromEnv();
    leads ??= startLeads({ config, send: comhubSender(comhub, config.sendTimeoutMs), log: app.log });
    return leads;
  };
  app.addHook('onClose', async () => leads?.close());
  return {
    submit: (lead) => started().submit(lead),
    store: () => started().store(),
    setAvailable: (available) => started().setAvailable(available),
    close: async () => leads?.close(),
  };
}

/** Registers the BFF under BFF_PREFIX, where the route descriptions in contracts put every route. */
export async function mountBff(app: FastifyInstance, options: BffOptions = {}): Promise<void> {
  // A 400 says what was wrong in words (routes/badRequest.ts).
  registerEnglishMessages();
  await app.register(
    (api, _options, done) => {
      bffPlugin(api, options).then(() => done(), done);
    },
    { prefix: BFF_PREFIX },
  );
}
