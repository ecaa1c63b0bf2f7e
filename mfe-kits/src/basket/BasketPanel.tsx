import styled from '@emotion/styled';
import { Suspense, useId, useRef } from 'react';
import type { BasketState } from '@showroom/contracts';
import { lazyPart, type PartFailureTexts } from '@showroom/ui';

const BasketItems = lazyPart(() => import('./BasketItems').then((module) => module.default), 'basket items');

export interface BasketPanelProps {
  basket: BasketState;
  countText: string;
  removeLabel: string;
  onRemove: (kitId: string) => void;
  /** What the list says if its code does not come (partFailureTexts). */
  partFailure: PartFailureTexts;
}

// A labelled region, not <aside>: inside <main> a complementary landmark is not top level (axe).
const Panel = styled.section(({ theme }) => ({
  padding: theme.space.md,
  background: theme.colors.surface,
  borderRadius: theme.radii.lg,
  alignSelf: 'start',
}));

const Count = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.lg, '&:focus': { outline: 'none' } }));

/** The basket beside the grid: a count with singular/plural wording and each kit removable. */
export function BasketPanel({ basket, countText, removeLabel, onRemove, partFailure }: BasketPanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <Panel aria-labelledby={headingId}>
      <Count id={headingId} ref={headingRef} tabIndex={-1} aria-live="polite">
        {countText}
      </Count>
      {basket.length > 0 ? (
        <Suspense fallback={null}>
          <BasketItems
            basket={basket}
            removeLabel={removeLabel}
            onRemove={(kitId) => {
              onRemove(kitId);
              // The button goes away with its kit; keep keyboard users in the basket.
              headingRef.current?.focus();
            }}
            partFailure={partFailure}
          />
        </Suspense>
      ) : null}
    </Panel>
  );
}
