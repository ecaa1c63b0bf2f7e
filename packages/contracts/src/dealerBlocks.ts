import * as z from '@showroom/contracts/z';

// The fields of the dealer blocks mfe-dealers renders inside content pages (spec 3 §7.4, §2.6). As with
// the car blocks, a field of the wrong type or size is treated as absent, never as an error that would
// take the block down.

/** Display text: cut to its bound, since a long heading is still better than none. */
const text = (max: number) => z.pipe(z.transform((value) => (typeof value === 'string' ? value.slice(0, max) : undefined)), z.optional(z.string()));
/** A value that means something only whole (a query, a name): absent when not a string or too long. */
const token = (max: number) => z.pipe(z.transform((value) => (typeof value === 'string' && value.length <= max ? value : undefined)), z.optional(z.string()));

/** Site teasers: an optional heading and an optional predefined query (a sites query string); without one, the index. */
export const siteTeasersFieldsSchema = z.object({
  Title: text(200),
  /** e.g. "site_departments_group=Workshop&site_city=Göteborg" (keys: SITE_TEASER_FILTER_KEYS). */
  Filters: token(2000),
});
export type SiteTeasersFields = z.infer<typeof siteTeasersFieldsSchema>;

/** A form-field name: letters, digits and _ . - [ ], so it is safe as an input's name. */
export const FORM_FIELD_NAME = /^[A-Za-z][A-Za-z0-9_.[\]-]{0,99}$/;

/** The dealer picker placed as a block: its legend, the form-field name of the chosen site id, whether cards link to the site page. */
export const dealerPickerFieldsSchema = z.object({
  Title: text(200),
  Name: z.pipe(z.transform((value) => (typeof value === 'string' && FORM_FIELD_NAME.test(value) ? value : undefined)), z.optional(z.string())),
  ShowSiteLinks: z.catch(z.optional(z.boolean()), undefined),
});
export type DealerPickerFields = z.infer<typeof dealerPickerFieldsSchema>;
