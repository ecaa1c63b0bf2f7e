import type { NavigationFlagInput, NavigationItem, NavigationItemInput } from '@showroom/contracts';

/**
 * The navigation as the content platform puts it on the wire. The platform's checkbox fields arrive in more than
 * one shape (spec 1 §5 speaks of hideInNavigation "equals 1"), so the sandbox sends all of them, by depth: the top
 * level as "1"/"0", the second as 1/0, the third as booleans. The host must read each one the same way.
 */
export function platformNavigationItems(items: readonly NavigationItem[], depth = 1): NavigationItemInput[] {
  return items.map((item) => ({
    ...item,
    hideInNavigation: platformFlag(item.hideInNavigation, depth),
    isNavigableInMenuWhenItHasChildren: platformFlag(item.isNavigableInMenuWhenItHasChildren, depth),
    children: item.children ? platformNavigationItems(item.children, depth + 1) : item.children,
  }));
}

function platformFlag(value: boolean, depth: number): NavigationFlagInput {
  if (depth === 1) return value ? '1' : '0';
  if (depth === 2) return value ? 1 : 0;
  return value;
}
