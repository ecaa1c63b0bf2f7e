import { createTranslator } from '@showroom/i18n';
import { bookingErrorText } from './bookingErrorText';

const t = createTranslator('sv');

describe('bookingErrorText (spec 3 §8)', () => {
  it.each([
    [{ code: 'TimeslotNotAvailable' } as const, 'Tiden är inte tillgänglig, vänligen välj en annan tid'],
    [{ code: 'ServerError' } as const, 'Något gick fel, försök igen'],
    [{ code: 'InvalidReg' } as const, 'Ogiltigt registreringsnummer, kontrollera att registreringsnumret är korrekt'],
    [{ code: 'VehicleNotFound' } as const, 'Fordonet hittades inte, kontrollera att registreringsnumret är korrekt'],
    [{ code: 'BrandNotSupported', brand: 'Tesla' } as const, 'Vi kan inte erbjuda service för bilar av märket Tesla.'],
  ])('%j', (error, text) => {
    expect(bookingErrorText(t, error)).toBe(text);
  });
});
