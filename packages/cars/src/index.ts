// Loads the emotion Theme augmentation of the design system for this package's styled components.
import type {} from '@showroom/ui';
export * from './priceRules';
export * from './campaigns';
export * from './leasingRules';
export * from './vatRates';
export * from './priceCurrency';
export * from './keyFacts';
export * from './CarImage';
export * from './useImageFailedEarly';
export * from './CarCard';
export * from './PriceBadges';
export * from './mediaUrl';
export { compareItemFor } from './compareItem';
