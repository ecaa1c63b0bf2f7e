import * as z from '@showroom/contracts/z';

export const contentLinkSchema = z.object({
  href: z.string(),
  text: z.optional(z.string()),
  target: z.optional(z.string()),
  title: z.optional(z.string()),
});
export type ContentLink = z.infer<typeof contentLinkSchema>;

/**
 * A checkbox field of the content platform. Spec 1 §5 hides an item "when hideInNavigation equals 1", and the
 * platform sends such fields as "1"/"0", as 1/0 or as booleans, depending on the field type and the query;
 * Showroom reads every one of them as a boolean here, at the contract, and rejects anything else by name.
 */
export const navigationFlagSchema = z.pipe(z.union([z.boolean(), z.literal([0, 1, '0', '1'])], { error: (issue) => `expected true/false, 1/0 or "1"/"0", got ${JSON.stringify(issue.input) ?? 'undefined'}` }), z.transform((value) => value === true || value === 1 || value === '1'));
export type NavigationFlagInput = z.input<typeof navigationFlagSchema>;

export interface NavigationItem {
  name: string;
  url: { path: string };
  navigationTitle: string;
  /** A boolean throughout Showroom; the platform's "1"/"0" and 1/0 are read by navigationFlagSchema. */
  hideInNavigation: boolean;
  isNavigableInMenuWhenItHasChildren: boolean;
  externalLink?: { href: string; linktype: string } | null;
  /** A picture for the desktop mega menu (spec 1: Mega menu item ImageUrl); absent on most items. */
  imageUrl?: string | null;
  children?: NavigationItem[] | null;
}

/** A navigation item as the platform sends it: the same, with its checkbox fields in any of the platform's shapes. */
export interface NavigationItemInput extends Omit<NavigationItem, 'hideInNavigation' | 'isNavigableInMenuWhenItHasChildren' | 'children'> {
  hideInNavigation: NavigationFlagInput;
  isNavigableInMenuWhenItHasChildren: NavigationFlagInput;
  children?: NavigationItemInput[] | null;
}

const itemFields = {
  name: z.string(),
  url: z.object({ path: z.string() }),
  navigationTitle: z.string(),
  hideInNavigation: navigationFlagSchema,
  isNavigableInMenuWhenItHasChildren: navigationFlagSchema,
  externalLink: z.nullish(z.object({ href: z.string(), linktype: z.string() })),
  imageUrl: z.nullish(z.string()),
};

/** One item and its whole subtree; any item outside the contract fails the lot (parseNavigationItems does not). */
export const navigationItemSchema: z.ZodMiniType<NavigationItem, NavigationItemInput> = z.object({
  ...itemFields,
  get children() {
    return z.nullish(z.array(navigationItemSchema));
  },
});

/** One item's own fields; its children are read one by one by parseNavigationItems. */
const itemOwnFieldsSchema = z.object({ ...itemFields, children: z.nullish(z.array(z.unknown())) });

/** An item parseNavigationItems left out: where it sat in the answer, its url.path when readable, and why. */
export interface DroppedNavigationItem {
  at: string;
  path: string | null;
  message: string;
}

/**
 * The platform's items read one at a time: an item outside the contract is left out with everything under it
 * and reported, and the rest of the menu stays. Left out rather than shown, because an unreadable hide flag may
 * be hiding an unannounced page; the caller logs what was dropped.
 */
export function parseNavigationItems(raw: readonly unknown[], at = 'items'): { items: NavigationItem[]; dropped: DroppedNavigationItem[] } {
  const items: NavigationItem[] = [];
  const dropped: DroppedNavigationItem[] = [];
  raw.forEach((value, index) => {
    const where = `${at}[${index}]`;
    const parsed = itemOwnFieldsSchema.safeParse(value);
    if (!parsed.success) {
      dropped.push({ at: where, path: readablePath(value), message: z.prettifyError(parsed.error) });
      return;
    }
    const { children, ...fields } = parsed.data;
    if (children == null) {
      items.push({ ...fields, children });
      return;
    }
    const inner = parseNavigationItems(children, `${where}.children`);
    dropped.push(...inner.dropped);
    items.push({ ...fields, children: inner.items });
  });
  return { items, dropped };
}

function readablePath(value: unknown): string | null {
  const parsed = z.object({ url: z.object({ path: z.string() }) }).safeParse(value);
  return parsed.success ? parsed.data.url.path : null;
}

export const navigationSettingsSchema = z.object({
  Logo: z.string(),
  LogoWidth: z._default(z.number(), 150),
  LogoHeight: z._default(z.number(), 55),
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
 * The navigation query's answer with its items still unread: the settings must hold (without them there is no
 * header to render), the items go through parseNavigationItems so that one bad item does not empty the menu.
 */
export const navigationAnswerSchema = z.object({
  settings: navigationSettingsSchema,
  items: z.array(z.unknown()),
});

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
