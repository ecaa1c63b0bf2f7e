import type { FastifyReply } from 'fastify';
import type * as z from 'zod/mini';

/** Answers 400 with a clear message. */
export function badRequest(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(400).send({ error: message });
}

/** One line naming each failing field. */
export function zodMessage(error: z.core.$ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`).join('; ');
}
