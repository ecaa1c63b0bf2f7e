import type { TireHotelConfirmation, TireHotelVehicle } from '@showroom/contracts/tirehotel';
import { credentials, vehicle } from '../flow/testData';

// Shaped like the sandbox's answers (packages/sandbox/src/tirehotel).

export const TOKEN = credentials.authorizationToken;

// The flow's vehicle; the booking reads its location and brandCode, not its tires.
export const bookingVehicle: TireHotelVehicle = { ...vehicle(), tires: [] };

export const bookedConfirmation: TireHotelConfirmation = {
  bookingConfirmationId: 'TH-1001',
  customerBase: { email: 'anna@example.se', firstName: 'Anna', lastName: 'Svensson', phoneMobile: '+46701234512' },
  services: [{ name: 'Hjulskifte' }],
  appointmentTime: '2026-12-03T09:00:00',
  isFullDay: false,
  workshop: { name: 'Bilhallen Göteborg', address: 'Exempelgatan 1, Göteborg', email: 'dack.gbg@example.se', phoneNumber: '031-123 45 67' },
  freeText: 'Vinterdäcken, tack',
};
