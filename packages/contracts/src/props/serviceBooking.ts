import { z } from 'zod';
import { emailRule } from '../contactRules';
import { latLngSchema } from '../market';
import { mapConfigSchema } from '../mapConfig';
import { remoteBasePropsSchema } from './base';

export const serviceBookingPropsSchema = remoteBasePropsSchema.extend({
  /** Prefill from the URL (`?regNo=`), already normalised. */
  registrationNumber: z.string().max(6).optional(),
  /** The place to book near, from the dealer page's button (`?lat=&lng=`). */
  position: latLngSchema.optional(),
  /** The support address named when a step cannot load (spec 3 §8), from the page's content configuration. */
  supportEmail: emailRule.optional(),
  /** How the workshop step draws its map; none when maps are off. */
  map: mapConfigSchema.optional(),
});
export type ServiceBookingProps = z.infer<typeof serviceBookingPropsSchema>;
