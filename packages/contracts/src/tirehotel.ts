import { z } from 'zod';

export const tireHotelCustomerSchema = z.object({
  encryptedPhoneNumber: z.string(),
  /** e.g. "07*****12" */
  obfuscatedPhoneNumber: z.string(),
  regNo: z.string(),
});
export type TireHotelCustomer = z.infer<typeof tireHotelCustomerSchema>;

export const tireHotelSearchQuerySchema = z.object({
  regNo: z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().min(2).max(7).regex(/^[A-Z0-9]+$/)),
});
