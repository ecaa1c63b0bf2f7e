import { registerEnglishMessages } from '@showroom/contracts/english-messages';
import { mkdirSync } from 'node:fs';
import type { Car } from '@showroom/contracts';
import type { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyInstance } from 'fastify';
import { SubmissionStore } from './comhub/store';
import { openDatabase } from './storage/database';
import { registerComhub } from './comhub/route';
import { registerContent } from './content/route';
import { teaserCarIdPicker } from './content/teaserCars';
import { generateSeedData, type SeedData } from './data/seed';
import { registerFaultRoutes } from './faults/route';
import { applyFault } from './faults/apply';
import { registerCodeweaver } from './codeweaver/route';
import { registerJotform } from './jotform/route';
import { registerMarketing } from './marketing/route';
import { registerVehicleMedia } from './vehiclemedia/route';
import { registerPersonalization } from './personalization/route';
import { mediaCacheDir } from './media/rasterCache';
import { registerInbox } from './inbox/route';
import { FaultSwitch, upstreamOf, type Upstream } from './faults/faults';
import { registerMedia } from './media/route';
import { registerTiles } from './tiles/route';
import { registerMechmate } from './mechmate/route';
import type { SandboxOptions } from './options';
import { registerPlaces } from './places/route';
import { registerPlatform } from './platform/route';
import { buildSearchEngine } from './search/build';
import { registerSearch } from './search/route';
import { Outbox } from './outbox/outbox';
import { registerOutbox } from './outbox/route';
import { registerTireHotelUpstream } from './tirehotel/upstream';
import { registerXss, XssSwitch } from './xss/route';

export interface SandboxApp {
  app: FastifyInstance;
  db: Promise<PGlite>;
  data: SeedData;
  faults: FaultSwitch;
  store: Promise<SubmissionStore>;
}

/** Builds the sandbox: seed data, search indexes, database, routes. */
export async function buildSandbox(options: SandboxOptions): Promise<SandboxApp> {
  registerEnglishMessages();
  const data = generateSeedData({ seed: options.seed, cars: options.cars, now: options.now });
  const engine = await buildSearchEngine(data);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // Opening PGlite takes seconds on a fresh directory (initdb), so it opens in the background
  // and only the routes that store something wait for it.
  const db = openDatabase(options.dataDir);
  db.catch(() => undefined);
  const store = db.then((database) => SubmissionStore.create(database));
  store.catch(() => undefined);
  const faults = new FaultSwitch();
  const app = Fastify({ logger: options.logger, bodyLimit: 256 * 1024 });
  const pending = new Set<() => void>();

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/__sandbox/') || path === '/healthz') return;
    if (request.headers['x-api-key'] !== options.apiKey) return reply.code(401).send({ error: 'Missing or wrong x-api-key' });
    const upstream = upstreamOf(path);
    const fault = upstream && faults.firing(upstream);
    if (!fault) return;
    return applyFault(request, reply, fault, { timeoutMs: options.timeoutMs, pending });
  });
  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    // Fastify's own parsing errors (bad JSON, wrong content type, body too large) are the client's fault.
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) app.log.error(error);
    return reply.code(status).send({ error: status === 500 ? 'Internal sandbox error' : error.message });
  });
  app.addHook('onClose', async () => {
    for (const release of pending) release();
    await (await db).close();
  });

  const isEmpty = (upstream: Upstream) => () => faults.firing(upstream)?.mode === 'empty';
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/__sandbox/info', async () => ({
    seed: data.seed,
    now: data.now.toISOString(),
    cars: data.cars.length,
    dealerSites: data.dealerSites.length,
    kits: data.kits.length,
    tireHotelRegNos: data.tireCustomers.slice(0, 10).map((c) => c.regNo),
  }));
  registerFaultRoutes(app, faults);
  registerXss(app, new XssSwitch(options.xss ?? false));
  registerInbox(app, db);
  registerSearch(app, engine, isEmpty('search'));
  registerContent(app, isEmpty('content'), { seed: data.seed, now: data.now, teaserCarIds: teaserCarIdPicker(data.cars) });
  registerComhub(app, store, () => new Date(), isEmpty('comhub'));
  registerPlaces(app, isEmpty('places'));
  registerMechmate(app, { data, db, isEmpty: isEmpty('mechmate') });
  const outbox = new Outbox();
  registerOutbox(app, outbox);
  registerTireHotelUpstream(app, { data, db, isEmpty: isEmpty('tirehotel'), outbox, secret: options.secret });
  registerMedia(app, new Map<string, Car>(data.cars.map((car) => [car.car_id, car])), isEmpty('media'), { cacheDir: mediaCacheDir(options.dataDir) });
  registerTiles(app);
  registerCodeweaver(app, { cars: data.cars, seed: data.seed, now: () => data.now, isEmpty: isEmpty('codeweaver') });
  registerJotform(app, { seed: data.seed, now: () => data.now, isEmpty: isEmpty('jotform') });
  registerMarketing(app);
  registerVehicleMedia(app, { cars: data.cars, isEmpty: isEmpty('vehiclemedia') });
  registerPersonalization(app, { now: () => new Date() });
  registerPlatform(app, options.apiKey);
  return { app, db, data, faults, store };
}
