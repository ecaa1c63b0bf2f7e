import { bookingReducer, initialBookingStore } from './bookingMachine';
import { BOOKING_STORAGE_KEY, readStoredBooking, writeStoredBooking } from './bookingStorage';
import type { BookingStore, ChosenPlace } from './flowState';

const goteborg: ChosenPlace = { name: 'Göteborg', latitude: 57.7089, longitude: 11.9746, placeId: 'se-goteborg', region: 'Västra Götaland' };
const volvo = { registrationNumber: 'ABC123', brand: 'Volvo', model: 'XC60', buildYear: 2019, hasServiceAgreement: true, isSupported: true };

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

const ready = (): BookingStore => bookingReducer(bookingReducer(initialBookingStore(), { type: 'setRegistration', value: 'abc 123' }), { type: 'choosePlace', place: goteborg });

describe('session storage', () => {
  it('round-trips the store', () => {
    const storage = memoryStorage();
    const state = bookingReducer(ready(), { type: 'lookupSucceeded', car: volvo });
    writeStoredBooking(storage, state);
    expect(JSON.parse(storage.data.get(BOOKING_STORAGE_KEY)!)).toMatchObject({ registrationNumber: 'ABC123', maxBookingState: 4 });
    expect(readStoredBooking(storage)).toEqual(state);
  });

  it('ignores a missing, malformed or foreign value', () => {
    expect(readStoredBooking(memoryStorage())).toBeNull();
    expect(readStoredBooking(memoryStorage({ [BOOKING_STORAGE_KEY]: '{not json' }))).toBeNull();
    expect(readStoredBooking(memoryStorage({ [BOOKING_STORAGE_KEY]: JSON.stringify({ registrationNumber: 'ABC1234' }) }))).toBeNull();
  });

  it('starts a new booking for a different ?regNo= but keeps the place', () => {
    const storage = memoryStorage();
    writeStoredBooking(storage, bookingReducer(ready(), { type: 'lookupSucceeded', car: volvo }));
    expect(readStoredBooking(storage, 'DEF456')).toEqual({ ...initialBookingStore('DEF456'), location: goteborg });
    expect(readStoredBooking(storage, 'ABC123')?.car).toEqual(volvo);
  });

  it('survives a storage that throws', () => {
    expect(() => writeStoredBooking({ setItem: () => { throw new Error('QuotaExceeded'); } }, ready())).not.toThrow();
  });
});
