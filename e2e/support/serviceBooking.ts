import type { Page } from '@playwright/test';
import { openHydrated } from './browser';
import { siteUrl } from './system';

/** The service-booking page of dealergroup-se. */
export const SERVICE_BOOKING_URL = siteUrl('dealergroup-se', '/service-och-verkstad/boka-service');
/** mfe-service-booking's session storage key (src/flow/bookingStorage.ts). */
export const BOOKING_STORAGE_KEY = 'showroom.serviceBooking';

/** Göteborg as the sandbox's place search returns it. */
export const GOTEBORG = { name: 'Göteborg', latitude: 57.7089, longitude: 11.9746, placeId: 'se-goteborg', region: 'Västra Götaland' };
/** The sandbox's test car with a service agreement (docs/sandbox.md). */
export const VOLVO_ABC123 = { registrationNumber: 'ABC123', brand: 'Volvo', model: 'XC60', buildYear: 2019, hasServiceAgreement: true, isSupported: true };

/**
 * A stored booking just after the lookup of ABC123 in Göteborg (the services step open), with `overrides`
 * applied: a suite that tests a later step starts there without clicking through the ones before.
 */
export function bookingAfterLookup(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    registrationNumber: 'ABC123',
    location: GOTEBORG,
    lat: GOTEBORG.latitude,
    lng: GOTEBORG.longitude,
    region: GOTEBORG.region,
    car: VOLVO_ABC123,
    milage: null,
    bookingState: 2,
    displayState: 1,
    maxBookingState: 4,
    services: {},
    bookingInfo: { addons: null, workshop: null, timeSlot: null, id: null },
    ...overrides,
  };
}

/** Opens the booking page with `store` in session storage (written before any script of the page runs). */
export async function openBookingAt(page: Page, store: Record<string, unknown>): Promise<void> {
  await page.addInitScript(([key, value]) => {
    // Only on the first load: a reload in the test must see what the page itself stored since.
    if (!window.sessionStorage.getItem('__seeded')) {
      window.sessionStorage.setItem(key, value);
      window.sessionStorage.setItem('__seeded', '1');
    }
  }, [BOOKING_STORAGE_KEY, JSON.stringify(store)] as const);
  await openHydrated(page, SERVICE_BOOKING_URL);
}

const SANDBOX = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8070';
const SANDBOX_KEY = process.env.SANDBOX_API_KEY ?? 'sandbox-key';

/** A call to the sandbox's mechmate upstream itself (not through the BFF), e.g. `/mechmate/book`: JSON, with its key. */
export function mechmateUpstream(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${SANDBOX}${path}`, { ...init, headers: { 'x-api-key': SANDBOX_KEY, 'content-type': 'application/json', ...(init.headers ?? {}) } });
}

/** A service booking as the sandbox stores it (its inbox's service_bookings rows). */
export interface StoredServiceBooking {
  id: string;
  department_id: string;
  time_slot: string;
  is_full_day: boolean;
  registration_number: string;
  mileage: number;
  customer: { firstName: string; lastName: string; phone: string; email: string };
  free_text: string | null;
  service_offering_requests: { kobraId: string; unitsSelected: number | null; userInput: string | null }[];
}

/** Every service booking the sandbox stored, newest first (its inbox). */
export async function storedServiceBookings(): Promise<StoredServiceBooking[]> {
  const response = await fetch(`${SANDBOX}/__sandbox/inbox.json`);
  const { sections } = (await response.json()) as { sections: { table: string; rows: StoredServiceBooking[] }[] };
  return sections.find((s) => s.table === 'service_bookings')?.rows ?? [];
}

/** The service bookings the sandbox stored for a customer's e-mail, newest first. */
export async function serviceBookingsFor(email: string): Promise<StoredServiceBooking[]> {
  return (await storedServiceBookings()).filter((row) => row.customer.email === email);
}
