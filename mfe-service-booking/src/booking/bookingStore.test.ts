import {
  BOOKING_STORAGE_KEY,
  bookingReducer,
  canContinue,
  initialBookingStore,
  readStoredBooking,
  stepNumbers,
  writeStoredBooking,
  type BookingStore,
  type ChosenPlace,
} from './bookingStore';

const goteborg: ChosenPlace = { name: 'Göteborg', latitude: 57.7089, longitude: 11.9746, placeId: 'se-goteborg', region: 'Västra Götaland' };
const malmo: ChosenPlace = { name: 'Malmö', latitude: 55.605, longitude: 13.0038, placeId: 'se-malmo', region: 'Skåne' };
const volvo = { registrationNumber: 'ABC123', brand: 'Volvo', model: 'XC60', buildYear: 2019, hasServiceAgreement: true, isSupported: true };
const golf = { registrationNumber: 'DEF456', brand: 'Volkswagen', model: 'Golf', buildYear: 2020, hasServiceAgreement: false, isSupported: true };

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

const ready = (): BookingStore => bookingReducer(bookingReducer(initialBookingStore(), { type: 'setRegistration', value: 'abc 123' }), { type: 'choosePlace', place: goteborg });

describe('step 1', () => {
  it('starts at step 1 of 5 with nothing chosen', () => {
    const state = initialBookingStore();
    expect(stepNumbers(state)).toEqual({ n: 1, max: 5 });
    expect(canContinue(state)).toBe(false);
  });

  it('needs both a registration number and a chosen place to continue', () => {
    const withReg = bookingReducer(initialBookingStore(), { type: 'setRegistration', value: 'abc1' });
    expect(withReg.registrationNumber).toBe('ABC1');
    expect(canContinue(withReg)).toBe(false);
    expect(canContinue(bookingReducer(withReg, { type: 'choosePlace', place: goteborg }))).toBe(true);
    expect(canContinue(bookingReducer(initialBookingStore(), { type: 'choosePlace', place: goteborg }))).toBe(false);
    expect(canContinue(bookingReducer(ready(), { type: 'clearPlace' }))).toBe(false);
  });
});

describe('lookupSucceeded', () => {
  it('stores car, coordinates and region and opens step 2 of 4', () => {
    const state = bookingReducer(ready(), { type: 'lookupSucceeded', car: volvo });
    expect(state).toMatchObject({ car: volvo, lat: 57.7089, lng: 11.9746, region: 'Västra Götaland', bookingState: 2, displayState: 1, maxBookingState: 4 });
    expect(stepNumbers(state)).toEqual({ n: 2, max: 4 });
  });

  it('returns to the current step when neither car nor place changed', () => {
    const looked = { ...bookingReducer(ready(), { type: 'lookupSucceeded', car: volvo }), bookingState: 4 };
    const reopened = bookingReducer(looked, { type: 'openStep', step: 0 });
    expect(reopened.displayState).toBe(0);
    const again = bookingReducer(reopened, { type: 'lookupSucceeded', car: volvo });
    expect(again).toMatchObject({ bookingState: 4, displayState: 3, maxBookingState: 4 });
  });

  it('starts over from the services step when the place changed', () => {
    const looked = { ...bookingReducer(ready(), { type: 'lookupSucceeded', car: volvo }), bookingState: 4 };
    const moved = bookingReducer(bookingReducer(looked, { type: 'choosePlace', place: malmo }), { type: 'lookupSucceeded', car: volvo });
    expect(moved).toMatchObject({ lat: 55.605, region: 'Skåne', bookingState: 2, displayState: 1 });
  });

  it('starts over when the car changed', () => {
    const looked = { ...bookingReducer(ready(), { type: 'lookupSucceeded', car: volvo }), bookingState: 4 };
    expect(bookingReducer(looked, { type: 'lookupSucceeded', car: golf })).toMatchObject({ car: golf, bookingState: 2, displayState: 1 });
  });
});

describe('openStep', () => {
  it('reopens only steps already reached', () => {
    expect(bookingReducer(ready(), { type: 'openStep', step: 1 }).displayState).toBe(0);
    const looked = bookingReducer(ready(), { type: 'lookupSucceeded', car: volvo });
    expect(bookingReducer(looked, { type: 'openStep', step: 0 }).displayState).toBe(0);
    expect(bookingReducer(looked, { type: 'openStep', step: 3 }).displayState).toBe(1);
  });
});

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
