/** The fixed icon set (spec 1 §9); each name has an SVG file at /static/icons/<name>.svg. */
export const ICON_NAMES = [
  'badge-bmw',
  'badge-mercedes',
  'badge-mini',
  'badge-smart',
  'calendar',
  'car',
  'cart',
  'check',
  'chevron-down',
  'chevron-up',
  'chevron-left',
  'chevron-right',
  'filter',
  'fuel',
  'gearbox',
  'mail',
  'phone',
  'pin',
  'service',
  'speedometer',
  'tyre',
  'facebook',
  'instagram',
  'linkedin',
  'x',
  'youtube',
  'whatsapp',
  'close',
  'menu',
  'search',
  'campaign-alert',
  'warning-alert',
  'arrow-up',
  'play',
  'pause',
  'volume',
  'mute',
  'copy',
  'link',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

const KNOWN: ReadonlySet<string> = new Set(ICON_NAMES);

/** Whether a name (e.g. from content) is one of the icon set. */
export function isIconName(name: string): name is IconName {
  return KNOWN.has(name);
}

/** Where the host serves an icon's SVG file. */
export function iconUrl(name: IconName): string {
  return `/static/icons/${name}.svg`;
}
