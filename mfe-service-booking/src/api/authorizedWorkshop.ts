import { askBff } from '@showroom/api-client';
import { mechmateRoutes } from '@showroom/contracts/bff-routes';

/** The brand as the authorized-workshop path takes it: trimmed, each run of spaces one hyphen (spec 3 §7.1). */
export function brandPathSegment(brand: string): string {
  return brand.trim().replace(/\s+/g, '-');
}

/**
 * Whether the group has authorised workshops for a brand; null when that is not known (no answer, a failed
 * status, a brand the route cannot take): the intro then says nothing rather than something wrong.
 */
export async function hasAuthorizedWorkshop(apiBase: string, brand: string, signal?: AbortSignal): Promise<boolean | null> {
  const segment = brandPathSegment(brand);
  if (segment === '') return null;
  try {
    const answer = await askBff(mechmateRoutes.authorizedWorkshop, { params: { brand: segment } }, { apiBase, signal, timeout: 10_000 });
    return answer.ok ? answer.data.hasBrand : null;
  } catch {
    return null;
  }
}
