// Rates, residuals and cash percentages arrive as percent (4.95 means 4.95 %) and are divided by 100 (spec 2 §5).

/** `percent` % of `amount`. */
export function percentOf(amount: number, percent: number): number {
  return (amount * percent) / 100;
}

/** The monthly rate of a nominal yearly rate given in percent: rate / 100 / 12. */
export function monthlyRate(yearlyPercent: number): number {
  return yearlyPercent / 100 / 12;
}
