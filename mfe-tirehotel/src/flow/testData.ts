import type { TireHotelConfirmation, TireHotelCustomer, TireHotelValidated, TireHotelVehicle } from '@showroom/contracts/tirehotel';

// Test data shaped like the sandbox's answers (packages/sandbox/src/data/tireVehicles.ts).

export const customer: TireHotelCustomer = { encryptedPhoneNumber: 'c2FuZGJveDowNzAxMjM0NTEy', obfuscatedPhoneNumber: '07*****12', regNo: 'ABC123' };
export const credentials = { authorizationToken: 'tok_abcdefghijklmnop' };

const tire = (equipmentPosition: string, threadStatusId: number, threadDepth: number, threadStatusMessage: string) => ({
  equipmentPosition,
  wheel: { name: 'Nokian Hakkapeliitta R5', rimDiameter: 18, sectionWidth: 235, threadPattern: 'Vinter friktion', threadDepth, aspectRatio: 55, threadStatusId, threadStatusMessage },
});

export function vehicle(statuses: [number, number, number, number] = [0, 0, 0, 0]): TireHotelVehicle {
  const messages: Record<number, string> = { 0: 'Däcket är i gott skick', 1: 'Byte rekommenderas, mönsterdjupet är lågt', 2: 'Ojämnt slitage, kontrollera hjulinställningen' };
  const positions = ['Vänster fram', 'Höger fram', 'Vänster bak', 'Höger bak'];
  return {
    regNo: 'ABC123',
    name: 'Volvo XC60',
    brand: 'Volvo',
    brandCode: 'VOLVO',
    model: 'XC60',
    productId: 'DH-STD',
    packageLevel: 'Standard',
    location: { locationName: 'Bilhallen Göteborg', departmentName: 'Däck', erpId: 'SE-GBG-1', phone: '031-123 45 67', email: 'dack.gbg@example.se' },
    tires: positions.map((position, i) => tire(position, statuses[i] ?? 0, statuses[i] === 1 ? 2.4 : 6.1, messages[statuses[i] ?? 0] ?? '')),
  };
}

export const validated = (v: TireHotelVehicle = vehicle()): TireHotelValidated => ({ status: 0, vehicles: [v] });

export const confirmation: TireHotelConfirmation = {
  bookingConfirmationId: 'TH-1001',
  customerBase: { email: 'anna@example.se', firstName: 'Anna', lastName: 'Svensson', phoneMobile: '0701234512' },
  services: [{ name: 'Hjulskifte' }],
  appointmentTime: '2026-11-06T09:00:00',
  isFullDay: false,
  workshop: { name: 'Bilhallen Göteborg', address: 'Exempelgatan 1, Göteborg', email: 'dack.gbg@example.se', phoneNumber: '031-123 45 67' },
  freeText: '',
};
