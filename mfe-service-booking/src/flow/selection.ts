import { ORIGINAL_SERVICE_CODE, type ServiceCategory, type ServiceOffering, type ServiceOfferingRequest } from '@showroom/contracts/mechmate';
import type { BookingStore, SelectedService } from './flowState';

/** Spec 3 §5.1 and §9: a user-input message holds at most 80 characters. */
export const MESSAGE_MAX_LENGTH = 80;

/** The selection entry an offering starts as when it is ticked. */
export function selectedFrom(offering: ServiceOffering, category: ServiceCategory, type: SelectedService['type']): SelectedService {
  return {
    code: offering.code,
    name: offering.name,
    price: offering.price,
    priceKnown: offering.priceKnown,
    priceDiscount: offering.priceDiscount,
    category: category.name,
    type,
    units: offering.unitPrice ? offering.unitPrice.minimum : null,
    unitAbbreviation: offering.unitPrice ? offering.unitPrice.unitAbbreviation : null,
    userInput: offering.allowUserInput ? '' : null,
  };
}

/** Whole units within the offering's range: fractions are rounded down, values outside are clamped (spec 3 §5.1). */
export function clampUnits(units: number, range: { minimum: number; maximum: number }): number {
  const whole = Number.isFinite(units) ? Math.floor(units) : range.minimum;
  return Math.min(range.maximum, Math.max(range.minimum, whole));
}

/** The cost of one selection: price times units for unit offerings, else the price; null when not known. */
export function lineTotal(service: SelectedService): number | null {
  if (!service.priceKnown || service.price === null) return null;
  return service.units === null ? service.price : service.price * service.units;
}

/** Spec 3 §9: total = sum of price, or price times units; unknown prices are left out (set at the workshop). */
export function totalPrice(services: Record<string, SelectedService>): { total: number; someUnknown: boolean } {
  let total = 0;
  let someUnknown = false;
  for (const service of Object.values(services)) {
    const line = lineTotal(service);
    if (line === null) someUnknown = true;
    else total += line;
  }
  return { total, someUnknown };
}

/** The chosen services or add-ons only. */
export function selectionOf(services: Record<string, SelectedService>, type: SelectedService['type']): SelectedService[] {
  return Object.values(services).filter((service) => service.type === type);
}

/** What keeps one selection from being bookable: a user-input message left empty, or originalservice without a mileage. */
export type SelectionProblem = { code: string; problem: 'message' | 'mileage' };

/** Every problem of the current selection (spec 3 §5.1: "Ange meddelande", "Ange miltal"). */
export function selectionProblems(state: Pick<BookingStore, 'services' | 'milage'>): SelectionProblem[] {
  const problems: SelectionProblem[] = [];
  for (const service of Object.values(state.services)) {
    if (service.userInput !== null && service.userInput.trim() === '') problems.push({ code: service.code, problem: 'message' });
    if (service.code === ORIGINAL_SERVICE_CODE && !(state.milage !== null && state.milage > 0)) problems.push({ code: service.code, problem: 'mileage' });
  }
  return problems;
}

/** Continue from the services step: at least one service, and nothing missing. */
export function canLeaveServices(state: Pick<BookingStore, 'services' | 'milage'>): boolean {
  return selectionOf(state.services, 'service').length > 0 && selectionProblems(state).length === 0;
}

/** The offering codes of the selection, services first, for the prices, time-slot and stream calls. */
export function offeringCodes(services: Record<string, SelectedService>): string[] {
  return [...selectionOf(services, 'service'), ...selectionOf(services, 'addon')].map((service) => service.code);
}

/** serviceOfferingRequests of the booking POST (spec 3 §7.1): kobraId, unitsSelected, userInput. */
export function offeringRequests(services: Record<string, SelectedService>): ServiceOfferingRequest[] {
  return [...selectionOf(services, 'service'), ...selectionOf(services, 'addon')].map((service) => ({
    kobraId: service.code,
    unitsSelected: service.units,
    userInput: service.userInput,
  }));
}
