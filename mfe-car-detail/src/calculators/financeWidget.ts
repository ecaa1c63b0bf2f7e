import { CALCULATION_TYPES, type FinanceParameter, type FinanceParameters, type FinanceProduct, type FinanceQuote } from '@showroom/contracts/codeweaver';
import { financeValueList, snapToList, stepInList } from './financeValues';

// The UK finance widget's state (spec 2 "Finance product", §7 "Finance"): the products of the
// default call, the visitor's figures per product, and which of deposit and monthly payment was
// edited last, which decides the quote's CalculationType.

export type CalculationType = (typeof CALCULATION_TYPES)[number];

/** The sliders of a product; AnnualMileage only where the product has it (PCP). */
export type FinanceField = 'Term' | 'Deposit' | 'Payment' | 'AnnualMileage';

export interface FinanceSelection {
  term: number;
  deposit: number;
  payment: number;
  /** null for a product without mileage (hire purchase). */
  annualMileage: number | null;
}

export interface FinanceWidgetState {
  products: FinanceProduct[];
  /** Index into products of the product shown. */
  selected: number;
  /** One per product, so going back to a product finds the figures the visitor left there. */
  selections: FinanceSelection[];
  calculationType: CalculationType;
}

const snappedDefault = (parameter: FinanceParameter) => snapToList(parameter.Default, financeValueList(parameter));

/** A product's figures as it opens: each parameter's Default, snapped onto its value list. */
export function defaultSelection(product: FinanceProduct): FinanceSelection {
  return {
    term: snappedDefault(product.Term),
    deposit: snappedDefault(product.Deposit),
    payment: snappedDefault(product.Payment),
    annualMileage: product.AnnualMileage ? snappedDefault(product.AnnualMileage) : null,
  };
}

/**
 * The widget as it opens, or null when there is no product (the widget does not show). The first
 * product is shown (the spec names no preferred one, so the upstream's order is kept) and the quote is
 * by cash deposit until the visitor edits the monthly payment.
 */
export function initialFinanceState(products: readonly FinanceProduct[]): FinanceWidgetState | null {
  if (products.length === 0) return null;
  return { products: [...products], selected: 0, selections: products.map(defaultSelection), calculationType: 'CashDeposit' };
}

export function selectedProduct(state: FinanceWidgetState): FinanceProduct {
  return state.products[state.selected] as FinanceProduct;
}

export function selectedFigures(state: FinanceWidgetState): FinanceSelection {
  return state.selections[state.selected] as FinanceSelection;
}

/** Show another product (by index); an index out of range leaves the state as it is. */
export function selectProduct(state: FinanceWidgetState, index: number): FinanceWidgetState {
  if (!Number.isInteger(index) || index < 0 || index >= state.products.length) return state;
  return { ...state, selected: index };
}

const selectionKey = { Term: 'term', Deposit: 'deposit', Payment: 'payment', AnnualMileage: 'annualMileage' } as const;

/** The value list of one of the shown product's sliders; [] for a field the product lacks. */
export function fieldValues(state: FinanceWidgetState, field: FinanceField): number[] {
  const parameter = selectedProduct(state)[field];
  return parameter ? financeValueList(parameter) : [];
}

function withFigure(state: FinanceWidgetState, field: FinanceField, value: number): FinanceWidgetState {
  const selections = state.selections.map((figures, index) => (index === state.selected ? { ...figures, [selectionKey[field]]: value } : figures));
  const calculationType: CalculationType = field === 'Deposit' ? 'CashDeposit' : field === 'Payment' ? 'RegularPayment' : state.calculationType;
  return { ...state, selections, calculationType };
}

/**
 * A slider moved or a value typed: snapped to the nearest value of the field's list. Editing the
 * deposit makes the quote by cash deposit, editing the payment by regular payment; term and mileage
 * leave that as it is. A field the product lacks leaves the state as it is.
 */
export function setFinanceValue(state: FinanceWidgetState, field: FinanceField, value: number): FinanceWidgetState {
  const list = fieldValues(state, field);
  if (list.length === 0) return state;
  return withFigure(state, field, snapToList(value, list));
}

/** One position up or down a field's list (an edit like any other, so it also sets the calculation type). */
export function stepFinanceValue(state: FinanceWidgetState, field: FinanceField, direction: 1 | -1): FinanceWidgetState {
  const list = fieldValues(state, field);
  const current = selectedFigures(state)[selectionKey[field]];
  if (list.length === 0 || current === null) return state;
  return withFigure(state, field, stepInList(list, current, direction));
}

/** The quote parameters for the shown product: only the figure the calculation type names is sent of deposit and payment. */
export function financeParameters(state: FinanceWidgetState): FinanceParameters {
  const product = selectedProduct(state);
  const figures = selectedFigures(state);
  return {
    FamilyKey: product.FamilyKey,
    Term: figures.term,
    ...(state.calculationType === 'CashDeposit' ? { CashDeposit: figures.deposit } : { RegularPayment: figures.payment }),
    ...(figures.annualMileage !== null ? { AnnualMileage: figures.annualMileage } : {}),
    CalculationType: state.calculationType,
  };
}

/**
 * A quote came back: the shown product's deposit and payment become the quote's (the upstream
 * works out the one not sent and may clamp the one sent), so the sliders show what was quoted.
 */
export function applyQuote(state: FinanceWidgetState, quote: Pick<FinanceQuote, 'CashDeposit' | 'TotalRegularPayment'>): FinanceWidgetState {
  const selections = state.selections.map((figures, index) =>
    index === state.selected ? { ...figures, deposit: quote.CashDeposit, payment: quote.TotalRegularPayment } : figures,
  );
  return { ...state, selections };
}
