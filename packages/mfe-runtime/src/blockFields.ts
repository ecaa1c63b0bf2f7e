import type { z } from '@showroom/contracts';

/**
 * A content block's fields (LoadContext.fields) through its schema, for a remote block's loadData (a subpath of
 * its own, `@showroom/mfe-runtime/block-fields`: the package's root goes whole into every remote page). The block
 * schemas drop what does not fit rather than fail, so an editor's typo costs one field, not the block; a
 * non-object gives the defaults.
 */
export function blockFields<S extends z.ZodMiniType>(schema: S, fields: unknown): z.infer<S> {
  const parsed = schema.safeParse(fields !== null && typeof fields === 'object' && !Array.isArray(fields) ? fields : {});
  return parsed.success ? parsed.data : schema.parse({});
}
