import styled from '@emotion/styled';
import { Button } from '@showroom/ui';
import { useId } from 'react';
import { canLeaveServices, selectionOf } from '../flow/selection';
import type { StepProps } from '../flow/stepProps';
import { LoadFailure } from './LoadFailure';
import { LoadingLine } from './LoadingLine';
import { OfferingCategory } from './OfferingCategory';
import { PriceNotes, SelectionTotal } from './PriceNotes';
import { useOfferings } from './useOfferings';

const Body = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space.lg }));

const Notice = styled.p(({ theme }) => ({
  margin: 0,
  padding: theme.space.sm,
  borderLeft: `4px solid ${theme.colors.success}`,
  background: theme.colors.surface,
}));

const Actions = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space.xs, justifyItems: 'start', '& p': { margin: 0 } }));

const Hint = styled.p(({ theme }) => ({ color: theme.colors.mutedText, fontSize: theme.fontSizes.sm }));

/**
 * Step 2 (spec 3 §4.1): the services for the car near the chosen place, by category. Continue needs at least
 * one service and nothing missing (a message, the mileage).
 */
export function ServicesStep({ t, apiBase, state, dispatch, supportEmail }: StepProps) {
  const hintId = useId();
  const { load, retry } = useOfferings(apiBase, 'services', state);

  if (load.status === 'loading') return <LoadingLine label={t('serviceBookingServices.loadingServices')} />;
  if (load.status === 'failed') return <LoadFailure t={t} message={t('serviceBookingServices.servicesFailed')} supportEmail={supportEmail} onRetry={retry} />;
  if (load.categories.length === 0) return <LoadFailure t={t} message={t('serviceBookingServices.noServices')} supportEmail={supportEmail} onRetry={retry} />;

  const ready = canLeaveServices(state);
  const hint = ready ? null : selectionOf(state.services, 'service').length === 0 ? t('serviceBookingServices.chooseService') : t('serviceBookingServices.fixProblems');
  return (
    <Body>
      {/* Spec 3 §6: the agreement's discount is noted for cars that have one. */}
      {state.car?.hasServiceAgreement ? <Notice>{t('serviceBookingServices.agreementNotice')}</Notice> : null}
      {load.categories.map((category) => (
        <OfferingCategory key={category.name} t={t} category={category} kind="service" state={state} dispatch={dispatch} />
      ))}
      <PriceNotes t={t} categories={load.categories} />
      <Actions>
        <SelectionTotal t={t} services={state.services} />
        <Button disabled={!ready} aria-describedby={hint ? hintId : undefined} onClick={() => dispatch({ type: 'servicesDone' })}>
          {t('common.continue')}
        </Button>
        {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      </Actions>
    </Body>
  );
}
