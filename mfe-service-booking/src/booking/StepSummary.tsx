import styled from '@emotion/styled';
import type { Translator } from '@showroom/i18n';
import { Button } from '@showroom/ui';
import { STEP, type BookingStore, type Step } from '../flow/flowState';
import { selectionOf } from '../flow/selection';

const Line = styled.p(({ theme }) => ({ margin: `0 0 ${theme.space.sm}` }));

/** What a passed step holds, in one line. */
export function stepSummaryText(t: Translator, state: BookingStore, step: Step): string {
  if (step === STEP.services) return selectionOf(state.services, 'service').map((s) => s.name).join(', ');
  if (step === STEP.addons) {
    const addons = selectionOf(state.services, 'addon');
    return addons.length > 0 ? addons.map((s) => s.name).join(', ') : t('serviceBooking.noAddons');
  }
  if (step === STEP.workshop) {
    const { workshop, timeSlot } = state.bookingInfo;
    if (!workshop) return '';
    return timeSlot ? `${workshop.siteName}, ${timeSlot.date} ${timeSlot.isFullDay ? t('serviceBooking.fullDay') : timeSlot.time}` : workshop.siteName;
  }
  return '';
}

interface StepSummaryProps {
  t: Translator;
  state: BookingStore;
  step: Step;
  title: string;
  /** The button that reopens the step ("Ändra") or changes its choice ("Ändra verkstad eller tid"). */
  change: { label: string; onClick: () => void };
}

/** A passed step collapsed (spec 3 §2.2): its choice in a line, and a button that reopens it. */
export function StepSummary({ t, state, step, title, change }: StepSummaryProps) {
  const text = stepSummaryText(t, state, step);
  return (
    <>
      {text ? <Line>{text}</Line> : null}
      <Button variant="secondary" size="md" onClick={change.onClick} aria-label={change.label === t('serviceBooking.edit') ? `${change.label}: ${title}` : undefined}>
        {change.label}
      </Button>
    </>
  );
}
