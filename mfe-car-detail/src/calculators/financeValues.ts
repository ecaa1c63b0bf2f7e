import type { FinanceParameter } from '@showroom/contracts/codeweaver';
import { nearest } from './range';

// The finance widget's sliders step through value lists (spec 2 §5 "Finance sliders step from their
// value lists"). A product parameter carries either Values, or Minimum/Maximum with an optional Step.

/** More positions than this on one slider are thinned out (an upstream could send Step 0.01 over £100,000). */
export const MAX_SLIDER_POSITIONS = 2000;

const toPence = (value: number) => Math.round(value * 100) / 100;

/**
 * The values a parameter's slider stops at, ascending: its Values, or Minimum, Minimum + Step, ...
 * up to and including Maximum (the last step may be shorter). With no Step the spec is silent; whole
 * units (Step 1) are used. With neither Values nor a range, the Default alone.
 */
export function financeValueList(parameter: FinanceParameter): number[] {
  if (parameter.Values && parameter.Values.length > 0) return [...new Set(parameter.Values)].sort((a, b) => a - b);
  const { Minimum: min, Maximum: max } = parameter;
  if (min === undefined || max === undefined || max <= min) return [parameter.Default];
  const step = Math.max(parameter.Step ?? 1, (max - min) / MAX_SLIDER_POSITIONS);
  const values: number[] = [];
  for (let k = 0; ; k++) {
    const value = toPence(min + k * step);
    if (value >= max) break;
    values.push(value);
  }
  values.push(max);
  return values;
}

/** The list value nearest to `value` (of two equally near, the smaller). */
export function snapToList(value: number, list: readonly number[]): number {
  return nearest(value, list);
}

/**
 * The next list value above (direction 1) or below (-1) `current`, which need not be on the list
 * (a quote can settle on any figure); at either end the end value.
 */
export function stepInList(list: readonly number[], current: number, direction: 1 | -1): number {
  if (list.length === 0) throw new Error('stepInList: empty list');
  if (direction === 1) return list.find((value) => value > current) ?? (list[list.length - 1] as number);
  return [...list].reverse().find((value) => value < current) ?? (list[0] as number);
}
