// Bounds and value lists of the car record and the car card, without schemas: the zod schemas (car.ts,
// props/carCard.ts) and the browser's hand-written checks (checks/carCardCheck.ts, mfe-search's compareCarCheck.ts)
// take them from here, so the two descriptions share one number (zod/mini's calls are not pure, docs/decisions.md).

/**
 * Longest car description kept (characters). Seeded ones are under 1,000 and real ones a few thousand;
 * anything longer is cut, not refused, so one runaway description cannot take the car page down or
 * make every render parse a megabyte (issue 12 item 9).
 */
export const MAX_CAR_DESCRIPTION_LENGTH = 50_000;

/** Longest free text a car card keeps (a version, a model text, a campaign name), cut there rather than refused. */
export const CARD_TEXT_MAX = 300;

/** The odometer units a car record may carry. */
export const ODOMETER_UNITS = ['mil', 'km', 'miles'] as const;
