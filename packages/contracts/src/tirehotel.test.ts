import {
  tireHotelBearerSchema,
  tireHotelBookingRequestSchema,
  tireHotelConfirmationSchema,
  tireHotelReviewSchema,
  tireHotelTimeslotRequestSchema,
  tireHotelTimeslotsSchema,
  tireHotelValidatedSchema,
  tireHotelValidateQuerySchema,
} from './tirehotel';

const booking = {
  bookingDate: '2026-03-10',
  bookingStart: '2026-03-10T09:00:00',
  regNo: 'abc 123',
  freeText: 'Byt till vinterdäck',
  customer: { firstName: 'Anna', lastName: 'Berg', email: 'anna.berg@example.se', phoneMobile: '+46701234567' },
};

describe('tire hotel contracts', () => {
  it('parses a realistic validated answer', () => {
    const validated = tireHotelValidatedSchema.parse({
      status: 0,
      vehicles: [
        {
          regNo: 'ABC123', name: 'Volvo XC60', brand: 'Volvo', brandCode: 'VOLVO', model: 'XC60', productId: 'TH-STD', packageLevel: 'Standard',
          location: { locationName: 'Carstore Örebro', departmentName: 'Däck', erpId: '015.4', phone: '+46 19 123 45 67', email: 'tires.orebro@carstore.se' },
          tires: [{ equipmentPosition: 'Vänster fram', wheel: { name: 'Nokian Hakkapeliitta R5', rimDiameter: 18, sectionWidth: 235, threadPattern: 'Vinter friktion', threadDepth: 6.5, aspectRatio: 55, threadStatusId: 0, threadStatusMessage: 'OK' } }],
        },
      ],
    });
    expect(validated.vehicles[0]?.tires[0]?.wheel.rimDiameter).toBe(18);
  });

  it('normalises a booking and enforces the contact rules of spec 3 §5.4', () => {
    expect(tireHotelBookingRequestSchema.parse(booking).regNo).toBe('ABC123');
    expect(tireHotelBookingRequestSchema.parse({ ...booking, bookingStart: null }).bookingStart).toBeNull();
    const bad = (customer: Partial<typeof booking.customer>) => tireHotelBookingRequestSchema.safeParse({ ...booking, customer: { ...booking.customer, ...customer } }).success;
    expect(bad({ firstName: '  ' })).toBe(false);
    expect(bad({ phoneMobile: '0701234' })).toBe(false); // 7 characters
    expect(bad({ phoneMobile: '0701234567890123' })).toBe(false); // 16 characters
    expect(bad({ phoneMobile: '070-1234567' })).toBe(false);
    expect(bad({ email: 'anna@berg' })).toBe(false);
    expect(tireHotelBookingRequestSchema.safeParse({ ...booking, bookingDate: '2026-02-30' }).success).toBe(false);
  });

  it('checks codes, time-slot windows, reviews and the bearer header', () => {
    expect(tireHotelValidateQuerySchema.safeParse({ authToken: 't', otpToken: '123' }).success).toBe(false);
    expect(tireHotelValidateQuerySchema.safeParse({ authToken: 't', otpToken: '0123' }).success).toBe(true);
    expect(tireHotelTimeslotRequestSchema.safeParse({ startDate: '2026-03-10', endDate: '2026-03-09', regNo: 'ABC123' }).success).toBe(false);
    expect(tireHotelReviewSchema.safeParse({ rating: 0, comment: '', date: '2026-03-10' }).success).toBe(false);
    expect(tireHotelReviewSchema.parse({ rating: 5, date: '2026-03-10T12:00:00.000Z' }).comment).toBe('');
    expect(tireHotelBearerSchema.parse('Bearer abcdefghijklmnop')).toBe('abcdefghijklmnop');
    expect(tireHotelBearerSchema.safeParse('abcdefghijklmnop').success).toBe(false);
  });

  it('parses time slots with repeated times and a confirmation', () => {
    expect(tireHotelTimeslotsSchema.parse({ availableTimeSlotDates: [{ startTime: ['2026-03-10T08:00:00'] }, { startTime: ['2026-03-10T08:00:00'] }] }).availableTimeSlotDates).toHaveLength(2);
    expect(
      tireHotelConfirmationSchema.parse({
        bookingConfirmationId: 'TH-123456',
        customerBase: booking.customer,
        services: [{ name: 'Hjulskifte' }],
        appointmentTime: '2026-03-10T08:00:00',
        isFullDay: true,
        workshop: { name: 'Carstore Örebro', address: 'Bilvägen 3, 702 10 Örebro', email: 'x@y.se', phoneNumber: '+46 19 1' },
        freeText: '',
      }).isFullDay,
    ).toBe(true);
  });
});
