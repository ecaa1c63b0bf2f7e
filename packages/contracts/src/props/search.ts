import * as z from '@showroom/contracts/z';
import { facetSchema } from '../facet';
import { primaryImageSchema, remoteBasePropsSchema } from './base';

/** Longest free text a card keeps (a version, a model text, a campaign name), as for the sites' names. */
const CARD_TEXT_MAX = 300;
/**
 * Free text the card shows: cut at the bound, not refused. One over-long version (a feed error, a hostile
 * upstream) must not take the whole answer with it, which refusing did: the list showed its error instead of 48 cars.
 */
const cardText = z.pipe(z.string(), z.transform((value) => (value.length > CARD_TEXT_MAX ? value.slice(0, CARD_TEXT_MAX) : value)));

/** A card needs to know only that a campaign exists; its name is kept, the rest of the record dropped. */
const carCampaignRefSchema = z.object({ name: z.optional(cardText) });

/** What a car card shows; a subset of the car record, kept small because it is serialised for hydration. */
export const carCardSchema = z.object({
  car_id: z.string().check(z.regex(/^\d{1,12}$/)),
  slug: z.string().check(z.maxLength(200)),
  car_brand: z.string().check(z.maxLength(100)),
  car_model: z.string().check(z.maxLength(100)),
  car_model_text: z.nullish(cardText),
  car_version: z.nullish(cardText),
  car_year: z.nullish(z.number().check(z.int())),
  car_mileage: z.nullish(z.number().check(z.nonnegative())),
  car_odometer_unit: z.nullish(z.string().check(z.maxLength(10))),
  car_fuel: z.nullish(z.string().check(z.maxLength(50))),
  car_gearbox: z.nullish(z.string().check(z.maxLength(50))),
  car_price: z.number().check(z.nonnegative()),
  car_price_currency: z.string().check(z.length(3)),
  car_retail_price: z.nullish(z.number().check(z.nonnegative())),
  car_campaign_price: z.nullish(z.number().check(z.nonnegative())),
  car_has_campaign_price: z.nullish(z.boolean()),
  // Whether the car has campaigns at all (spec 2: the car of the week's campaign badge), which a
  // campaign price alone does not say: campaigns on financing, or listed without any flag.
  car_has_campaign_loan: z.nullish(z.boolean()),
  car_has_campaign_companyleasing: z.nullish(z.boolean()),
  car_has_campaign_privateleasing: z.nullish(z.boolean()),
  car_campaigns: z.nullish(z.array(carCampaignRefSchema).check(z.maxLength(50))),
  car_vehicle_type_code: z.nullish(z.string().check(z.maxLength(20))),
  car_vat_eligible: z.nullish(z.boolean()),
  car_privateleasing_monthly_cost: z.nullish(z.number().check(z.nonnegative())),
  car_companyleasing_monthly_cost: z.nullish(z.number().check(z.nonnegative())),
  car_primary_image: z.nullish(primaryImageSchema),
});
export type CarCard = z.infer<typeof carCardSchema>;
export const CAR_CARD_FIELDS = Object.keys(carCardSchema.shape) as (keyof CarCard)[];

const filterKey = z.string().check(z.minLength(1)).check(z.maxLength(104)).check(z.regex(/^[A-Za-z0-9_.>]+$/));

/** A car search as the list keeps it in its URL (spec 2 "Search query"). */
export const carSearchStateSchema = z.object({
  keyphrase: z.string().check(z.maxLength(200)),
  sortName: z.string().check(z.maxLength(64)),
  page: z.number().check(z.int()).check(z.gte(0)).check(z.lte(19)),
  values: z.record(filterKey, z.array(z.string().check(z.maxLength(200))).check(z.maxLength(100))),
  ranges: z.record(filterKey, z.object({ min: z.optional(z.number()), max: z.optional(z.number()) })),
});
export type CarSearchState = z.infer<typeof carSearchStateSchema>;

export const sortOptionSchema = z.object({ name: z.string().check(z.minLength(1)).check(z.maxLength(64)), label: z.string().check(z.minLength(1)).check(z.maxLength(100)) });
export type SortOption = z.infer<typeof sortOptionSchema>;

export const carListPropsSchema = z.extend(remoteBasePropsSchema, {
  carListPath: z.string().check(z.maxLength(200)),
  carDetailBase: z.string().check(z.maxLength(200)),
  /** The search the server rendered; absent for an embed, which starts from the empty search. */
  search: z.optional(carSearchStateSchema),
  /** The facets of the search (value facets with counts, histograms for ranges). */
  facets: z.optional(z.array(facetSchema).check(z.maxLength(60))),
  /** Facet names in panel order, and their labels from the content configuration. */
  facetNames: z.optional(z.array(filterKey).check(z.maxLength(50))),
  labels: z.optional(z.record(z.string().check(z.maxLength(104)), z.string().check(z.maxLength(200)))),
  sortOptions: z.optional(z.array(sortOptionSchema).check(z.maxLength(20))),
  /** The page's heading: "Volvo XC60" on '/s/volvo/xc60', else the list's own. */
  heading: z.optional(z.string().check(z.maxLength(200))),
  /** Home, the car list, then brand and model when the path names them; the last is this page (no href). */
  breadcrumbs: z.optional(z.array(z.object({ label: z.string().check(z.maxLength(200)), href: z.optional(z.string().check(z.maxLength(400))) })).check(z.maxLength(6))),
  result: z.discriminatedUnion('state', [
    z.object({ state: z.literal('loaded'), cars: z.array(carCardSchema).check(z.maxLength(1000)), total: z.number().check(z.int()).check(z.nonnegative()) }),
    z.object({ state: z.literal('error') }),
  ]),
});
export type CarListProps = z.infer<typeof carListPropsSchema>;
