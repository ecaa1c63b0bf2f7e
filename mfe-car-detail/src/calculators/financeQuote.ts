import type { Car } from '@showroom/contracts';
import type { FinanceBlock, FinanceCfdRequest, FinanceCfdResponse, FinanceDefaultRequest, FinanceNotification, FinanceParameters, FinanceQuote } from '@showroom/contracts/codeweaver';
import type { SiteDefinition } from '@showroom/sites';

// The calls of the UK finance widget (spec 2 §7 "Finance") and how their answers are read (§8).

/** Shown when the default call fails (spec 2 §8). */
export const FINANCE_DEFAULT_ERROR =
  "Sorry, but it looks like we can't get a quote for you right now. Please contact our team for more information about finance offers on this vehicle.";

export type FinanceCar = Pick<Car, 'car_id' | 'car_site_id'>;

/** The widget is UK-only: on sites with the ukFinance feature (premium-uk). */
export function hasUkFinance(site: Pick<SiteDefinition, 'features'>): boolean {
  return site.features.includes('ukFinance');
}

function identity(car: FinanceCar) {
  if (!car.car_site_id) return null;
  return {
    Vehicle: { Identifier: car.car_id, Country: 'GB' as const, Status: 'Preowned' as const },
    Dealer: { Identifier: car.car_site_id },
  };
}

/** POST /codeweaver/default body: the car (GB, pre-owned) and its dealer; null when the car has no site id to ask with. */
export function financeDefaultRequest(car: FinanceCar): FinanceDefaultRequest | null {
  return identity(car);
}

/** POST /codeweaver/cfd body for one quote; the request Id is the car id so the answer can be matched. */
export function financeQuoteRequest(car: FinanceCar, parameters: FinanceParameters): FinanceCfdRequest | null {
  const who = identity(car);
  if (!who) return null;
  return { Dealer: who.Dealer, VehicleRequests: [{ Id: car.car_id, Vehicle: who.Vehicle, Parameters: parameters }] };
}

export type QuoteOutcome =
  | { kind: 'quote'; quote: FinanceQuote; blocks: FinanceBlock[]; notices: FinanceNotification[] }
  /** The widget hides itself and holds the message (spec 2 §8 "Quote error"). */
  | { kind: 'error'; message: string };

/** Reads a cfd answer for the car: its first quotation, or the error that replaced it. */
export function quoteOutcome(response: FinanceCfdResponse, carId: string): QuoteOutcome {
  const vehicle = response.Vehicles.find((v) => v.Id === carId || v.Identifier === carId);
  const quotation = vehicle?.FinanceQuotations[0];
  if (!quotation) return { kind: 'error', message: 'No quotation for this vehicle' };
  if (!quotation.Quote) {
    const errors = quotation.Finance.Notifications.filter((n) => n.Type === 'Error').map((n) => n.Message);
    return { kind: 'error', message: errors.join(' ') || 'No quote' };
  }
  return { kind: 'quote', quote: quotation.Quote, blocks: quotation.Blocks, notices: quotation.Finance.Notifications };
}
