import type { NavigationItem } from '@showroom/contracts';

/** The visible items of a level: hidden ones (hideInNavigation) are dropped at every depth. */
export function visibleItems(items: readonly NavigationItem[]): NavigationItem[] {
  return items.filter((item) => !item.hideInNavigation).map((item) => ({ ...item, children: visibleItems(item.children ?? []) }));
}

/** Where an item links to: its external link when it has one, else its path. */
export function itemHref(item: NavigationItem): string {
  return item.externalLink?.href || item.url.path;
}

/** True when an item opens in a new tab (external link types). */
export function isExternal(item: NavigationItem): boolean {
  return Boolean(item.externalLink?.href) && /^https?:/i.test(item.externalLink?.href ?? '');
}

/** The label of an item: its navigation title, else its name. */
export function itemLabel(item: NavigationItem): string {
  return item.navigationTitle || item.name;
}
