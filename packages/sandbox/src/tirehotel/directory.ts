import type { TireHotelVehicle } from '@showroom/contracts/tirehotel';
import type { SeedData } from '../data/seed';
import type { TireCustomer } from '../data/tireCustomers';
import { tireVehicleOf } from '../data/tireVehicles';
import { generateTireWorkshops, type TireWorkshop } from '../data/tireWorkshops';
import { createPhoneCipher, type PhoneCipher } from './phoneCipher';

/** Who the tire hotel knows: customers by phone, their vehicles, and the workshops by ERP id. */
export interface TireHotelDirectory {
  seed: number;
  customersByPhone(phone: string): TireCustomer[];
  vehicle(regNo: string): TireHotelVehicle | undefined;
  workshop(erpId: string): TireWorkshop | undefined;
  workshops: readonly TireWorkshop[];
  /** The search answer's encryptedPhoneNumber, and back. */
  phones: PhoneCipher;
}

/** Builds the directory from the seed data; vehicles are derived on first use and kept. */
export function buildTireHotelDirectory(data: Pick<SeedData, 'seed' | 'tireCustomers' | 'dealerSites'>, secret: string): TireHotelDirectory {
  const workshops = generateTireWorkshops(data.dealerSites);
  const byErpId = new Map(workshops.map((w) => [w.erpId, w]));
  const byRegNo = new Map(data.tireCustomers.map((c) => [c.regNo, c]));
  const vehicles = new Map<string, TireHotelVehicle>();
  return {
    seed: data.seed,
    workshops,
    phones: createPhoneCipher(secret),
    customersByPhone: (phone) => data.tireCustomers.filter((c) => c.phone === phone),
    vehicle: (regNo) => {
      const customer = byRegNo.get(regNo);
      if (!customer) return undefined;
      const known = vehicles.get(regNo) ?? tireVehicleOf(customer, workshops, data.seed);
      vehicles.set(regNo, known);
      return known;
    },
    workshop: (erpId) => byErpId.get(erpId),
  };
}
