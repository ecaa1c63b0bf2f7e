// Pure calculators of the car detail page (spec 2 §5 "Calculators", §7 "Finance"); components only bind them.
export * from './constants';
export * from './percent';
export * from './range';
export * from './annuity';
export * from './periodSlider';
export * from './sliderStops';
export * from './loanCalculator';
export * from './companyLeasingCalculator';
export * from './privateLeasing';
export * from './disclaimer';
export * from './financeValues';
export * from './financeWidget';
export * from './financeQuote';
