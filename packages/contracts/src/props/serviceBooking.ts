import { z } from 'zod';
import { remoteBasePropsSchema } from './base';

export const serviceBookingPropsSchema = remoteBasePropsSchema.extend({
  /** Prefill from the URL (`?regNo=`), already normalised. */
  registrationNumber: z.string().max(6).optional(),
});
export type ServiceBookingProps = z.infer<typeof serviceBookingPropsSchema>;
