import type { Readable } from 'node:stream';
import type { AxiosInstance } from 'axios';
import type { FastifyInstance } from 'fastify';
import { mechmateRoutes } from '@showroom/contracts/bff-routes';
import { parseOr400 } from '../badRequest';
import { sendUpstreamFailure } from '../passThrough';
import { serve } from '../servedRoute';

/** Reads a (small) upstream error body from a stream; JSON when it parses, else the text as {error}. */
async function readBody(stream: Readable): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { error: text };
  }
}

/**
 * GET /api/mechmate/departments/closestAvailable: server-sent events streamed through as they
 * arrive (one workshop per message), so the first sites show before the last is computed.
 */
export function closestAvailableRoute(app: FastifyInstance, mechmate: AxiosInstance): void {
  serve(app, mechmateRoutes.closestAvailable, async (request, reply) => {
    const query = parseOr400(reply, mechmateRoutes.closestAvailable.query, request.query);
    if (!query) return reply;
    const params = {
      regNo: query.regNo.replace(/\s+/g, '').toUpperCase(),
      serviceOfferings: query.serviceOfferings?.length ? query.serviceOfferings.join(',') : undefined,
      latitude: query.latitude,
      longitude: query.longitude,
      cursor: query.cursor,
    };
    let upstream;
    try {
      upstream = await mechmate.get<Readable>('/departments/closestAvailable', { params, responseType: 'stream', headers: { accept: 'text/event-stream' } });
    } catch (error) {
      return sendUpstreamFailure(reply, error);
    }
    const body = upstream.data;
    if (upstream.status !== 200) return reply.code(upstream.status).send(await readBody(body));
    // A visitor who leaves mid-stream must not keep the upstream connection open.
    reply.raw.once('close', () => body.destroy());
    return reply.code(200).type('text/event-stream; charset=utf-8').header('cache-control', 'no-cache').header('x-accel-buffering', 'no').send(body);
  });
}
