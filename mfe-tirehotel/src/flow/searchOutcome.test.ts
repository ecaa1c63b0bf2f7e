import { searchOutcome, type SearchOutcome } from './searchOutcome';

const customer = { encryptedPhoneNumber: 'c2FuZGJveDowNzAxMjM0NTEy', obfuscatedPhoneNumber: '07*****12', regNo: 'ABC123' };

describe('searchOutcome', () => {
  it.each<[string, { status: number; data: unknown } | undefined, SearchOutcome]>([
    ['200 with a customer', { status: 200, data: customer }, { kind: 'found', customer }],
    ['200 that breaks the contract', { status: 200, data: { regNo: 'ABC123' } }, { kind: 'failed' }],
    ['404 without an agreement', { status: 404, data: { message: 'No tire hotel agreement' } }, { kind: 'notFound' }],
    ['400 from the BFF', { status: 400, data: { error: 'invalid request' } }, { kind: 'failed' }],
    ['502 upstream down', { status: 502, data: { error: 'tirehotel is not available right now' } }, { kind: 'failed' }],
    ['500', { status: 500, data: '' }, { kind: 'failed' }],
    ['no answer', undefined, { kind: 'failed' }],
  ])('%s', (_, response, expected) => {
    expect(searchOutcome(response)).toEqual(expected);
  });
});
