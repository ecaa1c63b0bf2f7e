/** A column count that applies from `minWidth` px up (until the next rule). */
export interface ColumnRule {
  minWidth: number;
  columns: number;
}

// Spec 1 §9: 1 column up to 768 px, 3 up to 1280 px, 4 beyond for the wide variant.
const DEFAULT_RULES: readonly ColumnRule[] = [
  { minWidth: 0, columns: 1 },
  { minWidth: 768, columns: 3 },
];
const WIDE_RULES: readonly ColumnRule[] = [...DEFAULT_RULES, { minWidth: 1280, columns: 4 }];

/** The column rules of a card list, narrowest first (for its media queries). */
export function cardColumnRules(wide: boolean): readonly ColumnRule[] {
  return wide ? WIDE_RULES : DEFAULT_RULES;
}

/** How many card columns a viewport of `width` px shows. */
export function cardColumns(width: number, wide: boolean): number {
  let columns = 1;
  for (const rule of cardColumnRules(wide)) if (width >= rule.minWidth) columns = rule.columns;
  return columns;
}
