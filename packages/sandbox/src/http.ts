import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** Answers 400 with a clear message. */
export function badRequest(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(400).send({ error: message });
}

/** One line naming each failing field. */
export function zodMessage(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`).join('; ');
}
