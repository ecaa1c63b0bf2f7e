import { searchOutcome, type CustomerSearchAnswer, type SearchOutcome } from './searchOutcome';

const customer = { encryptedPhoneNumber: 'c2FuZGJveDowNzAxMjM0NTEy', obfuscatedPhoneNumber: '07*****12', regNo: 'ABC123' };

describe('searchOutcome', () => {
  // A customer outside the contract never gets here: the client turns it into no answer (api/tireHotel.test.ts).
  it.each<[string, CustomerSearchAnswer | undefined, SearchOutcome]>([
    ['200 with a customer', { ok: true, status: 200, data: customer }, { kind: 'found', customer }],
    ['404 without an agreement', { ok: false, status: 404, error: { message: 'No tire hotel agreement' } }, { kind: 'notFound' }],
    ['400 from the BFF', { ok: false, status: 400, error: undefined }, { kind: 'failed' }],
    ['429 refused', { ok: false, status: 429, error: { message: 'För många försök från din uppkoppling. Vänta en stund och försök igen.' } }, { kind: 'failed' }],
    ['502 upstream down', { ok: false, status: 502, error: undefined }, { kind: 'failed' }],
    ['no answer', undefined, { kind: 'failed' }],
  ])('%s', (_, answer, expected) => {
    expect(searchOutcome(answer)).toEqual(expected);
  });
});
