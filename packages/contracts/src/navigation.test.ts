import { navigationFlagSchema, navigationItemSchema, parseNavigationItems, visibleNavigationItems, type NavigationItem } from './navigation';

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

/** An item as the content platform sends it: its checkbox fields in whatever shape the platform chose. */
const wire = (path: string, hideInNavigation: unknown, children: unknown[] = [], isNavigable: unknown = '1') => ({
  name: path,
  url: { path },
  navigationTitle: path,
  hideInNavigation,
  isNavigableInMenuWhenItHasChildren: isNavigable,
  externalLink: null,
  children,
});

describe('the platform\'s checkbox shapes (issue 15 item 1; spec 1 §5 "hidden when hideInNavigation equals 1")', () => {
  // By hand: the spec's "equals 1" in each shape the platform sends is true, its "0" false.
  it.each([
    ['"1"', '1', true],
    ['"0"', '0', false],
    ['1', 1, true],
    ['0', 0, false],
    ['true', true, true],
    ['false', false, false],
  ])('reads %s as %s', (_label, value, expected) => {
    expect(navigationFlagSchema.parse(value)).toBe(expected);
  });

  it.each([['yes'], ['true'], [' 1'], [2], [-1], [null], [undefined], [{}]])('rejects %j with a message naming the shapes it takes', (value) => {
    const result = navigationFlagSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(`expected true/false, 1/0 or "1"/"0", got ${JSON.stringify(value) ?? 'undefined'}`);
  });

  it('parses a whole item sent with strings and numbers into booleans', () => {
    const parsed = navigationItemSchema.parse(wire('/om-oss', '0', [wire('/om-oss/integritetspolicy', 1, [], 0)]));
    expect(parsed.hideInNavigation).toBe(false);
    expect(parsed.isNavigableInMenuWhenItHasChildren).toBe(true);
    expect(parsed.children?.[0]).toMatchObject({ hideInNavigation: true, isNavigableInMenuWhenItHasChildren: false });
  });
});

describe('parseNavigationItems: one bad item costs that item, not the menu', () => {
  it('keeps the good items and hides the "1" ones as booleans', () => {
    const { items, dropped } = parseNavigationItems([wire('/nyheter', '0'), wire('/tack', '1'), wire('/leasing', 0), wire('/logga-in', 1)]);
    expect(dropped).toEqual([]);
    expect(items.map((i) => [i.url.path, i.hideInNavigation])).toEqual([
      ['/nyheter', false],
      ['/tack', true],
      ['/leasing', false],
      ['/logga-in', true],
    ]);
    expect(visibleNavigationItems(items).map((i) => i.url.path)).toEqual(['/nyheter', '/leasing']);
  });

  it('drops an item whose flag it cannot read, with everything under it, and reports where and why', () => {
    const raw = [wire('/nyheter', '0'), wire('/kampanj', 'ja', [wire('/kampanj/hemlig', '0')]), wire('/om-oss', '0')];
    const { items, dropped } = parseNavigationItems(raw);
    // An unreadable hide flag might be hiding an unannounced page, so the item is left out rather than shown.
    expect(items.map((i) => i.url.path)).toEqual(['/nyheter', '/om-oss']);
    expect(JSON.stringify(items)).not.toContain('/kampanj');
    expect(dropped).toEqual([{ at: 'items[1]', path: '/kampanj', message: expect.stringContaining('expected true/false, 1/0 or "1"/"0", got "ja"') }]);
    expect(dropped[0]?.message).toContain('hideInNavigation');
  });

  it('drops a bad child alone and keeps its parent and siblings', () => {
    const raw = [wire('/om-oss', '0', [wire('/om-oss/kontakt', '0'), wire('/om-oss/trasig', 'no'), wire('/om-oss/karriar', 0, [wire('/om-oss/karriar/jobb', 2)])])];
    const { items, dropped } = parseNavigationItems(raw);
    expect(items[0]?.children?.map((i) => i.url.path)).toEqual(['/om-oss/kontakt', '/om-oss/karriar']);
    expect(items[0]?.children?.[1]?.children).toEqual([]);
    expect(dropped.map((d) => [d.at, d.path])).toEqual([
      ['items[0].children[1]', '/om-oss/trasig'],
      ['items[0].children[2].children[0]', '/om-oss/karriar/jobb'],
    ]);
  });

  it('reports an item without a readable path by its position alone', () => {
    const { items, dropped } = parseNavigationItems(['not an item', { name: 'x' }]);
    expect(items).toEqual([]);
    expect(dropped.map((d) => [d.at, d.path])).toEqual([
      ['items[0]', null],
      ['items[1]', null],
    ]);
  });
});
