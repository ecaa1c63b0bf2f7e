import * as z from '@showroom/contracts/z';

export const siteSettingsSchema = z.object({
  name: z.string(),
  url: z.string(),
  titleTemplate: z.string(),
  gtmID: z.nullish(z.string()),
  favicon: z.nullish(z.string()),
  pathToCarList: z.object({ url: z.string() }),
  pathToCarDetail: z.object({ url: z.string() }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const dictionarySchema = z.record(z.string(), z.string());
export type Dictionary = z.infer<typeof dictionarySchema>;

/** Dictionary keys every site and language must have. */
export const REQUIRED_DICTIONARY_KEYS = [
  'carListError',
  'noSearchResults',
  'storiesNoResults',
  'carDetailFormSuccess',
  'carDetailFormError',
  'missingImageText',
] as const;

export const alertBarSchema = z.object({
  HasMessage: z.boolean(),
  MessageTitle: z.string(),
  MessageText: z.string(),
  MessageType: z.enum(['Warning', 'Dark', 'Light', 'Neutral']),
  MessageIcon: z.nullish(z.enum(['CampaignAlert', 'WarningAlert'])),
});
export type AlertBar = z.infer<typeof alertBarSchema>;
