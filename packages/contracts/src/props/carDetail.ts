import { z } from 'zod';
import { carSchema } from '../car';
import { remoteBasePropsSchema } from './base';
import { carCardSchema } from './search';

/** What the car detail headline shows: the card fields plus body and selling site (nullish, as the search service sends them). */
export const carHeadlineSchema = carCardSchema.extend({
  car_body: z.string().max(100).nullish(),
  car_site_name: z.string().max(200).nullish(),
  car_site_city: z.string().max(200).nullish(),
});
export type CarHeadline = z.infer<typeof carHeadlineSchema>;

/** A site that can take the lead for a sample car (spec 2: sites of the same brand); no e-mail means its department is missing. */
export const carSellerSiteSchema = z.object({ id: z.string().max(50), name: z.string().max(200), email: z.string().max(200).nullish() });
export type CarSellerSite = z.infer<typeof carSellerSiteSchema>;

/** Another package (trim) of a sample car's model, with its equipment. */
export const otherPackageSchema = z.object({
  car_id: z.string().regex(/^\d{1,12}$/),
  slug: z.string().max(200),
  package: z.string().max(200),
  equipment: z.array(z.string().max(300)).max(300),
});
export type OtherPackage = z.infer<typeof otherPackageSchema>;

/** The selling site as the page shows it: name, address, phone and e-mail. */
export const carDetailSiteSchema = z.object({
  site_id: z.string().max(50),
  name: z.string().max(200),
  street: z.string().max(200).nullish(),
  zip: z.string().max(20).nullish(),
  city: z.string().max(100).nullish(),
  phone: z.string().max(50).nullish(),
  email: z.string().max(200).nullish(),
});
export type CarDetailSite = z.infer<typeof carDetailSiteSchema>;

export const carDetailViewSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('car'),
    car: carSchema,
    site: carDetailSiteSchema.nullish(),
    /** Up to 8 cars of the same region, body and fuel (spec 2 "Car detail queries"). */
    similar: z.array(carCardSchema).max(8),
    /** For sample (new) cars: sites of the brand, the model's stock and its other packages. */
    sample: z
      .object({
        sellerSites: z.array(carSellerSiteSchema).max(100),
        stock: z.array(carCardSchema).max(8),
        otherPackages: z.array(otherPackageSchema).max(20),
      })
      .optional(),
  }),
  /** The car is gone: a heading, similar cars if any, and a way to the list with a keyphrase (spec 2). */
  z.object({ kind: z.literal('notFound'), keyphrase: z.string().max(200), similar: z.array(carCardSchema).max(8) }),
]);
export type CarDetailView = z.infer<typeof carDetailViewSchema>;

export const carDetailPropsSchema = remoteBasePropsSchema.extend({
  carListPath: z.string().max(200),
  carDetailBase: z.string().max(200),
  view: carDetailViewSchema,
});
export type CarDetailProps = z.infer<typeof carDetailPropsSchema>;
