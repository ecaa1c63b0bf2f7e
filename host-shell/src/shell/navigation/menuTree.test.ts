import type { NavigationItem } from '@showroom/contracts';
import { groupShowsImages, toMenuTree, type MenuNode } from './menuTree';

const item = (name: string, extra: Partial<NavigationItem> = {}): NavigationItem => ({
  name,
  url: { path: `/${name}` },
  navigationTitle: name.toUpperCase(),
  hideInNavigation: false,
  isNavigableInMenuWhenItHasChildren: false,
  ...extra,
});

const titles = (nodes: MenuNode[]): unknown[] => nodes.map((n) => (n.children.length ? [n.title, titles(n.children)] : n.title));

describe('toMenuTree', () => {
  it('drops hidden items at every depth', () => {
    const tree = toMenuTree([
      item('a', { children: [item('a1'), item('a2', { hideInNavigation: true, children: [item('a21')] })] }),
      item('b', { hideInNavigation: true }),
      item('c', { children: [item('c1', { children: [item('c11', { hideInNavigation: true }), item('c12')] })] }),
    ]);
    expect(titles(tree)).toEqual([['A', ['A1']], ['C', [['C1', ['C12']]]]]);
  });

  it('keeps three levels and cuts the fourth', () => {
    const tree = toMenuTree([item('a', { children: [item('b', { children: [item('c', { children: [item('d')] })] })] })]);
    expect(titles(tree)).toEqual([['A', [['B', ['C']]]]]);
    // 'c' lost its only child, so it is a plain link again.
    expect(tree[0]!.children[0]!.children[0]!.isLink).toBe(true);
  });

  it('makes a parent a link only when the platform marks it navigable', () => {
    const [toggleOnly, navigable] = toMenuTree([
      item('a', { children: [item('a1')] }),
      item('b', { isNavigableInMenuWhenItHasChildren: true, children: [item('b1')] }),
    ]);
    expect(toggleOnly!.isLink).toBe(false);
    expect(navigable!.isLink).toBe(true);
    expect(navigable!.url).toBe('/b');
  });

  it('links external items to their href, in a new tab', () => {
    const [careers, internal] = toMenuTree([
      item('careers', { url: { path: '' }, externalLink: { href: 'https://careers.example', linktype: 'external' } }),
      item('about'),
    ]);
    expect(careers).toMatchObject({ url: 'https://careers.example', newTab: true, isLink: true });
    expect(internal).toMatchObject({ url: '/about', newTab: false });
  });

  it('falls back to the name for the title and skips entries with neither title nor purpose', () => {
    const tree = toMenuTree([item('named', { navigationTitle: '  ' }), item('  ', { navigationTitle: '' }), item('nolink', { url: { path: '' } })]);
    expect(titles(tree)).toEqual(['named']);
  });

  it('numbers ids by the index path of visible entries', () => {
    const tree = toMenuTree([item('hidden', { hideInNavigation: true }), item('a', { children: [item('a1'), item('a2')] })]);
    expect(tree.map((n) => [n.id, n.children.map((c) => c.id)])).toEqual([['0', ['0.0', '0.1']]]);
  });

  it('shows pictures only for groups of more than four children', () => {
    const group = (count: number) => toMenuTree([item('g', { children: Array.from({ length: count }, (_, i) => item(`c${i}`)) })])[0]!;
    expect(groupShowsImages(group(4))).toBe(false);
    expect(groupShowsImages(group(5))).toBe(true);
  });
});
