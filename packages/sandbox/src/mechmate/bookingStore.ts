import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { BookingRequest } from '@showroom/contracts/mechmate';

/** A stored service booking. */
export interface StoredBooking extends BookingRequest {
  id: string;
  createdAt: string;
}

/** Where service bookings are kept; route tests use an in-memory one. */
export interface BookingRepository {
  /** Stores a booking and returns its id. */
  add(booking: BookingRequest, createdAt: Date): Promise<string>;
  /** Whether a department already has a booking at a start time (local date-time, minutes precision). */
  isTaken(departmentId: string, timeSlot: string): Promise<boolean>;
  /** Bookings, oldest first. */
  list(): Promise<StoredBooking[]>;
}

/** The slot key both stores compare: YYYY-MM-DDTHH:mm. */
export const slotKey = (timeSlot: string) => timeSlot.slice(0, 16);

interface BookingRow {
  id: string;
  department_id: string;
  time_slot: string;
  is_full_day: boolean;
  registration_number: string;
  mileage: number;
  customer: BookingRequest['customer'];
  free_text: string | null;
  service_offering_requests: BookingRequest['serviceOfferingRequests'];
  created_at: Date;
}

/** Service bookings in the shared sandbox database (table service_bookings). */
export class BookingStore implements BookingRepository {
  private constructor(private readonly db: PGlite) {}

  /** Creates the table in the sandbox database when missing. */
  static async create(db: PGlite): Promise<BookingStore> {
    await db.exec(`
      CREATE TABLE IF NOT EXISTS service_bookings (
        id TEXT PRIMARY KEY,
        department_id TEXT NOT NULL,
        time_slot TEXT NOT NULL,
        is_full_day BOOLEAN NOT NULL,
        registration_number TEXT NOT NULL,
        mileage INTEGER NOT NULL,
        customer JSONB NOT NULL,
        free_text TEXT,
        service_offering_requests JSONB NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX IF NOT EXISTS service_bookings_slot ON service_bookings (department_id, time_slot);
    `);
    return new BookingStore(db);
  }

  async add(booking: BookingRequest, createdAt: Date): Promise<string> {
    const id = `bk_${randomUUID()}`;
    await this.db.query(
      `INSERT INTO service_bookings (id, department_id, time_slot, is_full_day, registration_number, mileage, customer, free_text, service_offering_requests, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [id, booking.departmentId, slotKey(booking.timeSlot), booking.isFullDay, booking.registrationNumber, booking.mileage, JSON.stringify(booking.customer), booking.freeText ?? null, JSON.stringify(booking.serviceOfferingRequests), createdAt.toISOString()],
    );
    return id;
  }

  async isTaken(departmentId: string, timeSlot: string): Promise<boolean> {
    const result = await this.db.query('SELECT 1 FROM service_bookings WHERE department_id = $1 AND time_slot = $2 LIMIT 1', [departmentId, slotKey(timeSlot)]);
    return result.rows.length > 0;
  }

  async list(): Promise<StoredBooking[]> {
    const result = await this.db.query<BookingRow>('SELECT * FROM service_bookings ORDER BY created_at, id');
    return result.rows.map((row) => ({
      id: row.id,
      departmentId: row.department_id,
      timeSlot: row.time_slot,
      isFullDay: row.is_full_day,
      registrationNumber: row.registration_number,
      mileage: row.mileage,
      customer: row.customer,
      freeText: row.free_text,
      serviceOfferingRequests: row.service_offering_requests,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }
}
