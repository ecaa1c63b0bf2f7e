import { z } from 'zod';
import { remoteBasePropsSchema } from './base';

export const tireHotelPropsSchema = remoteBasePropsSchema.extend({
  /** The regNo query parameter prefills the search (spec 3, 2.7). */
  regNo: z.string().max(7).optional(),
});
export type TireHotelProps = z.infer<typeof tireHotelPropsSchema>;
