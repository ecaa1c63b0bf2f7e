import { z } from 'zod';
import { remoteBasePropsSchema } from './base';
import { carCardSchema } from './search';

export const carHeadlineSchema = carCardSchema.extend({
  car_body: z.string().max(100).optional(),
  car_site_name: z.string().max(200).optional(),
  car_site_city: z.string().max(200).optional(),
});
export type CarHeadline = z.infer<typeof carHeadlineSchema>;

export const carDetailPropsSchema = remoteBasePropsSchema.extend({
  carListPath: z.string().max(200),
  car: carHeadlineSchema,
});
export type CarDetailProps = z.infer<typeof carDetailPropsSchema>;
