import { searchRequestSchema } from '@showroom/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest, zodMessage } from '../http';
import type { SearchEngine } from './engine';
import { SearchInputError } from './errors';

/** POST /search/v1/query */
export function registerSearch(app: FastifyInstance, engine: SearchEngine, isEmpty: () => boolean): void {
  app.post('/search/v1/query', async (request, reply) => {
    const parsed = searchRequestSchema.safeParse(request.body);
    if (!parsed.success) return badRequest(reply, zodMessage(parsed.error));
    if (isEmpty()) return { facet: [], content: [], total_items: 0, limit: parsed.data.limit, offset: parsed.data.offset };
    try {
      return await engine.query(parsed.data);
    } catch (error) {
      if (error instanceof SearchInputError) return badRequest(reply, error.message);
      throw error;
    }
  });
}
