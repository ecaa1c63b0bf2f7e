import type { Translator } from '@showroom/i18n';
import type { BookingError } from '../api/book';

/** The catalogue text of spec 3 §8 for a failed booking: the same keys as the lookup's, plus TimeslotNotAvailable. */
export function bookingErrorText(t: Translator, error: BookingError): string {
  return error.code === 'BrandNotSupported' ? t('serviceBooking.error.BrandNotSupported', { brand: error.brand }) : t(`serviceBooking.error.${error.code}`);
}
