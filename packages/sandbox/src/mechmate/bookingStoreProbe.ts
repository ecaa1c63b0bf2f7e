// Drives BookingStore on a real PGlite in its own process (jest cannot load PGlite's wasm):
// `tsx bookingStoreProbe.ts <dataDir> add|read`, printing JSON. Used by bookingStore.test.ts.
import { openDatabase } from '../storage/database';
import { BookingStore } from './bookingStore';

const SAMPLE = {
  customer: { firstName: 'Anna', lastName: 'Berg', phone: '+46 70 123 45 67', email: 'anna@example.se' },
  freeText: 'Ring innan',
  departmentId: '015.3',
  timeSlot: '2026-03-03T09:30:00',
  isFullDay: false,
  registrationNumber: 'ABC123',
  mileage: 4200,
  serviceOfferingRequests: [{ kobraId: 'wiper-blades', unitsSelected: 2, userInput: null }],
};

async function main(dataDir: string, command: string): Promise<void> {
  const db = await openDatabase(dataDir);
  const store = await BookingStore.create(db);
  if (command === 'add') {
    const id = await store.add(SAMPLE, new Date('2026-03-01T10:00:00Z'));
    process.stdout.write(JSON.stringify({ id }));
  } else {
    const result = {
      bookings: await store.list(),
      taken: await store.isTaken('015.3', '2026-03-03T09:30'),
      free: await store.isTaken('015.3', '2026-03-03T10:00:00'),
      otherDepartment: await store.isTaken('018.3', '2026-03-03T09:30:00'),
    };
    process.stdout.write(JSON.stringify(result));
  }
  await db.close();
}

void main(process.argv[2] ?? '', process.argv[3] ?? 'read');
