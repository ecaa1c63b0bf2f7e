import type { NavigationSettings } from '@showroom/contracts';
import { isSafeHref, opensInNewTab } from './menuLink';

/** An extra link of the navigation settings, ready to render. */
export interface ExtraLink {
  title: string;
  href: string;
  newTab: boolean;
}

/** The settings' ExtraNavigationItems that can be shown: a non-empty trimmed Title and a usable href (spec 1 §5). */
export function extraLinks(items: NavigationSettings['ExtraNavigationItems']): ExtraLink[] {
  return items.flatMap(({ Title, Link }) => {
    const title = Title.trim();
    const href = Link.href.trim();
    if (!title || !isSafeHref(href)) return [];
    return [{ title, href, newTab: Link.target === '_blank' || opensInNewTab(href) }];
  });
}
