import * as z from '@showroom/contracts/z';
import { carSchema } from '../car';
import { remoteBasePropsSchema } from './base';
import { carCardSchema } from './carCard';

/** What the car detail headline shows: the card fields plus body and selling site (nullish, as the search service sends them). */
export const carHeadlineSchema = z.extend(carCardSchema, {
  car_body: z.nullish(z.string().check(z.maxLength(100))),
  car_site_name: z.nullish(z.string().check(z.maxLength(200))),
  car_site_city: z.nullish(z.string().check(z.maxLength(200))),
});
export type CarHeadline = z.infer<typeof carHeadlineSchema>;

/** A site that can take the lead for a sample car (spec 2: sites of the same brand); no e-mail means its department is missing. */
export const carSellerSiteSchema = z.object({ id: z.string().check(z.maxLength(50)), name: z.string().check(z.maxLength(200)), email: z.nullish(z.string().check(z.maxLength(200))) });
export type CarSellerSite = z.infer<typeof carSellerSiteSchema>;

/** Another package (trim) of a sample car's model, with its equipment. */
export const otherPackageSchema = z.object({
  car_id: z.string().check(z.regex(/^\d{1,12}$/)),
  slug: z.string().check(z.maxLength(200)),
  package: z.string().check(z.maxLength(200)),
  equipment: z.array(z.string().check(z.maxLength(300))).check(z.maxLength(300)),
});
export type OtherPackage = z.infer<typeof otherPackageSchema>;

/** The selling site as the page shows it: name, address, phone and e-mail. */
export const carDetailSiteSchema = z.object({
  site_id: z.string().check(z.maxLength(50)),
  name: z.string().check(z.maxLength(200)),
  street: z.nullish(z.string().check(z.maxLength(200))),
  zip: z.nullish(z.string().check(z.maxLength(20))),
  city: z.nullish(z.string().check(z.maxLength(100))),
  phone: z.nullish(z.string().check(z.maxLength(50))),
  email: z.nullish(z.string().check(z.maxLength(200))),
});
export type CarDetailSite = z.infer<typeof carDetailSiteSchema>;

export const carDetailViewSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('car'),
    car: carSchema,
    site: z.nullish(carDetailSiteSchema),
    /** Up to 8 cars of the same region, body and fuel (spec 2 "Car detail queries"). */
    similar: z.array(carCardSchema).check(z.maxLength(8)),
    /** For sample (new) cars: sites of the brand, the model's stock and its other packages. */
    sample: z.optional(z.object({
        sellerSites: z.array(carSellerSiteSchema).check(z.maxLength(100)),
        stock: z.array(carCardSchema).check(z.maxLength(8)),
        otherPackages: z.array(otherPackageSchema).check(z.maxLength(20)),
      })),
  }),
  /** The car is gone: a heading, similar cars if any, and a way to the list with a keyphrase (spec 2). */
  z.object({ kind: z.literal('notFound'), keyphrase: z.string().check(z.maxLength(200)), similar: z.array(carCardSchema).check(z.maxLength(8)) }),
]);
export type CarDetailView = z.infer<typeof carDetailViewSchema>;

export const carDetailPropsSchema = z.extend(remoteBasePropsSchema, {
  carListPath: z.string().check(z.maxLength(200)),
  carDetailBase: z.string().check(z.maxLength(200)),
  view: carDetailViewSchema,
});
export type CarDetailProps = z.infer<typeof carDetailPropsSchema>;
