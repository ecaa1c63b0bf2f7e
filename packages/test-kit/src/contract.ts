import type { LoadResult } from '@showroom/mfe-runtime';
import type * as z from 'zod/mini';

/** The contract check of a module's loadData: it answered props, and they parse with its catalogue entry's schema (returned, typed). */
export function expectProps<S extends z.ZodMiniType<object>>(entry: { props: S }, result: LoadResult<object>): z.output<S> {
  if (result.kind !== 'props') throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return entry.props.parse(result.props);
}
