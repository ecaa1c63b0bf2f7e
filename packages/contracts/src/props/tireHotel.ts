import * as z from '@showroom/contracts/z';
import { CONTACT_FIELD_MAX, EMAIL_PATTERN } from '../contactRuleErrors';
import { remoteBasePropsSchema } from './base';

export const tireHotelPropsSchema = z.extend(remoteBasePropsSchema, {
  /** The regNo query parameter prefills the search (spec 3, 2.7). */
  regNo: z.optional(z.string().check(z.maxLength(7))),
  /** The tire hotel's contact address from the site's content configuration; absent, no address is shown. */
  contactEmail: z.optional(z.string().check(z.maxLength(CONTACT_FIELD_MAX.email)).check(z.regex(EMAIL_PATTERN))),
});
export type TireHotelProps = z.infer<typeof tireHotelPropsSchema>;
