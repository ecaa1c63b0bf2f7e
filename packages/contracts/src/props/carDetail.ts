import { z } from 'zod';
import { remoteBasePropsSchema } from './base';
import { carCardSchema } from './search';

/** What the car detail headline shows: the card fields plus body and selling site (nullish, as the search service sends them). */
export const carHeadlineSchema = carCardSchema.extend({
  car_body: z.string().max(100).nullish(),
  car_site_name: z.string().max(200).nullish(),
  car_site_city: z.string().max(200).nullish(),
});
export type CarHeadline = z.infer<typeof carHeadlineSchema>;

export const carDetailPropsSchema = remoteBasePropsSchema.extend({
  carListPath: z.string().max(200),
  car: carHeadlineSchema,
});
export type CarDetailProps = z.infer<typeof carDetailPropsSchema>;
