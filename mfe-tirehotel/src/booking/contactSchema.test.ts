import { TIRE_HOTEL } from '@showroom/contracts/tirehotel';
import { bookingContactSchema, contactErrorKey, keepMobileCharacters } from './contactSchema';

const valid = { firstName: 'Anna', lastName: 'Berg', phoneMobile: '0701234567', email: 'anna@example.se', freeText: '' };
const mobileError = (phoneMobile: string) => {
  const result = bookingContactSchema.safeParse({ ...valid, phoneMobile });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('keepMobileCharacters', () => {
  it('keeps digits and plus only', () => {
    expect(keepMobileCharacters('+46 (0)70-123 45 67')).toBe('+460701234567');
    expect(keepMobileCharacters('abc')).toBe('');
  });
});

describe('bookingContactSchema', () => {
  it('accepts a filled form and hands over the mobile stripped', () => {
    expect(bookingContactSchema.parse({ ...valid, phoneMobile: '070-123 45 67', firstName: ' Anna ' })).toEqual({ ...valid, phoneMobile: '0701234567', firstName: 'Anna' });
  });

  it('holds the mobile to 8-15 digits or plus after stripping', () => {
    expect(TIRE_HOTEL.mobileMin).toBe(8);
    expect(TIRE_HOTEL.mobileMax).toBe(15);
    expect(mobileError('1234567')).toBe('tireHotelBooking.contact.invalidMobile'); // 7
    expect(mobileError('12 34 56 78')).toBeUndefined(); // 8 after stripping the spaces
    expect(mobileError('+46701234567890')).toBeUndefined(); // 15: a plus and 14 digits
    expect(mobileError('+467012345678901')).toBe('tireHotelBooking.contact.invalidMobile'); // 16
    expect(mobileError('')).toBe('tireHotelBooking.contact.required');
    expect(mobileError('---')).toBe('tireHotelBooking.contact.required');
  });

  it('requires the names and a standard e-mail address', () => {
    const issues = bookingContactSchema.safeParse({ ...valid, firstName: '  ', lastName: '', email: 'anna@example' }).error?.issues ?? [];
    expect(Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      firstName: 'tireHotelBooking.contact.required',
      lastName: 'tireHotelBooking.contact.required',
      email: 'tireHotelBooking.contact.invalidEmail',
    });
  });

  it('caps the comment at the free-text limit', () => {
    expect(bookingContactSchema.safeParse({ ...valid, freeText: 'x'.repeat(TIRE_HOTEL.freeTextMax) }).success).toBe(true);
    expect(bookingContactSchema.safeParse({ ...valid, freeText: 'x'.repeat(TIRE_HOTEL.freeTextMax + 1) }).success).toBe(false);
  });
});

describe('contactErrorKey', () => {
  it('passes the known keys and reads anything else as required', () => {
    expect(contactErrorKey(undefined)).toBeUndefined();
    expect(contactErrorKey('tireHotelBooking.contact.invalidEmail')).toBe('tireHotelBooking.contact.invalidEmail');
    expect(contactErrorKey('Invalid input')).toBe('tireHotelBooking.contact.required');
  });
});
