// Through the package root, not './contactRules': a remote then takes these from the shared singleton instead of
// bundling a second copy (and webpack's fallback chunk with it).
import { emailRule, phoneRule, queryListSchema, z } from '@showroom/contracts';

/** Swedish registration numbers: ABC123 or ABC12D. */
export const swedishRegNoSchema = z.pipe(z.pipe(z.string(), z.transform((value) => value.replace(/\s+/g, '').toUpperCase())), z.string().check(z.regex(/^[A-Z]{3}\d{2}[A-Z0-9]$/)));

export const mechmateCarSchema = z.object({
  registrationNumber: z.string(),
  brand: z.string(),
  model: z.string(),
  buildYear: z.number().check(z.int()),
  hasServiceAgreement: z.boolean(),
  isSupported: z.boolean(),
});
export type MechmateCar = z.infer<typeof mechmateCarSchema>;

/** Error codes read from errors['Error Result'][0] (spec 3, section 8). */
export const mechmateErrorCodeSchema = z.string();
export const mechmateErrorSchema = z.object({
  errors: z.object({ 'Error Result': z.array(mechmateErrorCodeSchema).check(z.minLength(1)) }),
});
export type MechmateError = z.infer<typeof mechmateErrorSchema>;

/** The error codes the sandbox produces on purpose; BrandNotSupported is sent as "BrandNotSupported,{brand}". */
export const MECHMATE_ERROR_CODES = ['InvalidReg', 'VehicleNotFound', 'BrandNotSupported', 'ServerError', 'TimeslotNotAvailable'] as const;

/** Builds an error body as mechmate sends it. */
export function mechmateError(code: string): MechmateError {
  return { errors: { 'Error Result': [code] } };
}

// Query strings carry text; JSON bodies carry numbers. Both are accepted, '' is not a number.
const numeric = z.union([z.number(), z.pipe(z.string().check(z.trim()).check(z.regex(/^-?\d+(\.\d+)?$/, 'must be a number')), z.transform(Number))]);
const latitude = z.pipe(numeric, z.number().check(z.gte(-90)).check(z.lte(90)));
const longitude = z.pipe(numeric, z.number().check(z.gte(-180)).check(z.lte(180)));

/** An offering code as the catalogue spells it. */
export const offeringCodeSchema = z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(50)).check(z.regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and hyphens only'));

/** `serviceOfferings=a,b` (or the parameter repeated): the offering codes, de-duplicated. */
export const offeringCodesParamSchema = z.pipe(
  queryListSchema(z.pipe(z.transform((parts: string[]) => parts.flatMap((part) => part.split(',')).map((code) => code.trim()).filter(Boolean)), z.array(offeringCodeSchema).check(z.maxLength(30)))),
  z.transform((codes) => [...new Set(codes)]),
);

/** The unit of a unit-priced offering: the visitor picks an amount from minimum to maximum in whole steps. */
export const unitPriceSchema = z.object({
  minimum: z.number().check(z.int()).check(z.gte(0)),
  maximum: z.number().check(z.int()).check(z.gte(1)),
  unit: z.string(),
  unitAbbreviation: z.string(),
  postfix: z.string(),
});
export type UnitPrice = z.infer<typeof unitPriceSchema>;

/** One service or add-on; the code `originalservice` (the manufacturer's service) asks for the mileage. */
export const serviceOfferingSchema = z.object({
  code: offeringCodeSchema,
  name: z.string(),
  /** Kronor incl. VAT after any discount (per unit when unitPrice is set); null when set only at the workshop. */
  price: z.nullable(z.number()),
  description: z.string(),
  isAvailable: z.boolean(),
  priceKnown: z.boolean(),
  notKnownPriceText: z.nullable(z.string()),
  /** Percent taken off the price for cars with a service agreement; 0 without a discount. */
  priceDiscount: z.number().check(z.gte(0)).check(z.lte(100)),
  /** The visitor describes the job in a message (max 80 characters). */
  allowUserInput: z.boolean(),
  unitPrice: z.nullable(unitPriceSchema),
});
export type ServiceOffering = z.infer<typeof serviceOfferingSchema>;

export const ORIGINAL_SERVICE_CODE = 'originalservice';

/** A category of services or add-ons; selectionType 'single' makes it a radio group. */
export const serviceCategorySchema = z.object({
  name: z.string(),
  icon: z.string(),
  selectionType: z.nullable(z.enum(['single'])),
  offerings: z.array(serviceOfferingSchema),
});
export type ServiceCategory = z.infer<typeof serviceCategorySchema>;

/** GET services/{registrationNumber} and addons/{registrationNumber}. */
export const serviceOfferingsResponseSchema = z.object({ serviceOfferingCategories: z.array(serviceCategorySchema) });
export type ServiceOfferingsResponse = z.infer<typeof serviceOfferingsResponseSchema>;

export const regNoParamsSchema = z.object({ registrationNumber: z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(10)).check(z.regex(/^[A-Za-z0-9 ]+$/, 'letters and digits only')) });
export const positionQuerySchema = z.object({ lat: latitude, lng: longitude });

/** A department id: the erp id of a workshop department, e.g. "001.3". */
export const departmentIdSchema = z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(20)).check(z.regex(/^[A-Za-z0-9.-]+$/, 'letters, digits, dots and hyphens only'));

/** GET prices/{registrationNumber}/{mileage}/{departmentId}?serviceOfferings= */
export const pricesParamsSchema = z.extend(regNoParamsSchema, {
  mileage: z.pipe(numeric, z.number().check(z.int()).check(z.gte(0)).check(z.lte(200_000))),
  departmentId: departmentIdSchema,
});
export const pricesQuerySchema = z.object({ serviceOfferings: z.pipe(offeringCodesParamSchema, z.array(offeringCodeSchema).check(z.minLength(1))) });
export const priceOfferSchema = z.object({ code: offeringCodeSchema, price: z.nullable(z.number()) });
export const pricesResponseSchema = z.object({ offers: z.array(priceOfferSchema) });
export type PricesResponse = z.infer<typeof pricesResponseSchema>;

/** GET authorized-workshop/{brand with spaces as hyphens} */
export const authorizedWorkshopParamsSchema = z.object({ brand: z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(60)).check(z.regex(/^[\p{L}0-9-]+$/u, 'letters, digits and hyphens only (spaces as hyphens)')) });
export const authorizedWorkshopResponseSchema = z.object({ hasBrand: z.boolean() });

/** A local calendar date, YYYY-MM-DD. */
export const localDateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD'));
/** A local date-time without zone, YYYY-MM-DDTHH:mm[:ss]. */
export const localDateTimeSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, 'a local date-time YYYY-MM-DDTHH:mm[:ss]'));

/** GET timeslots/from/{registrationNumber}/{departmentId}/{date at midnight}/?serviceOfferings= */
export const timeslotsParamsSchema = z.extend(regNoParamsSchema, {
  departmentId: departmentIdSchema,
  // The client sends the day at midnight, local ("2026-03-02T00:00:00") or as an instant ("2026-03-01T23:00:00.000Z").
  date: z.string().check(z.trim()).check(z.regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/, 'a date YYYY-MM-DD, optionally with a time')),
});
export const timeslotsQuerySchema = z.object({ serviceOfferings: z.optional(offeringCodesParamSchema) });
export const timeslotDaySchema = z.object({
  date: localDateSchema,
  /** Start times HH:mm, ascending; empty on a closed or fully booked day. */
  availableSlots: z.array(z.string().check(z.regex(/^\d{2}:\d{2}$/))),
  /** The car can be left for the whole day (booked at 08:00). */
  allDaySlotAvailable: z.boolean(),
});
export type TimeslotDay = z.infer<typeof timeslotDaySchema>;
export const timeslotsResponseSchema = z.array(timeslotDaySchema);

/** A workshop site as the closest-available stream sends it. */
export const workshopSiteSchema = z.object({
  departmentId: departmentIdSchema,
  siteId: z.string(),
  siteName: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  brands: z.array(z.string()),
  /** The first free slot, local date-time; null when nothing is free in the coming weeks. */
  firstTimeSlot: z.nullable(localDateTimeSchema),
});
export type WorkshopSite = z.infer<typeof workshopSiteSchema>;

/** GET departments/closestAvailable?regNo&serviceOfferings&latitude&longitude&cursor */
export const closestAvailableQuerySchema = z.object({
  regNo: z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(10)).check(z.regex(/^[A-Za-z0-9 ]+$/, 'letters and digits only')),
  serviceOfferings: z.optional(offeringCodesParamSchema),
  latitude,
  longitude,
  /** The departmentId of the last site already shown; the batch continues after it. */
  cursor: z.optional(departmentIdSchema),
});
export type ClosestAvailableQuery = z.infer<typeof closestAvailableQuerySchema>;

/** One `data:` message of the stream: a site, an error, or "no sites match". */
export const closestAvailableMessageSchema = z.union([
  workshopSiteSchema,
  z.object({ error: z.string() }),
  z.object({ nosites: z.literal(true) }),
]);
export type ClosestAvailableMessage = z.infer<typeof closestAvailableMessageSchema>;

/** Contact details of spec 3 section 5.1. */
export const bookingCustomerSchema = z.object({
  firstName: z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(100)),
  lastName: z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(100)),
  phone: phoneRule,
  email: emailRule,
});

export const serviceOfferingRequestSchema = z.object({
  /** The offering code. */
  kobraId: offeringCodeSchema,
  unitsSelected: z.optional(z.nullable(z.number().check(z.int()).check(z.gte(0)).check(z.lte(1000)))),
  userInput: z.optional(z.nullable(z.string().check(z.maxLength(80)))),
});
export type ServiceOfferingRequest = z.infer<typeof serviceOfferingRequestSchema>;

/** POST book */
export const bookingRequestSchema = z.object({
  customer: bookingCustomerSchema,
  freeText: z.optional(z.nullable(z.string().check(z.maxLength(80)))),
  departmentId: departmentIdSchema,
  timeSlot: localDateTimeSchema,
  isFullDay: z.boolean(),
  registrationNumber: swedishRegNoSchema,
  mileage: z.number().check(z.int()).check(z.gte(0)).check(z.lte(200_000)),
  serviceOfferingRequests: z.array(serviceOfferingRequestSchema).check(z.minLength(1)).check(z.maxLength(30)),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;
export const bookingResponseSchema = z.object({ id: z.string() });
