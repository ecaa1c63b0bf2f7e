import { financeParametersSchema } from '@showroom/contracts/codeweaver';
import { hp, pcp } from './financeFixtures';
import {
  applyQuote,
  defaultSelection,
  fieldValues,
  financeParameters,
  initialFinanceState,
  selectedFigures,
  selectProduct,
  setFinanceValue,
  stepFinanceValue,
  type FinanceWidgetState,
} from './financeWidget';

const opened = () => initialFinanceState([pcp, hp]) as FinanceWidgetState;

describe('default products', () => {
  it('starts each product at its defaults, snapped onto its value lists', () => {
    // PCP payment list is 180.55, 181.55, ...: 250.37 is 0.18 from 250.55 and 0.82 from 249.55
    expect(defaultSelection(pcp)).toEqual({ term: 36, deposit: 1_000, payment: 250.55, annualMileage: 10_000 });
    // HP deposit list is 1 001, 1 101, ...: 1 100 -> 1 101; payment list 120.4, 121.4, ...: 230 -> 230.4
    expect(defaultSelection(hp)).toEqual({ term: 48, deposit: 1_101, payment: 230.4, annualMileage: null });
  });

  it('opens on the first product, quoting by cash deposit', () => {
    const state = opened();
    expect(state.selected).toBe(0);
    expect(state.calculationType).toBe('CashDeposit');
    expect(financeParameters(state)).toEqual({ FamilyKey: 'PCP', Term: 36, CashDeposit: 1_000, AnnualMileage: 10_000, CalculationType: 'CashDeposit' });
  });

  it('does not open without products', () => {
    expect(initialFinanceState([])).toBeNull();
  });
});

describe('editing the figures', () => {
  it('snaps an edited value to the nearest in its list', () => {
    const state = setFinanceValue(opened(), 'Deposit', 2_345);
    // deposit list 1 000, 1 100, ..., 5 000: 2 345 -> 2 300
    expect(selectedFigures(state).deposit).toBe(2_300);
    expect(selectedFigures(setFinanceValue(state, 'Term', 40)).term).toBe(36);
    expect(selectedFigures(setFinanceValue(state, 'AnnualMileage', 14_000)).annualMileage).toBe(15_000);
  });

  it('steps through each list and stays at its ends', () => {
    let state = stepFinanceValue(opened(), 'Term', 1);
    expect(selectedFigures(state).term).toBe(48);
    state = stepFinanceValue(state, 'Term', 1);
    expect(selectedFigures(state).term).toBe(48);
    state = stepFinanceValue(state, 'AnnualMileage', -1);
    expect(selectedFigures(state).annualMileage).toBe(8_000);
    state = stepFinanceValue(state, 'Deposit', 1);
    expect(selectedFigures(state).deposit).toBe(1_100);
    state = stepFinanceValue(stepFinanceValue(state, 'Deposit', -1), 'Deposit', -1);
    expect(selectedFigures(state).deposit).toBe(1_000);
  });

  it('lets the last edited of deposit and payment decide the calculation type', () => {
    let state = setFinanceValue(opened(), 'Payment', 300.2);
    // 300.2 -> 300.55 (0.35 away; 299.55 is 0.65 away)
    expect(state.calculationType).toBe('RegularPayment');
    expect(financeParameters(state)).toEqual({ FamilyKey: 'PCP', Term: 36, RegularPayment: 300.55, AnnualMileage: 10_000, CalculationType: 'RegularPayment' });

    state = stepFinanceValue(setFinanceValue(state, 'Term', 24), 'AnnualMileage', 1);
    expect(state.calculationType).toBe('RegularPayment');

    state = stepFinanceValue(state, 'Deposit', 1);
    expect(state.calculationType).toBe('CashDeposit');
    expect(financeParameters(state)).toEqual({ FamilyKey: 'PCP', Term: 24, CashDeposit: 1_100, AnnualMileage: 12_000, CalculationType: 'CashDeposit' });

    state = stepFinanceValue(state, 'Payment', -1);
    expect(state.calculationType).toBe('RegularPayment');
  });

  it('ignores a field the product lacks', () => {
    const state = selectProduct(opened(), 1);
    expect(fieldValues(state, 'AnnualMileage')).toEqual([]);
    expect(setFinanceValue(state, 'AnnualMileage', 10_000)).toBe(state);
    expect(stepFinanceValue(state, 'AnnualMileage', 1)).toBe(state);
    expect(financeParameters(state)).toEqual({ FamilyKey: 'HP', Term: 48, CashDeposit: 1_101, CalculationType: 'CashDeposit' });
  });
});

describe('products and quotes', () => {
  it('keeps each product’s figures when switching between them', () => {
    let state = setFinanceValue(opened(), 'Term', 24);
    state = selectProduct(state, 1);
    expect(selectedFigures(state).term).toBe(48);
    state = selectProduct(state, 0);
    expect(selectedFigures(state).term).toBe(24);
    expect(selectProduct(state, 5)).toBe(state);
  });

  it('takes deposit and payment from a quote, and steps on from the quoted figures', () => {
    let state = applyQuote(setFinanceValue(opened(), 'Payment', 300), { CashDeposit: 1_234.5, TotalRegularPayment: 299.87 });
    expect(selectedFigures(state)).toMatchObject({ deposit: 1_234.5, payment: 299.87 });
    expect(state.calculationType).toBe('RegularPayment');
    state = stepFinanceValue(state, 'Deposit', 1);
    // the next list value above 1 234.5 is 1 300
    expect(selectedFigures(state).deposit).toBe(1_300);
  });

  it('builds parameters the contract accepts', () => {
    const byPayment = setFinanceValue(opened(), 'Payment', 200);
    expect(financeParametersSchema.safeParse(financeParameters(byPayment)).success).toBe(true);
    expect(financeParametersSchema.safeParse(financeParameters(selectProduct(opened(), 1))).success).toBe(true);
  });
});
