import type { LoadContext } from '@showroom/mfe-runtime';

/**
 * A form block's raw fields: the content block's fields on a Showroom page, else (a partner's custom element,
 * which has no content) its attributes, which the embed passes as params in the catalogue's order, under the
 * field names they stand for. Either way they go through the block's fields schema next.
 */
export function blockInput(ctx: LoadContext, fieldNames: readonly string[]): unknown {
  if (ctx.fields !== undefined) return ctx.fields;
  return Object.fromEntries(fieldNames.flatMap((name, i) => (ctx.params[i] ? [[name, ctx.params[i]]] : [])));
}
