import * as z from '@showroom/contracts/z';
import { emailRule } from '../contactRules';
import { latLngSchema } from '../market';
import { mapConfigSchema } from '../mapConfig';
import { remoteBasePropsSchema } from './base';

export const serviceBookingPropsSchema = z.extend(remoteBasePropsSchema, {
  /** Prefill from the URL (`?regNo=`), already normalised. */
  registrationNumber: z.optional(z.string().check(z.maxLength(6))),
  /** The place to book near, from the dealer page's button (`?lat=&lng=`). */
  position: z.optional(latLngSchema),
  /** The support address named when a step cannot load (spec 3 §8), from the page's content configuration. */
  supportEmail: z.optional(emailRule),
  /** How the workshop step draws its map; none when maps are off. */
  map: z.optional(mapConfigSchema),
});
export type ServiceBookingProps = z.infer<typeof serviceBookingPropsSchema>;
