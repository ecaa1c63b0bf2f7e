import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { badRequest, zodMessage } from '../http';

const layoutQuery = z.object({
  item: z.string().check(z.minLength(1)).check(z.maxLength(500)).check(z.startsWith('/')),
  sc_lang: z.optional(z.string().check(z.regex(/^[a-z]{2}$/))),
  sc_site: z.string().check(z.minLength(1)).check(z.maxLength(40)),
});

const LAYOUT = `query Layout($site: String!, $routePath: String!, $language: String) {
  layout(site: $site, routePath: $routePath, language: $language) { item { path name language metaTitle pageKind BrandDesign
    placeholders { header { uid componentName fields } main { uid componentName fields } footer { uid componentName fields } } } }
}`;

/**
 * The content platform host's own paths, which the site's host proxies unchanged (spec 1 §2):
 * the edge graph at /sitecore/api/graph/edge, the layout service, a heartbeat, and /-/ assets
 * (none exist in the sandbox: 404). Both APIs answer what the edge graph answers, faults included.
 */
export function registerPlatform(app: FastifyInstance, apiKey: string): void {
  const graph = (payload: unknown) => app.inject({ method: 'POST', url: '/edge/graphql', payload: payload as object, headers: { 'x-api-key': apiKey, 'content-type': 'application/json' } });

  app.post('/platform/sitecore/api/graph/edge', async (request, reply) => {
    const answer = await graph(request.body ?? {});
    return reply.code(answer.statusCode).type(String(answer.headers['content-type'] ?? 'application/json')).send(answer.body);
  });
  app.get('/platform/sitecore/api/layout/render/jss', async (request, reply) => {
    const query = layoutQuery.safeParse(request.query);
    if (!query.success) return badRequest(reply, zodMessage(query.error));
    const { item, sc_lang: language, sc_site: site } = query.data;
    const answer = await graph({ query: LAYOUT, variables: { site, routePath: item, ...(language ? { language } : {}) } });
    if (answer.statusCode !== 200) return reply.code(answer.statusCode).type('application/json').send(answer.body);
    const body = JSON.parse(answer.body) as { data?: { layout?: { item: unknown } | null }; errors?: { message: string }[] };
    if (body.errors?.length) return badRequest(reply, body.errors.map((e) => e.message).join('; '));
    const route = body.data?.layout?.item ?? null;
    if (!route) return reply.code(404).send({ error: `No item at ${item}` });
    return { sitecore: { context: { site: { name: site }, language: language ?? null, pageEditing: false }, route } };
  });
  app.get('/platform/sitecore/service/heartbeat', async () => ({ status: 'ok' }));
  app.get('/platform/-/*', async (_request, reply) => reply.code(404).send({ error: 'No such platform asset' }));
}
