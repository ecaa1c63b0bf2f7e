// The UK finance widget of the car detail page; the figures are ../calculators' pure modules.
export { FinanceWidget, type FinanceWidgetProps } from './FinanceWidget';
export { createFinanceHttpApi, type FinanceApi } from './financeApi';
export { showsFinanceWidget, type FinanceWidgetCar } from './eligibility';
