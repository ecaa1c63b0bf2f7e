import { localeFromPath, matchPage } from '@showroom/sites';
import type { LoadContext } from '../types';

/**
 * Where a module mounted outside the host (embed, single-spa) goes when its loadData redirects: the
 * same module again, with the params of the target path (a car id alone -> its canonical id and
 * slug), instead of navigating the partner's page to a path of ours. Null when the target is not a
 * page of this site (the module then shows its fallback).
 */
export function contextAfterRedirect(ctx: LoadContext, location: string): LoadContext | null {
  if (!location.startsWith('/') || location.startsWith('//')) return null;
  const { rest } = localeFromPath(ctx.site, location.split(/[?#]/)[0] ?? location);
  const match = matchPage(ctx.site, rest);
  return match ? { ...ctx, path: rest, params: match.params } : null;
}
