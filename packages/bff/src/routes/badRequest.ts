import type { FastifyReply } from 'fastify';
import type * as z from 'zod/mini';

/** Parses input with a schema, or answers 400 with the first problem in plain words. */
export function parseOr400<S extends z.ZodMiniType>(reply: FastifyReply, schema: S, input: unknown): z.infer<S> | undefined {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  void reply.code(400).send({ error: `invalid request: ${where}${issue?.message ?? 'malformed input'}` });
  return undefined;
}
