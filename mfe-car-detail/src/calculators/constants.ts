// Business constants of spec 2 §5 "Calculators" and §9 "Business constants and limits".

/** The down payment slider moves in steps of 1000 (in the car's currency). */
export const DOWN_PAYMENT_STEP = 1000;

/** The loan and company leasing period sliders move in steps of 12 months. */
export const PERIOD_STEP_MONTHS = 12;

/** The company leasing first fee moves in steps of 1 percent of the leasing base price. */
export const FIRST_FEE_STEP_PERCENT = 1;

/** Calculator changes are pushed to the data layer after this quiet time, not on every slider tick. */
export const CALCULATOR_TRACKING_DEBOUNCE_MS = 500;
