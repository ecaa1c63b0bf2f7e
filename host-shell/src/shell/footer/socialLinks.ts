import type { Footer } from '@showroom/contracts';
import { isIconName, type IconName } from '../icons/iconNames';

export interface SocialLink {
  name: string;
  url: string;
  icon: IconName;
}

// X was Twitter; content written before the rename still says so.
const ALIASES: Record<string, IconName> = { twitter: 'x' };

/** The icon of a social network by its content name ("LinkedIn" -> linkedin), or null when the set has none. */
export function socialIconName(name: string): IconName | null {
  const key = name.trim().toLowerCase();
  if (ALIASES[key]) return ALIASES[key];
  return isIconName(key) ? key : null;
}

/**
 * The social links that can be drawn: those without an icon log 'Icon not found' and are
 * skipped (spec 1 §8), those without a URL are skipped.
 */
export function socialLinksWithIcons(links: Footer['SocialLinks'], log: (...args: unknown[]) => void = console.error): SocialLink[] {
  return links.flatMap((link) => {
    if (!link.Url?.trim()) return [];
    const icon = socialIconName(link.name ?? '');
    if (!icon) {
      log('Icon not found', link.name);
      return [];
    }
    return [{ name: link.name.trim(), url: link.Url.trim(), icon }];
  });
}
