import Fastify, { type FastifyInstance } from 'fastify';
import { listBffRoutes } from '@showroom/contracts/bff-routes';
import { mountBff } from './bffPlugin';
import type { Upstream, UpstreamName } from './upstreams/config';
import { DEAD } from './routes/testUpstream';

// The routes the BFF plugin registers, recorded as fastify registers them (HEAD and the CORS
// preflight are fastify's and the CORS plugin's own, not routes of ours).
const NAMES: UpstreamName[] = ['search', 'content', 'comhub', 'places', 'mechmate', 'tirehotel', 'media', 'codeweaver', 'jotform', 'vehiclemedia', 'personalization'];
const upstreams = Object.fromEntries(NAMES.map((n) => [n, DEAD])) as Record<UpstreamName, Upstream>;
const registered: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD' && method !== 'OPTIONS') registered.push(`${method} ${route.url}`);
  });
  await mountBff(app, { upstreams, partnerOrigins: [] });
  await app.ready();
});
afterAll(() => app.close());

// The timeslots route also answers without its final slash; that is the same described route.
const withoutFinalSlash = (key: string) => key.replace(/(.)\/$/, '$1');

describe('the BFF serves exactly the described routes', () => {
  const described = listBffRoutes();

  it.each(described.map(({ name, route }) => [name, route.method, route.path] as const))('%s: %s %s is registered', (_name, method, path) => {
    expect(app.hasRoute({ method, url: path })).toBe(true);
  });

  it('registers no route without a description', () => {
    const keys = new Set(described.map(({ route }) => withoutFinalSlash(`${route.method} ${route.path}`)));
    expect(registered.length).toBeGreaterThanOrEqual(described.length);
    expect(registered.map(withoutFinalSlash).filter((key) => !keys.has(key))).toEqual([]);
  });
});
