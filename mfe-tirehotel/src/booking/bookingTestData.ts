import type { TireHotelConfirmation, TireHotelVehicle } from '@showroom/contracts/tirehotel';

// Shaped like the sandbox's answers (packages/sandbox/src/tirehotel).

export const TOKEN = 'tok_abcdefghijklmnop';

export const bookingVehicle: TireHotelVehicle = {
  regNo: 'ABC123',
  name: 'Volvo XC60',
  brand: 'Volvo',
  brandCode: 'VOLVO',
  model: 'XC60',
  productId: 'DH-STD',
  packageLevel: 'Standard',
  location: { locationName: 'Bilhallen Göteborg', departmentName: 'Däck', erpId: 'SE-GBG-1', phone: '031-123 45 67', email: 'dack.gbg@example.se' },
  tires: [],
};

export const bookedConfirmation: TireHotelConfirmation = {
  bookingConfirmationId: 'TH-1001',
  customerBase: { email: 'anna@example.se', firstName: 'Anna', lastName: 'Svensson', phoneMobile: '+46701234512' },
  services: [{ name: 'Hjulskifte' }],
  appointmentTime: '2026-12-03T09:00:00',
  isFullDay: false,
  workshop: { name: 'Bilhallen Göteborg', address: 'Exempelgatan 1, Göteborg', email: 'dack.gbg@example.se', phoneNumber: '031-123 45 67' },
  freeText: 'Vinterdäcken, tack',
};
