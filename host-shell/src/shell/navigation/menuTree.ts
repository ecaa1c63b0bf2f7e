import type { NavigationItem } from '@showroom/contracts';
import { itemHref, opensInNewTab } from './menuLink';

/** Levels of the menu the header shows (spec 1: children up to three levels). */
export const MAX_MENU_DEPTH = 3;

/** A group shows pictures of its entries only with more children than this (spec 1 §9). */
export const MEGA_MENU_IMAGES_AFTER_CHILDREN = 4;

/** A menu entry as the header renders it (spec 1 "Mega menu item": Title, Url, Children, TopSelected, ImageUrl). */
export interface MenuNode {
  /** Unique within one tree: the index path among visible entries ('2', '2.0', '2.0.1'). */
  id: string;
  title: string;
  /** Where the entry links to; null when it has no usable address. */
  url: string | null;
  newTab: boolean;
  /** The entry is itself a link: a leaf with a url, or a parent the platform marks navigable. Otherwise only a toggle. */
  isLink: boolean;
  imageUrl: string | null;
  /** On the current page or one of its ancestors (the spec's TopSelected). */
  topSelected: boolean;
  /** Exactly the current page. */
  current: boolean;
  children: MenuNode[];
}

/**
 * The visible menu of the platform's items: hidden items are dropped at every depth, levels below the
 * third are cut, and entries with neither a title nor anything to do (no link, no children) are skipped.
 */
export function toMenuTree(items: readonly NavigationItem[], depth = 1, parentId = ''): MenuNode[] {
  const nodes: MenuNode[] = [];
  for (const item of items) {
    if (item.hideInNavigation) continue;
    const title = item.navigationTitle.trim() || item.name.trim();
    if (!title) continue;
    const id = parentId ? `${parentId}.${nodes.length}` : String(nodes.length);
    const children = depth < MAX_MENU_DEPTH ? toMenuTree(item.children ?? [], depth + 1, id) : [];
    const url = itemHref(item);
    const isLink = url !== null && (children.length === 0 || item.isNavigableInMenuWhenItHasChildren);
    if (!isLink && children.length === 0) continue;
    nodes.push({
      id,
      title,
      url,
      newTab: url !== null && opensInNewTab(url, item.externalLink?.linktype),
      isLink,
      imageUrl: item.imageUrl?.trim() || null,
      topSelected: false,
      current: false,
      children,
    });
  }
  return nodes;
}

/** True when a group's entries show their pictures (more than four children; the CSS adds the >1500 px rule). */
export function groupShowsImages(group: MenuNode): boolean {
  return group.children.length > MEGA_MENU_IMAGES_AFTER_CHILDREN;
}
