import {
  bookingRequestSchema,
  closestAvailableMessageSchema,
  closestAvailableQuerySchema,
  offeringCodesParamSchema,
  positionQuerySchema,
  serviceOfferingsResponseSchema,
  timeslotsParamsSchema,
  timeslotsResponseSchema,
} from './mechmate';

const booking = {
  customer: { firstName: 'Anna', lastName: 'Berg', phone: '+46 70 123 45 67', email: 'anna@example.se' },
  freeText: 'Lämnar bilen kvällen innan',
  departmentId: '015.3',
  timeSlot: '2026-03-03T08:00:00',
  isFullDay: true,
  registrationNumber: 'abc 123',
  mileage: 1,
  serviceOfferingRequests: [{ kobraId: 'originalservice', unitsSelected: null, userInput: null }, { kobraId: 'wiper-blades', unitsSelected: 2 }],
};

describe('mechmate booking contracts', () => {
  it('parses a realistic offerings answer with a unit-priced, single-choice add-on', () => {
    const parsed = serviceOfferingsResponseSchema.parse({
      serviceOfferingCategories: [
        {
          name: 'Ersättningsbil',
          icon: 'car',
          selectionType: 'single',
          offerings: [{ code: 'rental-car', name: 'Hyrbil', price: 495, description: 'Hyrbil per dygn.', isAvailable: true, priceKnown: true, notKnownPriceText: null, priceDiscount: 0, allowUserInput: false, unitPrice: { minimum: 1, maximum: 5, unit: 'dygn', unitAbbreviation: 'dygn', postfix: '/dygn' } }],
        },
      ],
    });
    expect(parsed.serviceOfferingCategories[0]?.offerings[0]?.unitPrice?.maximum).toBe(5);
  });

  it('reads query strings: coordinates as numbers, offering codes split and de-duplicated', () => {
    expect(positionQuerySchema.parse({ lat: '59.33', lng: '18.07' })).toEqual({ lat: 59.33, lng: 18.07 });
    expect(positionQuerySchema.safeParse({ lat: '', lng: '18' }).success).toBe(false);
    expect(offeringCodesParamSchema.parse(['originalservice,wash-exterior', 'originalservice'])).toEqual(['originalservice', 'wash-exterior']);
    expect(closestAvailableQuerySchema.parse({ regNo: 'ABC123', latitude: '59.3', longitude: '18', cursor: '015.3' }).cursor).toBe('015.3');
    expect(timeslotsParamsSchema.safeParse({ registrationNumber: 'ABC123', departmentId: '015.3', date: '2026-03-01T23:00:00.000Z' }).success).toBe(true);
  });

  it('parses time-slot days and every kind of stream message', () => {
    expect(timeslotsResponseSchema.parse([{ date: '2026-03-03', availableSlots: ['08:00', '13:30'], allDaySlotAvailable: true }])).toHaveLength(1);
    expect(closestAvailableMessageSchema.parse({ nosites: true })).toEqual({ nosites: true });
    expect(closestAvailableMessageSchema.parse({ error: 'ServerError' })).toEqual({ error: 'ServerError' });
    const site = { departmentId: '015.3', siteId: '2015', siteName: 'Dealergroup Örebro', address: 'Bilvägen 3, 702 10 Örebro', latitude: 59.271, longitude: 15.2232, brands: ['Volvo'], firstTimeSlot: '2026-03-02T07:00:00' };
    expect(closestAvailableMessageSchema.parse(site)).toEqual(site);
  });

  it('validates a booking as spec 3 section 5.1 says', () => {
    expect(bookingRequestSchema.parse(booking).registrationNumber).toBe('ABC123');
    const fails = (over: object) => !bookingRequestSchema.safeParse({ ...booking, ...over }).success;
    expect(fails({ customer: { ...booking.customer, phone: '+46 7O 123' } })).toBe(true);
    expect(fails({ customer: { ...booking.customer, phone: '12345' } })).toBe(true); // 5 characters
    expect(fails({ customer: { ...booking.customer, phone: '123456' } })).toBe(false); // 6 characters
    expect(fails({ customer: { ...booking.customer, phone: `+${'1'.repeat(21)}` } })).toBe(true);
    expect(fails({ customer: { ...booking.customer, email: 'anna@example' } })).toBe(true);
    expect(fails({ freeText: 'x'.repeat(80) })).toBe(false);
    expect(fails({ freeText: 'x'.repeat(81) })).toBe(true);
    expect(fails({ timeSlot: '2026-03-03 08:00' })).toBe(true);
  });
});
