import { PERIOD_STEP_MONTHS } from './constants';
import { clamp, nearest } from './range';

export interface PeriodSlider {
  min: number;
  max: number;
  step: number;
  /** True when there is only one period to choose: the UI hides the slider (spec 2 §5). */
  hidden: boolean;
}

/** The period slider over the offered contract lengths: 12-month steps from the shortest to the longest. */
export function periodSlider(offeredMonths: readonly number[]): PeriodSlider {
  if (offeredMonths.length === 0) throw new Error('periodSlider: no contract durations');
  const min = Math.min(...offeredMonths);
  const max = Math.max(...offeredMonths);
  return { min, max, step: PERIOD_STEP_MONTHS, hidden: min === max };
}

/**
 * The offered contract length a wanted period lands on: clamped into the slider's range, then the
 * nearest offered length (the slider can stop on a 12-month step no contract has, e.g. 36 of 24/48/60;
 * of two equally near, the shorter).
 */
export function snapPeriod(months: number, offeredMonths: readonly number[]): number {
  const { min, max } = periodSlider(offeredMonths);
  return nearest(clamp(months, min, max), offeredMonths);
}
