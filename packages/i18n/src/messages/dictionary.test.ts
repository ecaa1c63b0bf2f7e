import { LANGUAGES } from '../locales';
import { dictionaries, type MessageKey } from './dictionary';
import type { MessageValue, Translations } from './types';

const texts = (value: MessageValue): string[] => (typeof value === 'string' ? [value] : Object.values(value));
const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe('dictionaries', () => {
  const swedishKeys = Object.keys(dictionaries.sv).sort() as MessageKey[];

  it('has the same keys in every language', () => {
    for (const language of LANGUAGES) expect(Object.keys(dictionaries[language]).sort()).toEqual(swedishKeys);
  });

  it('has a non-empty text for every key, form and language', () => {
    for (const language of LANGUAGES) {
      for (const key of swedishKeys) {
        for (const text of texts(dictionaries[language][key])) {
          expect({ language, key, empty: text.trim() === '' }).toEqual({ language, key, empty: false });
        }
      }
    }
  });

  it('uses the same placeholders as Swedish in every language', () => {
    for (const key of swedishKeys) {
      const expected = placeholders(texts(dictionaries.sv[key])[0]!);
      for (const language of LANGUAGES) {
        for (const text of texts(dictionaries[language][key])) {
          expect({ language, key, placeholders: placeholders(text) }).toEqual({ language, key, placeholders: expected });
        }
      }
    }
  });

  it('keeps the Swedish texts that the spec fixes', () => {
    const sv = dictionaries.sv;
    expect(sv['sectionError.title']).toBe('Aj då');
    expect(sv['sectionError.text']).toBe('Här borde en sektion synas men något har tyvärr blivit fel');
    expect(sv['sectionError.action']).toBe('Prova ladda om sidan');
    expect(sv['serviceBooking.step']).toBe('Steg {n}/{max}');
    expect(sv['serviceBooking.regNoPlaceholder']).toBe('ABC 123');
    expect(sv['serviceBooking.error.InvalidReg']).toBe(
      'Ogiltigt registreringsnummer, kontrollera att registreringsnumret är korrekt',
    );
    expect(sv['serviceBooking.error.VehicleNotFound']).toBe(
      'Fordonet hittades inte, kontrollera att registreringsnumret är korrekt',
    );
    expect(sv['serviceBooking.error.BrandNotSupported']).toBe('Vi kan inte erbjuda service för bilar av märket {brand}.');
    expect(sv['serviceBooking.error.ServerError']).toBe('Något gick fel, försök igen');
    expect(sv['serviceBooking.error.TimeslotNotAvailable']).toBe('Tiden är inte tillgänglig, vänligen välj en annan tid');
    expect(sv['common.showMore']).toBe('Visa fler');
    expect(sv['common.filter']).toBe('Filtrera');
    expect(sv['tireHotel.notFound']).toBe('Vi hittar inget däckhotellsavtal för detta registreringsnummer.');
    expect(sv['tireHotel.searchFailed']).toBe('Något gick fel, var god och försök senare.');
  });

  it('rejects a domain that misses a key in one language (type-level)', () => {
    const incomplete: Translations<{ a: string; b: string }> = {
      sv: { a: 'a', b: 'b' },
      nb: { a: 'a', b: 'b' },
      fi: { a: 'a', b: 'b' },
      sk: { a: 'a', b: 'b' },
      // @ts-expect-error `b` is missing in English
      en: { a: 'a' },
    };
    expect(Object.keys(incomplete)).toHaveLength(5);
  });
});
