// Run by bookingStore.test.ts in a child process (PGlite cannot load inside jest's VM):
// stores a booking and a review in a data directory, reopens it, and prints what it reads back.
import { openDatabase } from '../storage/database';
import { TireBookingStore } from './bookingStore';

async function main(dataDir: string): Promise<void> {
  const first = await openDatabase(dataDir);
  const store = await TireBookingStore.create(first);
  const confirmation = {
    bookingConfirmationId: 'TH-CHECK1',
    customerBase: { email: 'a@b.se', firstName: 'A', lastName: 'B', phoneMobile: '0701234567' },
    services: [{ name: 'Hjulskifte (däckhotell)' }],
    appointmentTime: '2026-03-10T09:00:00',
    isFullDay: false,
    workshop: { name: 'W', address: 'Gatan 1, 111 11 Stad', email: 'w@x.se', phoneNumber: '+46 1' },
    freeText: '',
  };
  await store.addBooking({ id: 'TH-CHECK1', erpId: '015.4', regNo: 'ABC123', bookingDate: '2026-03-10', bookingStart: '2026-03-10T09:00:00', confirmation, createdAt: '2026-03-01T09:00:00.000Z' });
  await store.addBooking({ id: 'TH-CHECK2', erpId: '015.4', regNo: 'ABC123', bookingDate: '2026-03-11', bookingStart: null, confirmation: { ...confirmation, bookingConfirmationId: 'TH-CHECK2' }, createdAt: '2026-03-01T09:01:00.000Z' });
  await store.addReview({ id: 'r1', regNo: 'ABC123', rating: 5, comment: 'Bra', date: '2026-03-01', receivedAt: '2026-03-01T09:02:00.000Z' });
  const badRating = await store.addReview({ id: 'r2', regNo: 'ABC123', rating: 9, comment: '', date: '2026-03-01', receivedAt: '2026-03-01T09:02:00.000Z' }).then(() => 'stored', () => 'refused');
  await first.close();

  const reopened = await TireBookingStore.create(await openDatabase(dataDir));
  const starts = await reopened.bookedStarts('015.4', '2026-03-10', '2026-03-11');
  const other = await reopened.bookedStarts('999.1', '2026-03-10', '2026-03-11');
  console.log(JSON.stringify({ bookings: await reopened.listBookings(), reviews: await reopened.listReviews(), starts: [...starts], other: [...other], badRating }));
}

main(process.argv[2] ?? '').then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
