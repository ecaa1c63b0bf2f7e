import { mechmateCarSchema, workshopSiteSchema } from '@showroom/contracts/mechmate';
import { z } from '@showroom/contracts';
import { initialBookingStore } from './coreMachine';
import { STEPS_AFTER_LOOKUP, STEPS_BEFORE_LOOKUP, type BookingStore } from './flowState';
import { MESSAGE_MAX_LENGTH } from './selection';
import { BOOKING_STORAGE_KEY } from './storageWrite';

export { BOOKING_STORAGE_KEY, writeStoredBooking } from './storageWrite';


export const chosenPlaceSchema = z.object({
  name: z.string().check(z.maxLength(200)),
  latitude: z.number().check(z.gte(-90)).check(z.lte(90)),
  longitude: z.number().check(z.gte(-180)).check(z.lte(180)),
  placeId: z.string().check(z.maxLength(200)),
  region: z.string().check(z.maxLength(200)),
});

const selectedServiceSchema = z.object({
  code: z.string().check(z.maxLength(50)),
  name: z.string().check(z.maxLength(300)),
  price: z.nullable(z.number()),
  priceKnown: z.boolean(),
  priceDiscount: z.number(),
  category: z.string().check(z.maxLength(300)),
  type: z.enum(['service', 'addon']),
  units: z.nullable(z.number().check(z.int())),
  unitAbbreviation: z.nullable(z.string().check(z.maxLength(50))),
  userInput: z.nullable(z.string().check(z.maxLength(MESSAGE_MAX_LENGTH))),
});

const step = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);

// Session storage is the visitor's (or an extension's) to edit: what comes back is parsed, never trusted.
const bookingStoreSchema: z.ZodMiniType<BookingStore> = z.object({
  registrationNumber: z.string().check(z.maxLength(6)),
  location: z.nullable(chosenPlaceSchema),
  lat: z.nullable(z.number()),
  lng: z.nullable(z.number()),
  region: z.nullable(z.string().check(z.maxLength(200))),
  car: z.nullable(mechmateCarSchema),
  milage: z.nullable(z.number().check(z.int()).check(z.gte(0))),
  bookingState: z.number().check(z.int()).check(z.gte(0)).check(z.lte(5)),
  displayState: step,
  maxBookingState: z.union([z.literal(STEPS_BEFORE_LOOKUP), z.literal(STEPS_AFTER_LOOKUP)]),
  services: z.record(z.string(), selectedServiceSchema),
  bookingInfo: z.object({
    addons: z.nullable(z.boolean()),
    workshop: z.nullable(workshopSiteSchema),
    timeSlot: z.nullable(z.object({ date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)), time: z.string().check(z.regex(/^\d{2}:\d{2}$/)), isFullDay: z.boolean() })),
    id: z.nullable(z.string().check(z.maxLength(100))),
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
