import { z } from 'zod';
import { CONTACT_FIELD_MAX, EMAIL_PATTERN } from '../contactRules';
import { remoteBasePropsSchema } from './base';

export const tireHotelPropsSchema = remoteBasePropsSchema.extend({
  /** The regNo query parameter prefills the search (spec 3, 2.7). */
  regNo: z.string().max(7).optional(),
  /** The tire hotel's contact address from the site's content configuration; absent, no address is shown. */
  contactEmail: z.string().max(CONTACT_FIELD_MAX.email).regex(EMAIL_PATTERN).optional(),
});
export type TireHotelProps = z.infer<typeof tireHotelPropsSchema>;
