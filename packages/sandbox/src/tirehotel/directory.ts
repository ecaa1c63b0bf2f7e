import type { TireHotelVehicle } from '@showroom/contracts';
import type { SeedData } from '../data/seed';
import type { TireCustomer } from '../data/tireCustomers';
import { tireVehicleOf } from '../data/tireVehicles';
import { generateTireWorkshops, type TireWorkshop } from '../data/tireWorkshops';

const PHONE_PREFIX = 'sandbox:';

/** The opaque "encrypted" phone number the search answers with (base64url of a sandbox marker). */
export function encryptPhone(phone: string): string {
  return Buffer.from(`${PHONE_PREFIX}${phone}`).toString('base64url');
}

/** The phone number behind an encryptedPhoneNumber, or undefined for anything else. */
export function decryptPhone(encrypted: string): string | undefined {
  const text = Buffer.from(encrypted, 'base64url').toString('utf8');
  return text.startsWith(PHONE_PREFIX) ? text.slice(PHONE_PREFIX.length) : undefined;
}

/** Who the tire hotel knows: customers by phone, their vehicles, and the workshops by ERP id. */
export interface TireHotelDirectory {
  seed: number;
  customersByPhone(phone: string): TireCustomer[];
  vehicle(regNo: string): TireHotelVehicle | undefined;
  workshop(erpId: string): TireWorkshop | undefined;
  workshops: readonly TireWorkshop[];
}

/** Builds the directory from the seed data; vehicles are derived on first use and kept. */
export function buildTireHotelDirectory(data: Pick<SeedData, 'seed' | 'tireCustomers' | 'dealerSites'>): TireHotelDirectory {
  const workshops = generateTireWorkshops(data.dealerSites);
  const byErpId = new Map(workshops.map((w) => [w.erpId, w]));
  const byRegNo = new Map(data.tireCustomers.map((c) => [c.regNo, c]));
  const vehicles = new Map<string, TireHotelVehicle>();
  return {
    seed: data.seed,
    workshops,
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
