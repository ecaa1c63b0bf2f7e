import { z } from 'zod';

/** Swedish registration numbers: ABC123 or ABC12D. */
export const swedishRegNoSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}\d{2}[A-Z0-9]$/));

export const mechmateCarSchema = z.object({
  registrationNumber: z.string(),
  brand: z.string(),
  model: z.string(),
  buildYear: z.number().int(),
  hasServiceAgreement: z.boolean(),
  isSupported: z.boolean(),
});
export type MechmateCar = z.infer<typeof mechmateCarSchema>;

/** Error codes read from errors['Error Result'][0] (spec 3, section 8). */
export const mechmateErrorCodeSchema = z.string();
export const mechmateErrorSchema = z.object({
  errors: z.object({ 'Error Result': z.array(mechmateErrorCodeSchema).min(1) }),
});
export type MechmateError = z.infer<typeof mechmateErrorSchema>;
