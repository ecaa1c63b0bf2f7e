// Through the package root, not './contactRules': a remote then takes it from the shared singleton.
import { emailRule, z } from '@showroom/contracts';

// Tire hotel upstream (spec 3 §3.6, §5.4, §7.5, §9). The sandbox answers with these shapes;
// the BFF validates its input with the request schemas and remotes parse answers with the rest.

/** Spec 3 §9: code length, regNo limits, booking mobile length, star rating, tread status. */
export const TIRE_HOTEL = {
  codeLength: 4,
  regNoMin: 2,
  regNoMax: 7,
  mobileMin: 8,
  mobileMax: 15,
  ratingMin: 1,
  ratingMax: 5,
  /** Tread status 1: replacement recommended; any status above 0 is a warning. */
  treadStatusReplace: 1,
  /** The time-slot window: today plus 3 days to today plus 3 months. */
  windowStartDays: 3,
  windowEndMonths: 3,
  freeTextMax: 1000,
  commentMax: 1000,
} as const;

/**
 * Booking and review calls carry the token from login, once validate accepted its code, as
 * `Authorization: Bearer {authorizationToken}` (the spec does not show how; this is Showroom's choice).
 */
export const TIRE_HOTEL_AUTH_HEADER = 'authorization';
/** The header value for a token. */
export function tireHotelBearer(token: string): string {
  return `Bearer ${token}`;
}
export const tireHotelBearerSchema = z.pipe(z.string().check(z.regex(/^Bearer [A-Za-z0-9_-]{16,200}$/, 'expected "Bearer {authorizationToken}"')), z.transform((value) => value.slice('Bearer '.length)));

const regNoSchema = z.pipe(z.pipe(z.string(), z.transform((value) => value.replace(/\s+/g, '').toUpperCase())), z.string().check(z.minLength(TIRE_HOTEL.regNoMin)).check(z.maxLength(TIRE_HOTEL.regNoMax)).check(z.regex(/^[A-Z0-9]+$/, 'letters and digits only')));

/** A calendar date YYYY-MM-DD that exists (2026-02-30 does not). */
export const tireHotelDateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')).check(z.refine((value) => isCalendarDate(value), 'not a calendar date'));

// Runs even after the regex failed (zod keeps checking), so it must not throw on any string.
function isCalendarDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** Any answer that is not OK: the server's message, shown as is (spec 3 §8). */
export const tireHotelMessageSchema = z.object({ message: z.string().check(z.minLength(1)) });
export type TireHotelMessage = z.infer<typeof tireHotelMessageSchema>;

// --- search ---------------------------------------------------------------------------------

export const tireHotelCustomerSchema = z.object({
  encryptedPhoneNumber: z.string(),
  /** e.g. "07*****12" */
  obfuscatedPhoneNumber: z.string(),
  regNo: z.string(),
});
export type TireHotelCustomer = z.infer<typeof tireHotelCustomerSchema>;

export const tireHotelSearchQuerySchema = z.object({ regNo: regNoSchema });

// --- login and validate ---------------------------------------------------------------------

export const tireHotelLoginQuerySchema = z.object({ encryptedPhoneNumber: z.string().check(z.minLength(1)).check(z.maxLength(200)) });
export const tireHotelCredentialsSchema = z.object({ authorizationToken: z.string().check(z.minLength(1)) });
export type TireHotelCredentials = z.infer<typeof tireHotelCredentialsSchema>;

export const tireHotelValidateQuerySchema = z.object({
  authToken: z.string().check(z.minLength(1)).check(z.maxLength(200)),
  otpToken: z.string().check(z.regex(/^\d{4}$/, 'four digits')),
});

export const tireWheelSchema = z.object({
  name: z.string(),
  rimDiameter: z.number(),
  sectionWidth: z.number(),
  threadPattern: z.string(),
  /** Millimetres. */
  threadDepth: z.number(),
  aspectRatio: z.number(),
  /** 0 fine, 1 replacement recommended, above 1 another warning. */
  threadStatusId: z.number().check(z.int()).check(z.gte(0)),
  threadStatusMessage: z.string(),
});
export type TireWheel = z.infer<typeof tireWheelSchema>;

export const tireSchema = z.object({ equipmentPosition: z.string(), wheel: tireWheelSchema });
export type Tire = z.infer<typeof tireSchema>;

export const tireHotelLocationSchema = z.object({
  locationName: z.string(),
  departmentName: z.string(),
  /** The workshopIdentifier / departmentIdentifier of the booking calls. */
  erpId: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type TireHotelLocation = z.infer<typeof tireHotelLocationSchema>;

export const tireHotelVehicleSchema = z.object({
  regNo: z.string(),
  name: z.string(),
  brand: z.string(),
  brandCode: z.string(),
  model: z.string(),
  productId: z.string(),
  packageLevel: z.string(),
  location: tireHotelLocationSchema,
  tires: z.array(tireSchema),
});
export type TireHotelVehicle = z.infer<typeof tireHotelVehicleSchema>;

export const tireHotelValidatedSchema = z.object({
  /** 0 means logged in. */
  status: z.number().check(z.int()),
  vehicles: z.array(tireHotelVehicleSchema),
});
export type TireHotelValidated = z.infer<typeof tireHotelValidatedSchema>;

// --- time slots -----------------------------------------------------------------------------

export const tireHotelWorkshopQuerySchema = z.object({ workshopIdentifier: z.string().check(z.minLength(1)).check(z.maxLength(50)) });

export const tireHotelTimeslotRequestSchema = z
  // Spec 3 §7.5: the client fills regNo from the vehicle's brandCode (e.g. "VOLKSWAGEN"), so it
  // is not held to the registration-number rules.
  .object({ startDate: tireHotelDateSchema, endDate: tireHotelDateSchema, regNo: z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(50)) }).check(z.refine((body) => body.startDate <= body.endDate, { message: 'startDate must not be after endDate', path: ['endDate'] }));
export type TireHotelTimeslotRequest = z.infer<typeof tireHotelTimeslotRequestSchema>;

export const tireHotelTimeslotDaysSchema = z.object({ availableDates: z.array(z.object({ date: tireHotelDateSchema })) });
export type TireHotelTimeslotDays = z.infer<typeof tireHotelTimeslotDaysSchema>;

/** Start times as local date-times "YYYY-MM-DDTHH:mm:ss"; a time may appear in several entries. */
export const tireHotelTimeslotsSchema = z.object({ availableTimeSlotDates: z.array(z.object({ startTime: z.array(z.string()) })) });
export type TireHotelTimeslots = z.infer<typeof tireHotelTimeslotsSchema>;

// --- booking --------------------------------------------------------------------------------

export const tireHotelBookingQuerySchema = z.object({ departmentIdentifier: z.string().check(z.minLength(1)).check(z.maxLength(50)) });

/** A start time as offered by GetTimeslots ("YYYY-MM-DDTHH:mm:ss") or as "HH:mm". */
const bookingStartSchema = z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2}T)?\d{2}:\d{2}(:\d{2})?$/, 'expected HH:mm or YYYY-MM-DDTHH:mm:ss'));

export const tireHotelBookingCustomerSchema = z.object({
  firstName: z.string().check(z.trim()).check(z.minLength(1, 'required')).check(z.maxLength(100)),
  lastName: z.string().check(z.trim()).check(z.minLength(1, 'required')).check(z.maxLength(100)),
  email: emailRule,
  // Not the forms' phone rule: the tire hotel's mobile keeps digits and plus only, 8 to 15 of them (spec 3 §5.4).
  phoneMobile: z.string().check(z.regex(new RegExp(`^[0-9+]{${TIRE_HOTEL.mobileMin},${TIRE_HOTEL.mobileMax}}$`), `${TIRE_HOTEL.mobileMin}-${TIRE_HOTEL.mobileMax} digits or +`)),
});

export const tireHotelBookingRequestSchema = z.object({
  bookingDate: tireHotelDateSchema,
  /** null when the workshop offered no times and will come back with one. */
  bookingStart: z.nullable(bookingStartSchema),
  regNo: regNoSchema,
  freeText: z._default(z.string().check(z.maxLength(TIRE_HOTEL.freeTextMax)), ''),
  customer: tireHotelBookingCustomerSchema,
});
export type TireHotelBookingRequest = z.infer<typeof tireHotelBookingRequestSchema>;

export const tireHotelConfirmationSchema = z.object({
  bookingConfirmationId: z.string(),
  customerBase: z.object({ email: z.string(), firstName: z.string(), lastName: z.string(), phoneMobile: z.string() }),
  services: z.array(z.object({ name: z.string() })),
  /** Local date-time "YYYY-MM-DDTHH:mm:ss"; 08:00 for a full-day booking. */
  appointmentTime: z.string(),
  isFullDay: z.boolean(),
  workshop: z.object({ name: z.string(), address: z.string(), email: z.string(), phoneNumber: z.string() }),
  freeText: z.string(),
});
export type TireHotelConfirmation = z.infer<typeof tireHotelConfirmationSchema>;

// --- review ---------------------------------------------------------------------------------

export const tireHotelReviewSchema = z.object({
  rating: z.number().check(z.int()).check(z.gte(TIRE_HOTEL.ratingMin)).check(z.lte(TIRE_HOTEL.ratingMax)),
  comment: z._default(z.string().check(z.maxLength(TIRE_HOTEL.commentMax)), ''),
  /** When the review was written: YYYY-MM-DD or an ISO date-time. */
  date: z.union([tireHotelDateSchema, z.iso.datetime({ offset: true, local: true })]),
});
export type TireHotelReview = z.infer<typeof tireHotelReviewSchema>;

export const tireHotelReviewReceiptSchema = z.object({ reviewId: z.string() });
export type TireHotelReviewReceipt = z.infer<typeof tireHotelReviewReceiptSchema>;
