import { visibleNavigationItems, type NavigationItem } from './navigation';

const item = (path: string, hideInNavigation = false, children: NavigationItem[] = []): NavigationItem => ({
  name: path,
  url: { path },
  navigationTitle: path,
  hideInNavigation,
  isNavigableInMenuWhenItHasChildren: true,
  children,
});

describe('visibleNavigationItems (issue 12 item 13)', () => {
  it('drops hidden items at every depth, with everything under them', () => {
    const items = [item('/om-oss', false, [item('/om-oss/karriar', false, [item('/om-oss/karriar/internt', true)]), item('/om-oss/integritetspolicy', true)]), item('/tack', true, [item('/tack/x')])];
    expect(JSON.stringify(visibleNavigationItems(items))).not.toMatch(/internt|integritetspolicy|tack/);
    expect(visibleNavigationItems(items).map((i) => i.url.path)).toEqual(['/om-oss']);
    expect(visibleNavigationItems(items)[0]?.children?.map((i) => i.url.path)).toEqual(['/om-oss/karriar']);
  });
});
