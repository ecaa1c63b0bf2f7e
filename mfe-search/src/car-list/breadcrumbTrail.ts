import type { CarListProps } from '@showroom/contracts';
import { CAR_LIST_MARKER_SEGMENT, type CarListPathInfo } from '../search-state';

export type Crumb = NonNullable<CarListProps['breadcrumbs']>[number];

export interface TrailInput {
  home: { label: string; href: string };
  /** The car list itself, at its localized path. */
  list: { label: string; href: string };
  /** Brand and model from the path's trailing segments, when it names them. */
  info: CarListPathInfo;
}

/**
 * Home, the car list, the brand and the model (spec 2 "Breadcrumbs"): each links to its own page
 * ('{list}/s/{brand}'), and the last is the page the visitor is on, without a link.
 */
export function breadcrumbTrail({ home, list, info }: TrailInput): Crumb[] {
  const crumbs: Crumb[] = [home, list];
  if (info.brand && info.brandSlug) crumbs.push({ label: info.brand, href: `${list.href.replace(/\/+$/, '')}/${CAR_LIST_MARKER_SEGMENT}/${encodeURIComponent(info.brandSlug)}` });
  if (info.brand && info.model) crumbs.push({ label: info.model });
  const last = crumbs[crumbs.length - 1]!;
  crumbs[crumbs.length - 1] = { label: last.label };
  return crumbs;
}
