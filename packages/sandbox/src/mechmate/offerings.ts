import { ORIGINAL_SERVICE_CODE, type MechmateCar, type ServiceCategory, type ServiceOffering } from '@showroom/contracts/mechmate';
import { CATALOGUE, type CatalogueCategory, type CatalogueOffering } from '../data/mechmateCatalogue';
import type { Workshop } from '../data/mechmateWorkshops';
import { hashString } from '../random';

/** Brands whose parts and hours cost more. */
const PREMIUM_BRANDS = new Set(['BMW', 'Mercedes-Benz', 'Porsche', 'Volvo']);
/** Mil (10 km) between two services; every third service is the large one. */
export const SERVICE_INTERVAL_MIL = 1500;

export interface PricingContext {
  car: MechmateCar;
  electric: boolean;
  /** The sandbox clock's year, for the age of the car. */
  year: number;
}

const roundTen = (value: number) => Math.round(value / 10) * 10;

/** The car's price factor: premium brands 1.25, cars over ten years old another 1.1. */
export function carFactor({ car, year }: PricingContext): number {
  return (PREMIUM_BRANDS.has(car.brand) ? 1.25 : 1) * (car.buildYear > 0 && year - car.buildYear > 10 ? 1.1 : 1);
}

/** The discount in percent a car gets on an offering (service agreement only). */
export function discountOf(offering: CatalogueOffering, car: MechmateCar): number {
  return car.hasServiceAgreement ? (offering.agreementDiscount ?? 0) : 0;
}

/** A base price priced for the car, after its discount, rounded to ten kronor; null stays null. */
export function priceFor(offering: CatalogueOffering, context: PricingContext, extraFactor = 1): number | null {
  if (offering.basePrice === null) return null;
  return roundTen(offering.basePrice * carFactor(context) * extraFactor * (1 - discountOf(offering, context.car) / 100));
}

/** The categories as a car sees them: priced, discounted, and unavailable where they do not apply. */
export function offeringsFor(categories: readonly CatalogueCategory[], context: PricingContext, nearestWorkshopKm: number | null): ServiceCategory[] {
  const available = (offering: CatalogueOffering) =>
    !(offering.combustionOnly && context.electric) && !(offering.withinKm !== undefined && (nearestWorkshopKm === null || nearestWorkshopKm > offering.withinKm));
  return categories.map((category) => ({
    name: category.name,
    icon: category.icon,
    selectionType: category.selectionType,
    offerings: category.offerings.map(
      (offering): ServiceOffering => ({
        code: offering.code,
        name: offering.name,
        price: priceFor(offering, context),
        description: offering.description,
        isAvailable: available(offering),
        priceKnown: offering.basePrice !== null,
        notKnownPriceText: offering.basePrice === null ? (offering.notKnownPriceText ?? null) : null,
        priceDiscount: discountOf(offering, context.car),
        allowUserInput: offering.allowUserInput ?? false,
        unitPrice: offering.unitPrice ?? null,
      }),
    ),
  }));
}

/** A workshop's price level: 0.90 to 1.10, fixed per seed and department. */
export function departmentFactor(seed: number, workshop: Workshop): number {
  return 0.9 + (hashString(`${seed}|price|${workshop.departmentId}`) % 21) / 100;
}

/** The factor of the manufacturer's service at a mileage: the large service (every third) costs 1.6 times. */
export function mileageFactor(mileage: number): number {
  const serviceNumber = Math.max(1, Math.ceil(mileage / SERVICE_INTERVAL_MIL));
  return serviceNumber % 3 === 0 ? 1.6 : 1;
}

/** Prices at a workshop for a mileage; codes must be in the catalogue. */
export function pricesAt(codes: readonly string[], context: PricingContext, mileage: number, workshop: Workshop, seed: number): { code: string; price: number | null }[] {
  return codes.map((code) => {
    const offering = CATALOGUE.get(code);
    if (!offering) throw new Error(`unknown offering ${code}`);
    const factor = departmentFactor(seed, workshop) * (code === ORIGINAL_SERVICE_CODE ? mileageFactor(mileage) : 1);
    return { code, price: priceFor(offering, context, factor) };
  });
}
