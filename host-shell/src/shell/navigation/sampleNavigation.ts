import type { Navigation, NavigationItem, NavigationSettings } from '@showroom/contracts';

/** A navigation item for tests: a link to `/<name>` titled by `title`; override what a test needs. */
export function navItem(name: string, title: string, extra: Partial<NavigationItem> = {}): NavigationItem {
  return {
    name,
    url: { path: `/${name}` },
    navigationTitle: title,
    hideInNavigation: false,
    isNavigableInMenuWhenItHasChildren: false,
    externalLink: null,
    children: [],
    ...extra,
  };
}

/** Navigation settings for tests: plain light bar, not sticky, no extra items. */
export function sampleSettings(overrides: Partial<NavigationSettings> = {}): NavigationSettings {
  return {
    Logo: '/-/media/logo/Hedin/1.svg',
    LogoWidth: 150,
    LogoHeight: 55,
    IsSticky: false,
    SlimNav: false,
    HasDarkTheme: false,
    ShowSeparator: false,
    ExtraNavigationItems: [],
    ...overrides,
  };
}

/**
 * A Swedish navigation for tests: 'Köp bil' (navigable parent), 'Service' (toggle-only parent),
 * 'Om oss' with a three-level 'Karriär' branch holding an external link and a hidden page, a leaf
 * 'Nyheter' and a hidden top item 'Dolt'.
 */
export function sampleNavigation(settings: Partial<NavigationSettings> = {}, items?: NavigationItem[]): Navigation {
  return {
    settings: sampleSettings(settings),
    items: items ?? [
      navItem('kop-bil', 'Köp bil', {
        isNavigableInMenuWhenItHasChildren: true,
        children: [navItem('kop-bil/begagnat', 'Begagnade bilar'), navItem('kop-bil/nya', 'Nya bilar')],
      }),
      navItem('service', 'Service', {
        children: [navItem('service/boka', 'Boka service'), navItem('service/dackhotell', 'Däckhotell')],
      }),
      navItem('om-oss', 'Om oss', {
        isNavigableInMenuWhenItHasChildren: true,
        children: [
          navItem('om-oss/kontakt', 'Kontakt'),
          navItem('om-oss/karriar', 'Karriär', {
            isNavigableInMenuWhenItHasChildren: true,
            children: [
              navItem('om-oss/karriar/lediga-jobb', 'Lediga jobb'),
              navItem('careers-site', 'Karriärsajt', { url: { path: '' }, externalLink: { href: 'https://careers.example.com', linktype: 'external' } }),
            ],
          }),
          navItem('om-oss/integritetspolicy', 'Integritetspolicy', { hideInNavigation: true }),
        ],
      }),
      navItem('nyheter', 'Nyheter'),
      navItem('dolt', 'Dolt', { hideInNavigation: true }),
    ],
  };
}
