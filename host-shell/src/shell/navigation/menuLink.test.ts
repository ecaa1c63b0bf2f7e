import type { NavigationItem } from '@showroom/contracts';
import { isSafeHref, itemHref, opensInNewTab } from './menuLink';

const item = (extra: Partial<NavigationItem> = {}): NavigationItem => ({
  name: 'x',
  url: { path: '/x' },
  navigationTitle: 'X',
  hideInNavigation: false,
  isNavigableInMenuWhenItHasChildren: false,
  ...extra,
});

describe('menu links', () => {
  it('uses the external link when there is one, else the path', () => {
    expect(itemHref(item({ externalLink: { href: 'https://careers.example', linktype: 'external' } }))).toBe('https://careers.example');
    expect(itemHref(item({ externalLink: { href: '', linktype: 'internal' } }))).toBe('/x');
    expect(itemHref(item())).toBe('/x');
  });

  it('has no href when neither is set or the href is unsafe', () => {
    expect(itemHref(item({ url: { path: '' } }))).toBeNull();
    expect(itemHref(item({ externalLink: { href: 'javascript:alert(1)', linktype: 'external' } }))).toBeNull();
    expect(isSafeHref('JavaScript:alert(1)')).toBe(false);
    expect(isSafeHref('data:text/html,x')).toBe(false);
    expect(isSafeHref('mailto:info@example.com')).toBe(true);
    expect(isSafeHref('kop-bil')).toBe(true);
  });

  it('opens external link types and absolute http(s) addresses in a new tab', () => {
    expect(opensInNewTab('/om-oss', 'external')).toBe(true);
    expect(opensInNewTab('https://careers.example', 'internal')).toBe(true);
    expect(opensInNewTab('http://careers.example', null)).toBe(true);
    expect(opensInNewTab('//careers.example')).toBe(true);
    expect(opensInNewTab('/om-oss', 'internal')).toBe(false);
    expect(opensInNewTab('mailto:info@example.com')).toBe(false);
  });
});
