import type { MenuNode } from './menuTree';
import { markSelection, normalizeMenuPath } from './menuSelection';

const node = (id: string, url: string | null, children: MenuNode[] = []): MenuNode => ({
  id,
  title: id,
  url,
  newTab: false,
  isLink: url !== null,
  imageUrl: null,
  topSelected: false,
  current: false,
  children,
});

const tree = [
  node('buy', '/kop-bil', [node('used', '/kop-bil/begagnat'), node('new', '/kop-bil/nya')]),
  node('about', '/om-oss', [node('career', '/om-oss/karriar', [node('jobs', '/om-oss/karriar/lediga-jobb')])]),
];

/** The ids marked selected and the id marked current, depth first. */
function marks(nodes: MenuNode[]): { selected: string[]; current: string[] } {
  const selected: string[] = [];
  const current: string[] = [];
  const walk = (list: MenuNode[]) =>
    list.forEach((n) => {
      if (n.topSelected) selected.push(n.id);
      if (n.current) current.push(n.id);
      walk(n.children);
    });
  walk(nodes);
  return { selected, current };
}

describe('menu selection', () => {
  it('normalizes trailing slashes, query and hash', () => {
    expect(normalizeMenuPath('/Kop-Bil/?car_brand=Volvo#top')).toBe('/kop-bil');
    expect(normalizeMenuPath('/')).toBe('/');
    expect(normalizeMenuPath('')).toBe('/');
  });

  it('marks the matching node and every ancestor', () => {
    expect(marks(markSelection(tree, '/om-oss/karriar/lediga-jobb'))).toEqual({ selected: ['about', 'career', 'jobs'], current: ['jobs'] });
  });

  it('ignores a trailing slash and the query of the current path', () => {
    expect(marks(markSelection(tree, '/kop-bil/begagnat/?sort=price'))).toEqual({ selected: ['buy', 'used'], current: ['used'] });
  });

  it('marks a parent alone when the parent is the page', () => {
    expect(marks(markSelection(tree, '/kop-bil'))).toEqual({ selected: ['buy'], current: ['buy'] });
  });

  it('clears the flag on all nodes when nothing matches', () => {
    const before = markSelection(tree, '/om-oss/karriar');
    expect(marks(before).selected).toEqual(['about', 'career']);
    expect(marks(markSelection(before, '/nyheter'))).toEqual({ selected: [], current: [] });
  });

  it('marks only the first of two nodes with the same url', () => {
    const twice = [node('a', '/x'), node('b', '/y', [node('c', '/x')])];
    expect(marks(markSelection(twice, '/x'))).toEqual({ selected: ['a'], current: ['a'] });
  });

  it('never matches a node without a url', () => {
    expect(marks(markSelection([node('a', null, [node('b', '/b')])], '/'))).toEqual({ selected: [], current: [] });
  });
});
