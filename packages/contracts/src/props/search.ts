import { z } from 'zod';
import { facetSchema } from '../facet';
import { primaryImageSchema, remoteBasePropsSchema } from './base';

/** Longest free text a card keeps (a version, a model text, a campaign name), as for the sites' names. */
const CARD_TEXT_MAX = 300;
/**
 * Free text the card shows: cut at the bound, not refused. One over-long version (a feed error, a hostile
 * upstream) must not take the whole answer with it, which refusing did: the list showed its error instead of 48 cars.
 */
const cardText = z.string().transform((value) => (value.length > CARD_TEXT_MAX ? value.slice(0, CARD_TEXT_MAX) : value));

/** A card needs to know only that a campaign exists; its name is kept, the rest of the record dropped. */
const carCampaignRefSchema = z.object({ name: cardText.optional() });

/** What a car card shows; a subset of the car record, kept small because it is serialised for hydration. */
export const carCardSchema = z.object({
  car_id: z.string().regex(/^\d{1,12}$/),
  slug: z.string().max(200),
  car_brand: z.string().max(100),
  car_model: z.string().max(100),
  car_model_text: cardText.nullish(),
  car_version: cardText.nullish(),
  car_year: z.number().int().nullish(),
  car_mileage: z.number().nonnegative().nullish(),
  car_odometer_unit: z.string().max(10).nullish(),
  car_fuel: z.string().max(50).nullish(),
  car_gearbox: z.string().max(50).nullish(),
  car_price: z.number().nonnegative(),
  car_price_currency: z.string().length(3),
  car_retail_price: z.number().nonnegative().nullish(),
  car_campaign_price: z.number().nonnegative().nullish(),
  car_has_campaign_price: z.boolean().nullish(),
  // Whether the car has campaigns at all (spec 2: the car of the week's campaign badge), which a
  // campaign price alone does not say: campaigns on financing, or listed without any flag.
  car_has_campaign_loan: z.boolean().nullish(),
  car_has_campaign_companyleasing: z.boolean().nullish(),
  car_has_campaign_privateleasing: z.boolean().nullish(),
  car_campaigns: z.array(carCampaignRefSchema).max(50).nullish(),
  car_vehicle_type_code: z.string().max(20).nullish(),
  car_vat_eligible: z.boolean().nullish(),
  car_privateleasing_monthly_cost: z.number().nonnegative().nullish(),
  car_companyleasing_monthly_cost: z.number().nonnegative().nullish(),
  car_primary_image: primaryImageSchema.nullish(),
});
export type CarCard = z.infer<typeof carCardSchema>;
export const CAR_CARD_FIELDS = Object.keys(carCardSchema.shape) as (keyof CarCard)[];

const filterKey = z.string().min(1).max(104).regex(/^[A-Za-z0-9_.>]+$/);

/** A car search as the list keeps it in its URL (spec 2 "Search query"). */
export const carSearchStateSchema = z.object({
  keyphrase: z.string().max(200),
  sortName: z.string().max(64),
  page: z.number().int().min(0).max(19),
  values: z.record(filterKey, z.array(z.string().max(200)).max(100)),
  ranges: z.record(filterKey, z.object({ min: z.number().optional(), max: z.number().optional() })),
});
export type CarSearchState = z.infer<typeof carSearchStateSchema>;

export const sortOptionSchema = z.object({ name: z.string().min(1).max(64), label: z.string().min(1).max(100) });
export type SortOption = z.infer<typeof sortOptionSchema>;

export const carListPropsSchema = remoteBasePropsSchema.extend({
  carListPath: z.string().max(200),
  carDetailBase: z.string().max(200),
  /** The search the server rendered; absent for an embed, which starts from the empty search. */
  search: carSearchStateSchema.optional(),
  /** The facets of the search (value facets with counts, histograms for ranges). */
  facets: z.array(facetSchema).max(60).optional(),
  /** Facet names in panel order, and their labels from the content configuration. */
  facetNames: z.array(filterKey).max(50).optional(),
  labels: z.record(z.string().max(104), z.string().max(200)).optional(),
  sortOptions: z.array(sortOptionSchema).max(20).optional(),
  /** The page's heading: "Volvo XC60" on '/s/volvo/xc60', else the list's own. */
  heading: z.string().max(200).optional(),
  /** Home, the car list, then brand and model when the path names them; the last is this page (no href). */
  breadcrumbs: z.array(z.object({ label: z.string().max(200), href: z.string().max(400).optional() })).max(6).optional(),
  result: z.discriminatedUnion('state', [
    z.object({ state: z.literal('loaded'), cars: z.array(carCardSchema).max(1000), total: z.number().int().nonnegative() }),
    z.object({ state: z.literal('error') }),
  ]),
});
export type CarListProps = z.infer<typeof carListPropsSchema>;
