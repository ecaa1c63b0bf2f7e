import type { NavigationItem } from '@showroom/contracts';
import { itemHref, visibleItems } from './navigationModel';

const item = (name: string, extra: Partial<NavigationItem> = {}): NavigationItem => ({
  name,
  url: { path: `/${name}` },
  navigationTitle: name,
  hideInNavigation: false,
  isNavigableInMenuWhenItHasChildren: false,
  ...extra,
});

describe('navigation model', () => {
  it('drops hidden items at every level', () => {
    const tree = [item('a', { children: [item('a1'), item('a2', { hideInNavigation: true })] }), item('b', { hideInNavigation: true })];
    expect(visibleItems(tree).map((i) => [i.name, (i.children ?? []).map((c) => c.name)])).toEqual([['a', ['a1']]]);
  });
  it('links external items to their href', () => {
    expect(itemHref(item('x', { externalLink: { href: 'https://careers.example', linktype: 'external' } }))).toBe('https://careers.example');
    expect(itemHref(item('y'))).toBe('/y');
  });
});
