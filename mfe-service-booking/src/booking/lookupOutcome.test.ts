import { createTranslator } from '@showroom/i18n';
import { lookupErrorFromCode, lookupMessage, lookupOutcome, type CarLookupAnswer, type LookupOutcome } from './lookupOutcome';

const sv = createTranslator('sv');
const volvo = { registrationNumber: 'ABC123', brand: 'Volvo', model: 'XC60', buildYear: 2019, hasServiceAgreement: true, isSupported: true };
const errorBody = (code: string) => ({ errors: { 'Error Result': [code] } });

describe('lookupErrorFromCode', () => {
  it.each([
    ['InvalidReg', { code: 'InvalidReg' }],
    ['VehicleNotFound', { code: 'VehicleNotFound' }],
    ['Fordon hittades inte', { code: 'VehicleNotFound' }],
    ['BrandNotSupported,Tesla', { code: 'BrandNotSupported', brand: 'Tesla' }],
    ['Error.BrandNotSupported, Land Rover', { code: 'BrandNotSupported', brand: 'Land Rover' }],
    ['BrandNotSupported', { code: 'ServerError' }],
    ['ServerError', { code: 'ServerError' }],
    ['TimeslotNotAvailable', { code: 'ServerError' }],
    ['invalidreg', { code: 'ServerError' }],
    [undefined, { code: 'ServerError' }],
  ])('%j -> %j', (code, expected) => {
    expect(lookupErrorFromCode(code)).toEqual(expected);
  });
});

describe('lookupOutcome', () => {
  // Bodies outside the contract never get here: the client turns a malformed car into no answer and
  // leaves out an error body that is not mechmate's (api.test.ts checks both).
  it.each<[string, CarLookupAnswer | undefined, LookupOutcome]>([
    ['a supported car', { ok: true, status: 200, data: volvo }, { kind: 'found', car: volvo }],
    ['an unsupported brand', { ok: true, status: 200, data: { ...volvo, brand: 'Porsche', isSupported: false } }, { kind: 'unsupported', brand: 'Porsche' }],
    ['400 InvalidReg', { ok: false, status: 400, error: errorBody('InvalidReg') }, { kind: 'failed', error: { code: 'InvalidReg' } }],
    ['404 VehicleNotFound', { ok: false, status: 404, error: errorBody('VehicleNotFound') }, { kind: 'failed', error: { code: 'VehicleNotFound' } }],
    ['400 BrandNotSupported', { ok: false, status: 400, error: errorBody('BrandNotSupported,Tesla') }, { kind: 'failed', error: { code: 'BrandNotSupported', brand: 'Tesla' } }],
    ['502 from the BFF (no mechmate body)', { ok: false, status: 502, error: undefined }, { kind: 'failed', error: { code: 'ServerError' } }],
    ['no answer', undefined, { kind: 'failed', error: { code: 'ServerError' } }],
  ])('%s', (_, answer, expected) => {
    expect(lookupOutcome(answer)).toEqual(expected);
  });
});

describe('lookupMessage (Swedish texts of spec 3 §8)', () => {
  it.each<[Exclude<LookupOutcome, { kind: 'found' }>, string]>([
    [{ kind: 'failed', error: { code: 'InvalidReg' } }, 'Ogiltigt registreringsnummer, kontrollera att registreringsnumret är korrekt'],
    [{ kind: 'failed', error: { code: 'VehicleNotFound' } }, 'Fordonet hittades inte, kontrollera att registreringsnumret är korrekt'],
    [{ kind: 'failed', error: { code: 'BrandNotSupported', brand: 'Tesla' } }, 'Vi kan inte erbjuda service för bilar av märket Tesla.'],
    [{ kind: 'failed', error: { code: 'ServerError' } }, 'Något gick fel, försök igen'],
    // Not spec 3 §8's text, which points to links that come later (docs/decisions.md, issue 15 item 6).
    [{ kind: 'unsupported', brand: 'Porsche' }, 'Du bokar din service, däckbyte och verkstad för Porsche via länken högst upp på sidan.'],
  ])('%j', (outcome, text) => {
    expect(lookupMessage(sv, outcome)).toBe(text);
  });
});
