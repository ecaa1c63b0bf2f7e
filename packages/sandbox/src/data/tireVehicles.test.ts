import { tireHotelVehicleSchema } from '@showroom/contracts/tirehotel';
import { generateSeedData } from './seed';
import { DEMO_TIRE_CUSTOMERS } from './tireCustomers';
import { tireVehicleOf } from './tireVehicles';
import { generateTireWorkshops } from './tireWorkshops';

const now = new Date('2026-03-01T00:00:00Z');
const data = generateSeedData({ seed: 1, cars: 2000, now });
const workshops = generateTireWorkshops(data.dealerSites);
const vehicles = data.tireCustomers.map((c) => tireVehicleOf(c, workshops, data.seed));

describe('tire-hotel vehicles', () => {
  it('parse with the contract and are the same for the same seed', () => {
    for (const vehicle of vehicles) tireHotelVehicleSchema.parse(vehicle);
    const again = generateSeedData({ seed: 1, cars: 2000, now });
    expect(again.tireCustomers.map((c) => tireVehicleOf(c, generateTireWorkshops(again.dealerSites), 1))).toEqual(vehicles);
  });

  it('are stored at Swedish sites with a Tires or Workshop department of that ERP id', () => {
    for (const { location } of vehicles) {
      const site = data.dealerSites.find((s) => s.site_departments.some((d) => d.erp_id === location.erpId));
      expect(site?.site?.endsWith('-se')).toBe(true);
      expect(['Tires', 'Workshop']).toContain(site?.site_departments.find((d) => d.erp_id === location.erpId)?.group);
    }
  });

  it('give the fully booked workshop to NOTID1 only', () => {
    const fullyBooked = workshops.filter((w) => w.fullyBooked).map((w) => w.erpId);
    expect(fullyBooked).toHaveLength(1);
    expect(vehicles.filter((v) => fullyBooked.includes(v.location.erpId)).map((v) => v.regNo)).toEqual(['NOTID1']);
  });

  it('carry the documented demo tire states and, among seeded customers, every status', () => {
    const statusesOf = (regNo: string) => vehicles.find((v) => v.regNo === regNo)?.tires.map((t) => t.wheel.threadStatusId);
    expect(statusesOf('ABC123')).toEqual([0, 0, 0, 0]);
    expect(statusesOf('DEF456')).toEqual([0, 1, 0, 0]);
    expect(statusesOf('GHI78J')).toEqual([0, 0, 2, 0]);
    const seeded = vehicles.slice(DEMO_TIRE_CUSTOMERS.length).flatMap((v) => v.tires.map((t) => t.wheel.threadStatusId));
    expect(new Set(seeded)).toEqual(new Set([0, 1, 2, 3, 4]));
    // Worn tires (status 1) are below 4 mm, the others at or above it.
    for (const v of vehicles) for (const { wheel } of v.tires) expect(wheel.threadStatusId === 1).toBe(wheel.threadDepth < 4);
  });
});
