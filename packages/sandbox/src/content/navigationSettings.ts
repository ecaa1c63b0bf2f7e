import type { NavigationSettings } from '@showroom/contracts';
import type { SiteDefinition } from '@showroom/sites';
import { mediaPath } from '../media/paths';

/** The navigation settings of a site: slim and dark on the premium site. */
export function navigationSettings(site: SiteDefinition): NavigationSettings {
  return {
    Logo: mediaPath('logo', site.name, 1),
    LogoWidth: 150,
    LogoHeight: 55,
    IsSticky: true,
    SlimNav: site.family === 'premium',
    HasDarkTheme: site.family === 'premium',
    ShowSeparator: site.family !== 'carstore',
    ExtraNavigationItems: [],
  };
}
