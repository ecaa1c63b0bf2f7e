import * as z from '@showroom/contracts/z';
import { FORM_FIELD_NAME } from '../dealerBlocks';
import { pickerSiteSchema } from '../dealerPicker';
import { SITES_SEARCH_LIMIT, siteTeaserSchema } from '../siteTeasers';
import { remoteBasePropsSchema } from './base';

/** mfe-dealers/SiteTeasers: dealer sites as teaser cards; no sites (or a failed search) renders nothing. */
export const siteTeasersPropsSchema = z.extend(remoteBasePropsSchema, {
  title: z.optional(z.string().check(z.maxLength(200))),
  /** The site's dealers path the cards link under; null where the site has no dealer pages. */
  dealersPath: z.nullable(z.string().check(z.maxLength(200))),
  sites: z.array(siteTeaserSchema).check(z.maxLength(SITES_SEARCH_LIMIT)),
});
export type SiteTeasersProps = z.infer<typeof siteTeasersPropsSchema>;

/** The picker's workshop sites, or the error state; absent when the picker is to load them in the browser. */
export const dealerPickerResultSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('loaded'), sites: z.array(pickerSiteSchema).check(z.maxLength(SITES_SEARCH_LIMIT)) }),
  z.object({ state: z.literal('error') }),
]);
export type DealerPickerResult = z.infer<typeof dealerPickerResultSchema>;

/** mfe-dealers/DealerPicker: workshop sites as a radio group of cards, for a form (spec 3 §2.6, §3.5). */
export const dealerPickerPropsSchema = z.extend(remoteBasePropsSchema, {
  /** The form-field name of the hidden input holding the chosen site id. */
  name: z._default(z.string().check(z.regex(FORM_FIELD_NAME)), 'dealer'),
  /** The group's legend; the picker's own heading when absent. */
  legend: z.optional(z.string().check(z.maxLength(200))),
  /** The site's dealers path, for each card's optional link to its site page; null: no links. */
  dealersPath: z._default(z.nullable(z.string().check(z.maxLength(200))), null),
  /** The site chosen at first (a form coming back with its values). */
  selectedId: z.optional(z.string().check(z.maxLength(50))),
  /** A form's message for the group (e.g. no site chosen on submit), linked to it. */
  error: z.optional(z.string().check(z.maxLength(300))),
  result: z.optional(dealerPickerResultSchema),
});
export type DealerPickerProps = z.infer<typeof dealerPickerPropsSchema>;
