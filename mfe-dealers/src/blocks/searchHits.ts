import type { z } from '@showroom/contracts';

/** The items of a search answer that fit `schema`; one malformed site costs that site, not the block. */
export function validHits<S extends z.ZodMiniType>(schema: S, content: readonly unknown[]): z.infer<S>[] {
  return content.flatMap((hit) => {
    const parsed = schema.safeParse(hit);
    return parsed.success ? [parsed.data as z.infer<S>] : [];
  });
}
