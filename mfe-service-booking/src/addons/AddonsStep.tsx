import styled from '@emotion/styled';
import { Button } from '@showroom/ui';
import { useEffect, useRef } from 'react';
import type { StepProps } from '../flow/stepProps';
import { OfferingCategory } from '../services/OfferingCategory';
import { PriceNotes, SelectionTotal } from '../services/PriceNotes';
import { LoadingLine } from '../services/LoadingLine';
import { useOfferings } from '../services/useOfferings';
import { addonsWayOn } from './addonsChoice';

const Body = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space.lg, '& > p': { margin: 0 } }));

const Actions = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space.xs, justifyItems: 'start' }));

/**
 * Step 3 (spec 3 §4.1): optional add-ons. A failed or empty add-on fetch goes straight on to the workshop step
 * (useOfferings has logged and tracked a failure); the visitor leaves with or without add-ons.
 */
export function AddonsStep({ t, apiBase, state, dispatch }: StepProps) {
  const { load } = useOfferings(apiBase, 'addons', state);
  const nothing = load.status === 'failed' || (load.status === 'loaded' && load.categories.length === 0);

  // Once: the page hands a new dispatch to every render, and the step is gone after the move.
  const movedOn = useRef(false);
  useEffect(() => {
    if (!nothing || movedOn.current) return;
    movedOn.current = true;
    dispatch({ type: 'addonsUnavailable' });
  }, [nothing, dispatch]);

  if (load.status !== 'loaded' || nothing) return <LoadingLine label={t('serviceBookingServices.loadingAddons')} />;

  const { withAddons } = addonsWayOn(state.services);
  return (
    <Body>
      <p>{t('serviceBookingServices.addonsIntro')}</p>
      {load.categories.map((category) => (
        <OfferingCategory key={category.name} t={t} category={category} kind="addon" state={state} dispatch={dispatch} />
      ))}
      <PriceNotes t={t} categories={load.categories} />
      <Actions>
        <SelectionTotal t={t} services={state.services} />
        <Button onClick={() => dispatch({ type: 'addonsDone', withAddons })}>{withAddons ? t('serviceBookingServices.continueWith') : t('serviceBookingServices.continueWithout')}</Button>
      </Actions>
    </Body>
  );
}
