import { Suspense } from 'react';
import { useBusState } from '@showroom/event-bus';
import { createTranslator } from '@showroom/i18n';
import { lazyPart, partFailureTexts } from '@showroom/ui';
import type { CompareBarProps } from './CompareBar';

// The bar's code loads when the compare list first has a car: the server and the first browser render always see an
// empty list (the stored one arrives after hydration), so the car list's first load never needs it.
const CompareBar = lazyPart(() => import(/* webpackChunkName: "compare-bar" */ './CompareBar').then((module) => module.CompareBar), 'compare bar');

/** The sticky compare bar (spec 2 "Compare"), fetched once the bus's compare list has a car. */
export function CompareBarWhenFilled(props: CompareBarProps) {
  const list = useBusState('compare', []);
  if (list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CompareBar {...props} partFailure={partFailureTexts(createTranslator(props.language))} />
    </Suspense>
  );
}
