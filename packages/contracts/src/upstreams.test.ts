import { mechmateCarSchema, mechmateErrorSchema, swedishRegNoSchema } from './mechmate';
import { placeDetailsSchema, placePredictionSchema } from './places';
import { tireHotelCustomerSchema, tireHotelSearchQuerySchema } from './tirehotel';

describe('mechmate', () => {
  it('parses a lookup and an error body', () => {
    expect(mechmateCarSchema.parse({ registrationNumber: 'ABC123', brand: 'Volvo', model: 'XC60', buildYear: 2019, hasServiceAgreement: true, isSupported: true }).brand).toBe('Volvo');
    expect(mechmateErrorSchema.parse({ errors: { 'Error Result': ['InvalidReg'] } }).errors['Error Result'][0]).toBe('InvalidReg');
  });
  it('normalises Swedish registration numbers', () => {
    expect(swedishRegNoSchema.parse('abc 12d')).toBe('ABC12D');
    expect(swedishRegNoSchema.safeParse('AB1234').success).toBe(false);
  });
});

describe('places and tire hotel', () => {
  it('parses samples', () => {
    expect(placePredictionSchema.parse({ placeId: 'se-uppsala', description: 'Uppsala, Sverige', town: 'Uppsala' }).town).toBe('Uppsala');
    expect(placeDetailsSchema.safeParse({ placeId: 'x', name: 'x', latitude: 91, longitude: 0, region: 'x' }).success).toBe(false);
    expect(tireHotelCustomerSchema.parse({ encryptedPhoneNumber: 'ZW5j', obfuscatedPhoneNumber: '07*****12', regNo: 'ABC123' }).regNo).toBe('ABC123');
    expect(tireHotelSearchQuerySchema.safeParse({ regNo: 'A' }).success).toBe(false);
  });
});
