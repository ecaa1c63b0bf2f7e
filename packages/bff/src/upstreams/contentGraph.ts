import type { AxiosInstance } from 'axios';
import * as z from 'zod/mini';
import { UpstreamError } from './http';
import { withSafeHrefs } from './safeHrefs';

const graphAnswerSchema = z.object({
  data: z.nullish(z.record(z.string(), z.unknown())),
  errors: z.nullish(z.array(z.object({ message: z.string() }))),
});

/** One query of the content platform's edge graph: the field it answers in, parsed with `schema`. */
export type ContentGraphQuery = <S extends z.ZodMiniType>(document: string, variables: Record<string, unknown>, field: string, schema: S) => Promise<z.output<S>>;

/**
 * The one client of the content edge graph (the host's page content, the stories, the configuration lists):
 * a POST per query, and every way the answer can be wrong (a status, no GraphQL shape, GraphQL errors, a field
 * outside its contract) becomes an UpstreamError naming the field, so callers log and fall back alike.
 */
export function createContentGraph(client: AxiosInstance): ContentGraphQuery {
  return async (document, variables, field, schema) => {
    const response = await client.post('/graphql', { query: document, variables });
    if (response.status !== 200) throw new UpstreamError('content', `${field} answered ${response.status}`, response.status);
    const answer = graphAnswerSchema.safeParse(response.data);
    if (!answer.success) throw new UpstreamError('content', `${field} answered something that is not a GraphQL answer`);
    if (answer.data.errors?.length) throw new UpstreamError('content', `${field}: ${answer.data.errors.map((e) => e.message).join('; ')}`);
    // Parse, don't cast: an answer outside the contract is the upstream failing.
    // Links of a scheme a page must not carry (data:, vbscript:...) are emptied first (safeHrefs.ts).
    const value = schema.safeParse(withSafeHrefs(answer.data.data?.[field]));
    if (!value.success) throw new UpstreamError('content', `${field} answered outside its contract: ${value.error.issues[0]?.message ?? ''}`);
    return value.data;
  };
}
