import type { z } from 'zod';

/**
 * A content block's fields through its schema. The dealer block schemas drop what does not fit rather
 * than fail, so an editor's typo costs one field, not the block; a non-object gives the defaults.
 */
export function blockFields<S extends z.ZodType>(schema: S, fields: unknown): z.infer<S> {
  const parsed = schema.safeParse(fields !== null && typeof fields === 'object' && !Array.isArray(fields) ? fields : {});
  return parsed.success ? parsed.data : schema.parse({});
}

/** The items of a search answer that fit `schema`; one malformed site costs that site, not the block. */
export function validHits<S extends z.ZodType>(schema: S, content: readonly unknown[]): z.infer<S>[] {
  return content.flatMap((hit) => {
    const parsed = schema.safeParse(hit);
    return parsed.success ? [parsed.data as z.infer<S>] : [];
  });
}
