import type { FastifyInstance } from 'fastify';
import { languageSchema, siteCodeSchema } from '@showroom/contracts';
import { z } from 'zod';
import { parseOr400 } from '../badRequest';
import { sendUpstreamFailure } from '../passThrough';
import type { ContentListSource } from './contentListSource';

const querySchema = z.object({ site: siteCodeSchema, language: languageSchema });

/** GET {path}?site=&language=: a content configuration list; 400 for a bad site or language, 502 when the content platform fails. */
export function registerContentListRoute<T>(app: FastifyInstance, path: string, source: ContentListSource<T>): void {
  app.get(path, async (request, reply) => {
    const query = parseOr400(reply, querySchema, request.query);
    if (!query) return reply;
    try {
      return await source(query.site, query.language);
    } catch (error) {
      return sendUpstreamFailure(reply, error);
    }
  });
}
