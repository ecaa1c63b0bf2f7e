import type { Car, DealerSite, Kit } from '@showroom/contracts';
import { generateCars } from './cars';
import { generateDealerSites } from './dealerSites';
import { generateKits } from './kits';
import { generateTireCustomers, type TireCustomer } from './tireCustomers';

/** Everything the sandbox serves, generated from one seed and clock. */
export interface SeedData {
  seed: number;
  now: Date;
  cars: Car[];
  dealerSites: DealerSite[];
  kits: Kit[];
  tireCustomers: TireCustomer[];
}

/** Generates the sandbox data; same seed, count and clock give the same data. */
export function generateSeedData(options: { seed: number; cars: number; now: Date }): SeedData {
  const dealerSites = generateDealerSites(options.seed, options.now);
  const cars = generateCars(options.seed, options.cars, dealerSites, options.now);
  return {
    seed: options.seed,
    now: options.now,
    cars,
    dealerSites,
    kits: generateKits(options.seed, dealerSites),
    tireCustomers: generateTireCustomers(cars),
  };
}
