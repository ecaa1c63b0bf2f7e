import type { AxiosResponse } from 'axios';
import type { FastifyReply } from 'fastify';
import type * as z from 'zod/mini';
import { sendUpstreamFailure } from './passThrough';

/**
 * Like passThrough, but a 2xx body must parse with the upstream's contract: a body that does not
 * (invalid JSON, wrong shape) is the upstream failing, so 502, never a broken answer to the browser.
 */
export async function checkedPassThrough<S extends z.ZodMiniType>(
  reply: FastifyReply,
  upstream: string,
  schema: S,
  call: () => Promise<AxiosResponse<unknown>>,
  /** What of a good body the browser may see (default: all of it). */
  shape: (body: z.infer<S>) => unknown = (body) => body,
): Promise<FastifyReply> {
  let response: AxiosResponse<unknown>;
  try {
    response = await call();
  } catch (error) {
    return sendUpstreamFailure(reply, error);
  }
  if (response.status < 200 || response.status >= 300) return reply.code(response.status).send(response.data);
  const body = schema.safeParse(response.data);
  if (!body.success) {
    reply.log.warn({ upstream, issues: body.error.issues.slice(0, 3) }, 'upstream answered a body outside its contract');
    return reply.code(502).send({ error: `${upstream} answered an unexpected response` });
  }
  return reply.code(response.status).send(shape(body.data));
}
