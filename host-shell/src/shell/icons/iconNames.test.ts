import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ICON_NAMES, iconUrl, isIconName } from './iconNames';

describe('icon names', () => {
  it('recognises names of the set and nothing else', () => {
    expect(isIconName('chevron-down')).toBe(true);
    expect(isIconName('facebook')).toBe(true);
    expect(isIconName('Facebook')).toBe(false);
    expect(isIconName('tiktok')).toBe(false);
    expect(isIconName('')).toBe(false);
  });

  it('serves an icon from /static/icons', () => {
    expect(iconUrl('warning-alert')).toBe('/static/icons/warning-alert.svg');
  });

  it('has exactly one SVG file per name in public/icons', () => {
    const files = readdirSync(join(__dirname, '../../../public/icons')).filter((f) => f.endsWith('.svg'));
    expect(files.map((f) => f.replace(/\.svg$/, '')).sort()).toEqual([...ICON_NAMES].sort());
  });

  it('includes the brand badges, car parts and social logos the spec lists', () => {
    for (const name of ['badge-bmw', 'calendar', 'car', 'cart', 'check', 'filter', 'fuel', 'gearbox', 'mail', 'phone', 'pin', 'service', 'speedometer', 'tyre', 'facebook', 'instagram', 'linkedin', 'x', 'youtube', 'whatsapp']) {
      expect(isIconName(name)).toBe(true);
    }
  });
});
