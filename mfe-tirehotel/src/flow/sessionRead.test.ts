import { readSession } from './sessionRead';
import { TIRE_HOTEL_STORAGE_KEY, writeSession } from './sessionWrite';
import { credentials, customer, validated, vehicle } from './testData';

function memoryStorage() {
  const data = new Map<string, string>();
  return { setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k), data };
}

describe('session storage round trip', () => {
  it('writes under showroom.tireHotel and reads back LoggedIn', () => {
    const storage = memoryStorage();
    const state = { page: 'loggedIn' as const, regNo: 'ABC123', customer, credentials, validated: validated(), vehicle: vehicle() };
    writeSession(storage, state);
    expect(TIRE_HOTEL_STORAGE_KEY).toBe('showroom.tireHotel');
    expect(readSession(storage.data.get('showroom.tireHotel')!, undefined)).toEqual(state);
    writeSession(storage, { page: 'search', regNo: '' });
    expect(storage.data.has('showroom.tireHotel')).toBe(false);
  });

  it.each([
    ['not JSON', '{'],
    ['null', 'null'],
    ['a customer without its phone fields', JSON.stringify({ customer: { regNo: 'ABC123' } })],
    ['validated data out of contract', JSON.stringify({ customer, credentials, validated: { status: 0, vehicles: [{ regNo: 'ABC123' }] } })],
    ['an empty token', JSON.stringify({ customer, credentials: { authorizationToken: '' } })],
  ])('starts at Search from a corrupt session: %s', (_, raw) => {
    expect(readSession(raw, undefined)).toBeNull();
  });
});
