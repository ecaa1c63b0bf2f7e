import { z } from 'zod';

export const contentLinkSchema = z.object({
  href: z.string(),
  text: z.string().optional(),
  target: z.string().optional(),
  title: z.string().optional(),
});
export type ContentLink = z.infer<typeof contentLinkSchema>;

export interface NavigationItem {
  name: string;
  url: { path: string };
  navigationTitle: string;
  /** Boolean throughout Showroom (the platform's "1"/"0" is converted at the adapter). */
  hideInNavigation: boolean;
  isNavigableInMenuWhenItHasChildren: boolean;
  externalLink?: { href: string; linktype: string } | null;
  /** A picture for the desktop mega menu (spec 1: Mega menu item ImageUrl); absent on most items. */
  imageUrl?: string | null;
  children?: NavigationItem[] | null;
}

export const navigationItemSchema: z.ZodType<NavigationItem> = z.object({
  name: z.string(),
  url: z.object({ path: z.string() }),
  navigationTitle: z.string(),
  hideInNavigation: z.boolean(),
  isNavigableInMenuWhenItHasChildren: z.boolean(),
  externalLink: z.object({ href: z.string(), linktype: z.string() }).nullish(),
  imageUrl: z.string().nullish(),
  get children() {
    return z.array(navigationItemSchema).nullish();
  },
});

export const navigationSettingsSchema = z.object({
  Logo: z.string(),
  LogoWidth: z.number().default(150),
  LogoHeight: z.number().default(55),
  IsSticky: z.boolean(),
  SlimNav: z.boolean(),
  HasDarkTheme: z.boolean(),
  ShowSeparator: z.boolean(),
  ExtraNavigationItems: z.array(z.object({ Title: z.string(), Link: contentLinkSchema })),
});
export type NavigationSettings = z.infer<typeof navigationSettingsSchema>;

/** The navigation of a site and language: settings plus the top-level items. */
export const navigationSchema = z.object({
  settings: navigationSettingsSchema,
  items: z.array(navigationItemSchema),
});
export type Navigation = z.infer<typeof navigationSchema>;

/**
 * The items without those the platform marks hideInNavigation, at every depth: what the page may carry.
 * A hidden item is often an unannounced or internal page, so it never goes into serialised page state.
 */
export function visibleNavigationItems(items: readonly NavigationItem[]): NavigationItem[] {
  return items.filter((item) => !item.hideInNavigation).map((item) => (item.children ? { ...item, children: visibleNavigationItems(item.children) } : item));
}

/** Depth of a navigation tree (top level is 1); the spec allows up to three levels. */
export function navigationDepth(items: readonly NavigationItem[]): number {
  return items.reduce((depth, item) => Math.max(depth, 1 + navigationDepth(item.children ?? [])), 0);
}

export const contentLanguageSchema = z.object({
  name: z.string(),
  displayName: z.string(),
  englishName: z.string(),
  nativeName: z.string(),
  url: z.object({ path: z.string() }),
});
export type ContentLanguage = z.infer<typeof contentLanguageSchema>;
