import type { PGlite } from '@electric-sql/pglite';
import { tireHotelConfirmationSchema } from '@showroom/contracts/tirehotel';
import type { BookedStarts } from './availability';
import { countStarts, type StoredTireBooking, type StoredTireReview, type TireHotelStorage } from './storage';

interface BookingRow {
  id: string;
  erp_id: string;
  reg_no: string;
  booking_date: string;
  booking_start: string | null;
  confirmation: unknown;
  created_at: Date | string;
}
interface ReviewRow {
  id: string;
  reg_no: string;
  rating: number;
  comment: string;
  review_date: string;
  created_at: Date | string;
}

/** Tire-hotel bookings and reviews in the sandbox's one PGlite database (survive a restart). */
export class TireBookingStore implements TireHotelStorage {
  private constructor(private readonly db: PGlite) {}

  /** Creates the tables tirehotel_bookings and tirehotel_reviews when missing. */
  static async create(db: PGlite): Promise<TireBookingStore> {
    await db.exec(`
      CREATE TABLE IF NOT EXISTS tirehotel_bookings (
        id TEXT PRIMARY KEY,
        erp_id TEXT NOT NULL,
        reg_no TEXT NOT NULL,
        booking_date TEXT NOT NULL,
        booking_start TEXT,
        confirmation JSONB NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX IF NOT EXISTS tirehotel_bookings_workshop_day ON tirehotel_bookings (erp_id, booking_date);
      CREATE TABLE IF NOT EXISTS tirehotel_reviews (
        id TEXT PRIMARY KEY,
        reg_no TEXT NOT NULL,
        rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
        comment TEXT NOT NULL,
        review_date TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
    `);
    return new TireBookingStore(db);
  }

  async addBooking(booking: StoredTireBooking): Promise<void> {
    await this.db.query('INSERT INTO tirehotel_bookings (id, erp_id, reg_no, booking_date, booking_start, confirmation, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      booking.id,
      booking.erpId,
      booking.regNo,
      booking.bookingDate,
      booking.bookingStart,
      JSON.stringify(booking.confirmation),
      booking.createdAt,
    ]);
  }

  async bookedStarts(erpId: string, from: string, to: string): Promise<BookedStarts> {
    const result = await this.db.query<{ booking_start: string | null }>(
      'SELECT booking_start FROM tirehotel_bookings WHERE erp_id = $1 AND booking_date BETWEEN $2 AND $3',
      [erpId, from, to],
    );
    return countStarts(result.rows.map((row) => row.booking_start));
  }

  async addReview(review: StoredTireReview): Promise<void> {
    await this.db.query('INSERT INTO tirehotel_reviews (id, reg_no, rating, comment, review_date, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
      review.id,
      review.regNo,
      review.rating,
      review.comment,
      review.date,
      review.receivedAt,
    ]);
  }

  /** Bookings, oldest first. */
  async listBookings(): Promise<StoredTireBooking[]> {
    const result = await this.db.query<BookingRow>('SELECT * FROM tirehotel_bookings ORDER BY created_at, id');
    return result.rows.map((row) => ({
      id: row.id,
      erpId: row.erp_id,
      regNo: row.reg_no,
      bookingDate: row.booking_date,
      bookingStart: row.booking_start,
      // Parsed, not cast: the column holds JSON written by an older sandbox just as well.
      confirmation: tireHotelConfirmationSchema.parse(row.confirmation),
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }

  /** Reviews, oldest first. */
  async listReviews(): Promise<StoredTireReview[]> {
    const result = await this.db.query<ReviewRow>('SELECT * FROM tirehotel_reviews ORDER BY created_at, id');
    return result.rows.map((row) => ({
      id: row.id,
      regNo: row.reg_no,
      rating: row.rating,
      comment: row.comment,
      date: row.review_date,
      receivedAt: new Date(row.created_at).toISOString(),
    }));
  }
}
