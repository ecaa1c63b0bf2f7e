import type { BffAnswer } from '@showroom/api-client';
import type { MechmateCar } from '@showroom/contracts/mechmate';
import type { mechmateRoutes } from '@showroom/contracts/bff-routes';
import type { Translator } from '@showroom/i18n';

/** A failed car lookup, by the error catalogue of spec 3 §8. */
export type LookupError =
  | { code: 'InvalidReg' }
  | { code: 'VehicleNotFound' }
  | { code: 'BrandNotSupported'; brand: string }
  | { code: 'ServerError' };

export type LookupOutcome =
  | { kind: 'found'; car: MechmateCar }
  /** isSupported false: the brand is booked elsewhere and the flow stops. */
  | { kind: 'unsupported'; brand: string }
  | { kind: 'failed'; error: LookupError };

const SERVER_ERROR: LookupError = { code: 'ServerError' };

/** Maps the code in errors['Error Result'][0] to a catalogue entry; anything unknown is a server error. */
export function lookupErrorFromCode(code: string | undefined): LookupError {
  if (code === undefined) return SERVER_ERROR;
  const trimmed = code.trim();
  if (trimmed === 'InvalidReg') return { code: 'InvalidReg' };
  if (trimmed === 'VehicleNotFound' || trimmed === 'Fordon hittades inte') return { code: 'VehicleNotFound' };
  if (trimmed.includes('BrandNotSupported')) {
    // "BrandNotSupported,Tesla": the brand follows the first comma. Without one there is no brand
    // to name, and "... av märket ." would read as broken, so the generic message is shown.
    const comma = trimmed.indexOf(',');
    const brand = comma === -1 ? '' : trimmed.slice(comma + 1).trim();
    return brand ? { code: 'BrandNotSupported', brand } : SERVER_ERROR;
  }
  return SERVER_ERROR;
}

/** The BFF's answer to a car lookup: the car, or a failed status with mechmate's error body when it sent one. */
export type CarLookupAnswer = BffAnswer<typeof mechmateRoutes.car>;

/** Classifies the lookup answer; `undefined` is a call that got no answer (network, timeout) or a car out of contract. */
export function lookupOutcome(answer: CarLookupAnswer | undefined): LookupOutcome {
  if (!answer) return { kind: 'failed', error: SERVER_ERROR };
  if (answer.ok) return answer.data.isSupported ? { kind: 'found', car: answer.data } : { kind: 'unsupported', brand: answer.data.brand };
  return { kind: 'failed', error: lookupErrorFromCode(answer.error?.errors['Error Result'][0]) };
}

/** The text shown for a failed or stopped lookup. */
export function lookupMessage(t: Translator, outcome: Exclude<LookupOutcome, { kind: 'found' }>): string {
  if (outcome.kind === 'unsupported') return t('serviceBooking.unsupportedBrand', { brand: outcome.brand });
  const { error } = outcome;
  return error.code === 'BrandNotSupported' ? t('serviceBooking.error.BrandNotSupported', { brand: error.brand }) : t(`serviceBooking.error.${error.code}`);
}
