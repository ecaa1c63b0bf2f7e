import type { FinanceFamilyKey } from '@showroom/contracts/codeweaver';
import { hashString } from '../random';

/** What a quote was made of: enough to make it again. */
export interface QuoteKey {
  carId: string;
  family: FinanceFamilyKey;
  term: number;
  cashDeposit: number;
  mileage: number | null;
}

const checksum = (payload: string, seed: number) => hashString(`${seed}:quote:${payload}`).toString(36).padStart(7, '0').slice(0, 5).toUpperCase();

/**
 * A quote reference that carries its own inputs and a seeded checksum: the legal call can rebuild
 * the quote after a restart without storing anything, and a made-up reference is refused.
 */
export function encodeQuoteRef(key: QuoteKey, seed: number): string {
  const payload = `${key.carId}-${key.family}-${key.term}-${Math.round(key.cashDeposit * 100)}-${key.mileage ?? 0}`;
  return `CW-${payload}-${checksum(payload, seed)}`;
}

/** The inputs of a reference made by encodeQuoteRef, or undefined when it is not one (or was altered). */
export function decodeQuoteRef(ref: string, seed: number): QuoteKey | undefined {
  const match = /^CW-(\d{1,12})-(PCP|HP)-(\d{1,3})-(\d{1,12})-(\d{1,6})-([0-9A-Z]{5})$/.exec(ref);
  if (!match) return undefined;
  const [, carId, family, term, depositPence, mileage, check] = match;
  const payload = `${carId}-${family}-${term}-${depositPence}-${mileage}`;
  if (!carId || (family !== 'PCP' && family !== 'HP') || check !== checksum(payload, seed)) return undefined;
  return { carId, family, term: Number(term), cashDeposit: Number(depositPence) / 100, mileage: Number(mileage) || null };
}
