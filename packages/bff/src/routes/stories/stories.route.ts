import type { FastifyInstance } from 'fastify';
import { storiesRoutes } from '@showroom/contracts/bff-routes';
import { UpstreamError } from '../../upstreams/http';
import { parseOr400 } from '../badRequest';
import { sendUpstreamFailure } from '../passThrough';
import { serve } from '../servedRoute';
import { storiesQuerySchema, storyTagsQuerySchema } from './stories.schema';
import type { StoriesGraph } from './storiesGraph';

/**
 * GET /api/stories (a page of stories: site, language, datasource, limit, cursor, tags) and
 * GET /api/stories/tags (the tags of a language), in front of the content graph.
 */
export function registerStoriesRoutes(app: FastifyInstance, graph: StoriesGraph): void {
  serve(app, storiesRoutes.list, async (request, reply) => {
    const query = parseOr400(reply, storiesQuerySchema, request.query);
    if (!query) return reply;
    try {
      return reply.send(await graph.stories(query));
    } catch (error) {
      // A cursor of the right shape that the graph never gave out (npm run fuzz found `cursor=x` answered 502): the
      // graph refuses it by name, and that is the caller's mistake, not the graph failing.
      if (query.cursor !== undefined && error instanceof UpstreamError && error.status === undefined && /cursor/i.test(error.message)) return reply.code(400).send({ error: 'invalid request: cursor: cursor is not one this API gave out' });
      return sendUpstreamFailure(reply, error);
    }
  });

  serve(app, storiesRoutes.tags, async (request, reply) => {
    const query = parseOr400(reply, storyTagsQuerySchema, request.query);
    if (!query) return reply;
    try {
      return reply.send(await graph.tags(query.language));
    } catch (error) {
      return sendUpstreamFailure(reply, error);
    }
  });
}
