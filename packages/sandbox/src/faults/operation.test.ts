import Fastify, { type FastifyInstance } from 'fastify';
import { registerContent } from '../content/route';
import { applyFault } from './apply';
import { faultSchema, FaultSwitch, upstreamOf } from './faults';
import { topLevelFields } from './topLevelFields';

// A bare server wired the way server.ts wires the switch and the content graph.
function server(fault?: unknown): FastifyInstance {
  const faults = new FaultSwitch();
  if (fault) faults.set(faultSchema.parse(fault));
  const app = Fastify();
  app.addHook('onRequest', async (request, reply) => {
    const upstream = upstreamOf(request.url.split('?')[0] ?? '');
    const active = upstream && faults.get(upstream);
    if (!active) return;
    return applyFault(request, reply, active, { timeoutMs: 50, pending: new Set() });
  });
  registerContent(app, () => faults.get('content')?.mode === 'empty', { seed: 1, now: new Date('2025-06-15T12:00:00.000Z') });
  return app;
}

const STORY_PATH_QUERY = '{ stories(site: "carstore-se", limit: 1) { page { total stories { url { path } } } } }';
const graph = (app: FastifyInstance, query: string, operationName?: string) => app.inject({ method: 'POST', url: '/edge/graphql', payload: { query, operationName } });

async function aStoryPath(): Promise<string> {
  const body = (await graph(server(), STORY_PATH_QUERY)).json();
  return body.data.stories.page.stories[0].url.path;
}

describe('a content fault on one operation', () => {
  it('fails the requests that select it and answers the others', async () => {
    const app = server({ upstream: 'content', mode: 'fail', status: 502, operation: 'articleNeighbours' });
    const path = await aStoryPath();
    const hit = await graph(app, `{ articleNeighbours(site: "carstore-se", path: "${path}") { nextArticle } }`);
    expect(hit.statusCode).toBe(502);
    expect(hit.json()).toEqual({ error: 'Injected content fault' });
    const other = await graph(app, '{ tags(language: "sv") { id } }');
    expect(other.statusCode).toBe(200);
    // The 8 tags of data/storiesTexts.ts (news .. business-cars): the field was answered in full.
    expect(other.json().data.tags).toHaveLength(8);
  });

  it('finds the operation behind an alias, a fragment and the chosen operation name', async () => {
    const app = server({ upstream: 'content', mode: 'fail', operation: 'navigation' });
    expect((await graph(app, '{ menu: navigation(site: "carstore-se") { settings } }')).statusCode).toBe(503);
    expect((await graph(app, 'query Q { ...N } fragment N on Query { navigation(site: "carstore-se") { settings } }')).statusCode).toBe(503);
    const twoOperations = 'query A { tags(language: "sv") { id } } query B { navigation(site: "carstore-se") { settings } }';
    expect((await graph(app, twoOperations, 'A')).statusCode).toBe(200);
    expect((await graph(app, twoOperations, 'B')).statusCode).toBe(503);
  });

  it('empties only that field for empty', async () => {
    const app = server({ upstream: 'content', mode: 'empty', operation: 'stories' });
    const both = (await graph(app, `${STORY_PATH_QUERY.slice(0, -1)} tags(language: "sv") { id } }`)).json();
    expect(both.data.stories.page).toEqual({ total: 0, stories: [] });
    expect(both.data.tags).toHaveLength(8);
    // Without an operation the whole graph is empty, as before.
    const whole = (await graph(server({ upstream: 'content', mode: 'empty' }), '{ tags(language: "sv") { id } }')).json();
    expect(whole.data.tags).toEqual([]);
  });

  it('answers malformed JSON and holds slow requests past the timeout for that field only', async () => {
    const malformed = await graph(server({ upstream: 'content', mode: 'malformed', operation: 'dictionary' }), '{ dictionary(site: "carstore-se") { key } }');
    expect(malformed.statusCode).toBe(200);
    expect(() => JSON.parse(malformed.body)).toThrow();
    const slowApp = server({ upstream: 'content', mode: 'slow', operation: 'footer' });
    const started = Date.now();
    expect((await graph(slowApp, '{ footer(site: "carstore-se") }')).statusCode).toBe(504);
    // Held for the 50 ms timeout; a few ms of slack for the timer.
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect((await graph(slowApp, '{ tags(language: "sv") { id } }')).statusCode).toBe(200);
  });

  it('fails every request without an operation, as before', async () => {
    const app = server({ upstream: 'content', mode: 'fail' });
    expect((await graph(app, '{ tags(language: "sv") { id } }')).statusCode).toBe(503);
  });

  it('refuses an operation on another upstream or one the graph does not have', () => {
    expect(faultSchema.safeParse({ upstream: 'content', mode: 'fail', operation: 'articleNeighbours' }).success).toBe(true);
    const other = faultSchema.safeParse({ upstream: 'search', mode: 'fail', operation: 'stories' });
    expect(other.error?.issues[0]?.message).toBe('only a content or codeweaver fault can name an operation');
    expect(faultSchema.safeParse({ upstream: 'codeweaver', mode: 'fail', operation: 'cfd' }).success).toBe(true);
    expect(faultSchema.safeParse({ upstream: 'codeweaver', mode: 'fail', operation: 'quote' }).error?.issues[0]?.message).toBe('not a codeweaver call; one of default, cfd, legal');
    const typo = faultSchema.safeParse({ upstream: 'content', mode: 'fail', operation: 'stroies' });
    expect(typo.error?.issues[0]?.message).toMatch(/^not a content graph field; one of .*\bstories\b/);
  });
});

describe('topLevelFields', () => {
  it('lists the top-level fields, not nested ones', () => {
    expect(topLevelFields('{ a: stories(site: "x") { page { total } } tags(language: "sv") { id } }')).toEqual(['stories', 'tags']);
  });
  it('follows inline fragments and does not loop on a fragment cycle', () => {
    expect(topLevelFields('{ ... on Query { layout(site: "x") { item { path } } } ...F } fragment F on Query { ...F site(name: "x") { name } }')).toEqual(['layout', 'site']);
  });
  it('selects nothing for a document that does not parse', () => {
    expect(topLevelFields('{ stories(')).toEqual([]);
  });
});
