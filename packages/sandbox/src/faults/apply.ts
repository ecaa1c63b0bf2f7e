import type { FastifyReply, FastifyRequest } from 'fastify';
import { canonicalMode, type Fault, type Upstream } from './faults';
import { deferFault } from './deferred';
import { hold } from './hold';

export interface ApplyFaultOptions {
  /** Milliseconds a slow answer is held: longer than the BFF's upstream timeout. */
  timeoutMs: number;
  /** Releases of held requests, so that closing the server does not wait for them. */
  pending: Set<() => void>;
}

// A JSON value of the wrong shape for every upstream: no contract of the sandbox has these fields only.
const WRONG_SHAPE = { unexpected: true, items: 'not-a-list', total: 'many' };

/** The body of a malformed answer: what a consumer parsing the upstream's contract must reject. */
export function malformedBody(fault: Fault): { contentType: string; body: string } {
  if (fault.upstream === 'media') return { contentType: 'image/webp', body: 'this is not an image' };
  if (fault.malformed === 'wrong-shape') return { contentType: 'application/json; charset=utf-8', body: JSON.stringify(WRONG_SHAPE) };
  // Truncated JSON: a valid start, cut off like a dropped connection behind a proxy.
  return { contentType: 'application/json; charset=utf-8', body: `{"${fault.upstream}":[{"truncated":` };
}

/**
 * Applies an upstream's fault in the sandbox's onRequest hook: answers for fail, slow and
 * malformed; returns undefined (the route answers) for empty, which the routes read themselves.
 * A fault on one operation is left to the route, which knows the request body (deferredFault).
 */
export async function applyFault(request: FastifyRequest, reply: FastifyReply, fault: Fault, options: ApplyFaultOptions): Promise<FastifyReply | undefined> {
  if (fault.operation !== undefined && fault.upstream === 'codeweaver') {
    // The call is in the path, so it is known here: only /codeweaver/{operation} gets the fault.
    const call = request.url.split('?')[0]?.split('/').pop();
    return call === fault.operation ? answerFault(request, reply, fault, options) : undefined;
  }
  if (fault.operation !== undefined) {
    deferFault(request, fault, options);
    return undefined;
  }
  return answerFault(request, reply, fault, options);
}

/** Answers a request as the fault says (undefined for empty, and for a slow request whose client has gone). */
export async function answerFault(request: FastifyRequest, reply: FastifyReply, fault: Fault, options: ApplyFaultOptions): Promise<FastifyReply | undefined> {
  const upstream: Upstream = fault.upstream;
  switch (canonicalMode(fault.mode)) {
    case 'empty':
      return undefined;
    case 'fail':
      return reply.code(fault.status).send({ error: `Injected ${upstream} fault` });
    case 'malformed': {
      const { contentType, body } = malformedBody(fault);
      return reply.code(200).header('content-type', contentType).send(body);
    }
    case 'slow':
      // Held on the response, not the request: a request emits 'close' once its body has been read, which let a
      // fault raised after the body was parsed (a content graph operation) answer at once instead of holding.
      await hold(reply.raw, options.timeoutMs, options.pending);
      // The client (the BFF) has normally given up by now; answer only if it is still there.
      if (!reply.raw.destroyed) return reply.code(504).send({ error: `Injected ${upstream} timeout` });
      return undefined;
  }
}
