import type { Tire, TireHotelVehicle } from '@showroom/contracts/tirehotel';
import { createRandom, hashString, type Random } from '../random';
import { brandCode } from './dealerSites';
import type { TireCustomer } from './tireCustomers';
import type { TireWorkshop } from './tireWorkshops';

const POSITIONS = ['Vänster fram', 'Höger fram', 'Vänster bak', 'Höger bak'] as const;
const PACKAGES = [
  { productId: 'DH-BAS', packageLevel: 'Bas' },
  { productId: 'DH-STD', packageLevel: 'Standard' },
  { productId: 'DH-PREM', packageLevel: 'Premium' },
] as const;
const TIRE_SETS = [
  { name: 'Nokian Hakkapeliitta R5', threadPattern: 'Vinter friktion' },
  { name: 'Michelin X-Ice Snow', threadPattern: 'Vinter friktion' },
  { name: 'Continental IceContact 3', threadPattern: 'Vinter dubb' },
  { name: 'Michelin Pilot Sport 5', threadPattern: 'Sommar' },
  { name: 'Continental PremiumContact 7', threadPattern: 'Sommar' },
  { name: 'Goodyear EfficientGrip Performance 2', threadPattern: 'Sommar' },
] as const;
const SIZES = [
  { rimDiameter: 16, sectionWidth: 205, aspectRatio: 55 },
  { rimDiameter: 17, sectionWidth: 225, aspectRatio: 50 },
  { rimDiameter: 18, sectionWidth: 235, aspectRatio: 55 },
  { rimDiameter: 19, sectionWidth: 235, aspectRatio: 50 },
  { rimDiameter: 20, sectionWidth: 255, aspectRatio: 45 },
] as const;

/** Tread statuses: 0 fine, 1 replacement recommended (spec 3 §9), above 1 other warnings. */
export const TREAD_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  0: 'Däcket är i gott skick',
  1: 'Byte rekommenderas, mönsterdjupet är lågt',
  2: 'Ojämnt slitage, kontrollera hjulinställningen',
  3: 'Skada på däcksidan',
  4: 'Däcket är äldre än sex år',
};
// Below this depth (mm) the tread is worn enough to recommend new tires.
const REPLACE_BELOW_MM = 4;

/** The demo customers' tire states, fixed so the documented cases hold for every seed. */
const DEMO_STATUSES: Readonly<Record<string, readonly number[]>> = {
  ABC123: [0, 0, 0, 0],
  DEF456: [0, 1, 0, 0],
  GHI78J: [0, 0, 2, 0],
  NOSMS1: [0, 0, 0, 0],
  NOTID1: [0, 0, 0, 0],
  BOKFEL: [0, 0, 0, 0],
};

/**
 * The customer's vehicle as validate returns it: package, location and the stored tire set, all
 * derived from the seed and the regNo (same seed, same vehicle). The fully booked workshop goes
 * only to NOTID1; everyone else gets one of the others.
 */
export function tireVehicleOf(customer: TireCustomer, workshops: readonly TireWorkshop[], seed: number): TireHotelVehicle {
  const random = createRandom(hashString(`${seed}:tirehotel:${customer.regNo}`));
  const booked = workshops.find((w) => w.fullyBooked);
  const open = workshops.filter((w) => !w.fullyBooked);
  const workshop = customer.regNo === 'NOTID1' ? booked : open.length > 0 ? random.pick(open) : booked;
  if (!workshop) throw new Error('no Swedish workshop with a Tires or Workshop department in the seeded dealer sites');
  const pack = random.pick(PACKAGES);
  return {
    regNo: customer.regNo,
    name: `${customer.brand} ${customer.model}`,
    brand: customer.brand,
    brandCode: brandCode(customer.brand),
    model: customer.model,
    productId: pack.productId,
    packageLevel: pack.packageLevel,
    location: { locationName: workshop.locationName, departmentName: workshop.departmentName, erpId: workshop.erpId, phone: workshop.phone, email: workshop.email },
    tires: tireSet(random, DEMO_STATUSES[customer.regNo]),
  };
}

function tireSet(random: Random, statuses: readonly number[] | undefined): Tire[] {
  const set = random.pick(TIRE_SETS);
  const size = random.pick(SIZES);
  return POSITIONS.map((equipmentPosition, i) => {
    const status = statuses?.[i] ?? seededStatus(random);
    const tenths = status === 1 ? random.int(20, 35) : REPLACE_BELOW_MM * 10 + random.int(0, 45);
    const depth = tenths / 10;
    return {
      equipmentPosition,
      wheel: { ...set, ...size, threadDepth: depth, threadStatusId: status, threadStatusMessage: TREAD_STATUS_MESSAGES[status] ?? '' },
    };
  });
}

// Most tires are fine; about one in nine is worn, one in twenty has another remark.
function seededStatus(random: Random): number {
  return random.weighted<number>([[0, 67], [1, 9], [2, 2], [3, 1], [4, 1]]);
}
