import { loadWhenNear } from '@showroom/ui';
import type { FinancingSectionProps } from './FinancingSection';

/**
 * The financing cards with their calculators and the UK finance widget, below the gallery and the key facts: their
 * code is fetched when the section comes near the viewport or the visitor reaches for it (issue 14).
 */
export const FinancingSectionWhenNear = loadWhenNear<FinancingSectionProps>(
  () => import(/* webpackChunkName: "financing" */ './FinancingSection').then((module) => module.FinancingSection),
  'financing',
);
