import type { CarModelCardFields } from '@showroom/contracts';

export interface LabelPair {
  label: string;
  value: string;
}

const NUMBERS = [1, 2, 3, 4] as const;

/** Label1-4 with LabelValue1-4 as pairs, in order; a label without a value (or a value without a label) is skipped. */
export function carModelLabels(card: Pick<CarModelCardFields, `Label${1 | 2 | 3 | 4}` | `LabelValue${1 | 2 | 3 | 4}`>): LabelPair[] {
  return NUMBERS.flatMap((n) => {
    const label = card[`Label${n}`]?.trim();
    const value = card[`LabelValue${n}`]?.trim();
    return label && value ? [{ label, value }] : [];
  });
}
