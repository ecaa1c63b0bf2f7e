import type { AxiosResponse } from 'axios';
import type { FastifyReply } from 'fastify';
import { UpstreamError } from '../upstreams/http';

/** Answers with the upstream's status and JSON (its 4xx carry meaning, e.g. 404 "no agreement"); 502 when it fails. */
export async function passThrough(reply: FastifyReply, call: () => Promise<AxiosResponse<unknown>>): Promise<FastifyReply> {
  try {
    const response = await call();
    return reply.code(response.status).send(response.data);
  } catch (error) {
    return sendUpstreamFailure(reply, error);
  }
}

/** 502 for an upstream that failed, logged with its name; anything else is rethrown. */
export function sendUpstreamFailure(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof UpstreamError) {
    reply.log.warn({ upstream: error.upstream, status: error.status }, error.message);
    return reply.code(502).send({ error: `${error.upstream} is not available right now` });
  }
  throw error;
}
