import type { Car, DealerSite, Kit } from '@showroom/contracts';
import { generateCars } from './cars';
import { generateBranchSites, generateStockSites } from './dealerSites';
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
  // Cars and kits are spread over the stock sites only, so the branches added for the site list's paging left the stock as it was.
  const stockSites = generateStockSites(options.seed, options.now);
  const dealerSites = [...stockSites, ...generateBranchSites(options.seed, options.now, stockSites)];
  const cars = generateCars(options.seed, options.cars, stockSites, options.now);
  return {
    seed: options.seed,
    now: options.now,
    cars,
    dealerSites,
    kits: generateKits(options.seed, stockSites),
    tireCustomers: generateTireCustomers(cars),
  };
}
