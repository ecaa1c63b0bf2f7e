import type { TireHotelConfirmation, TireHotelReview } from '@showroom/contracts/tirehotel';
import type { BookedStarts } from './availability';

/** A created booking as stored. */
export interface StoredTireBooking {
  id: string;
  erpId: string;
  regNo: string;
  bookingDate: string;
  /** "YYYY-MM-DDTHH:mm:ss", or null for a call-back (full-day) booking. */
  bookingStart: string | null;
  confirmation: TireHotelConfirmation;
  createdAt: string;
}

/** A review as stored, with the regNo of the login that sent it. */
export interface StoredTireReview extends TireHotelReview {
  id: string;
  regNo: string;
  receivedAt: string;
}

/** What the tire-hotel routes persist; PGlite in the sandbox (TireBookingStore), a Map in route tests. */
export interface TireHotelStorage {
  addBooking(booking: StoredTireBooking): Promise<void>;
  /** Start times booked at a workshop between two dates (inclusive), with counts. */
  bookedStarts(erpId: string, from: string, to: string): Promise<BookedStarts>;
  addReview(review: StoredTireReview): Promise<void>;
  listBookings(): Promise<StoredTireBooking[]>;
  listReviews(): Promise<StoredTireReview[]>;
}

/** Counts start times; shared by the stores so both count the same way. */
export function countStarts(starts: readonly (string | null)[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const start of starts) if (start) counts.set(start, (counts.get(start) ?? 0) + 1);
  return counts;
}

/** An in-memory store for tests and for a sandbox run without a database. */
export class MemoryTireHotelStorage implements TireHotelStorage {
  readonly bookings: StoredTireBooking[] = [];
  readonly reviews: StoredTireReview[] = [];

  async addBooking(booking: StoredTireBooking): Promise<void> {
    this.bookings.push(booking);
  }
  async bookedStarts(erpId: string, from: string, to: string): Promise<BookedStarts> {
    return countStarts(this.bookings.filter((b) => b.erpId === erpId && b.bookingDate >= from && b.bookingDate <= to).map((b) => b.bookingStart));
  }
  async addReview(review: StoredTireReview): Promise<void> {
    this.reviews.push(review);
  }
  async listBookings(): Promise<StoredTireBooking[]> {
    return [...this.bookings];
  }
  async listReviews(): Promise<StoredTireReview[]> {
    return [...this.reviews];
  }
}
