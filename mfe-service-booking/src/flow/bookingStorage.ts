import { mechmateCarSchema, workshopSiteSchema } from '@showroom/contracts/mechmate';
import { z } from 'zod';
import { initialBookingStore } from './coreMachine';
import { STEPS_AFTER_LOOKUP, STEPS_BEFORE_LOOKUP, type BookingStore } from './flowState';
import { MESSAGE_MAX_LENGTH } from './selection';
import { BOOKING_STORAGE_KEY } from './storageWrite';

export { BOOKING_STORAGE_KEY, writeStoredBooking } from './storageWrite';


export const chosenPlaceSchema = z.object({
  name: z.string().max(200),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  placeId: z.string().max(200),
  region: z.string().max(200),
});

const selectedServiceSchema = z.object({
  code: z.string().max(50),
  name: z.string().max(300),
  price: z.number().nullable(),
  priceKnown: z.boolean(),
  priceDiscount: z.number(),
  category: z.string().max(300),
  type: z.enum(['service', 'addon']),
  units: z.number().int().nullable(),
  unitAbbreviation: z.string().max(50).nullable(),
  userInput: z.string().max(MESSAGE_MAX_LENGTH).nullable(),
});

const step = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);

// Session storage is the visitor's (or an extension's) to edit: what comes back is parsed, never trusted.
const bookingStoreSchema: z.ZodType<BookingStore> = z.object({
  registrationNumber: z.string().max(6),
  location: chosenPlaceSchema.nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  region: z.string().max(200).nullable(),
  car: mechmateCarSchema.nullable(),
  milage: z.number().int().min(0).nullable(),
  bookingState: z.number().int().min(0).max(5),
  displayState: step,
  maxBookingState: z.union([z.literal(STEPS_BEFORE_LOOKUP), z.literal(STEPS_AFTER_LOOKUP)]),
  services: z.record(z.string(), selectedServiceSchema),
  bookingInfo: z.object({
    addons: z.boolean().nullable(),
    workshop: workshopSiteSchema.nullable(),
    timeSlot: z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), time: z.string().regex(/^\d{2}:\d{2}$/), isFullDay: z.boolean() }).nullable(),
    id: z.string().max(100).nullable(),
  }),
});

/**
 * The stored booking, or null when there is none or it does not parse. A `?regNo=` prefill that
 * differs from the stored car starts a new booking but keeps the chosen place.
 */
export function readStoredBooking(storage: Pick<Storage, 'getItem'>, prefill?: string): BookingStore | null {
  let stored: BookingStore;
  try {
    const parsed = bookingStoreSchema.safeParse(JSON.parse(storage.getItem(BOOKING_STORAGE_KEY) ?? 'null'));
    if (!parsed.success) return null;
    stored = parsed.data;
  } catch {
    return null;
  }
  if (prefill && prefill !== stored.registrationNumber) return initialBookingStore(prefill, stored.location);
  return stored;
}
