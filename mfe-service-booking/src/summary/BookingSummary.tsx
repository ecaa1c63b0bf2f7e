import styled from '@emotion/styled';
import { Card, useMediaQuery } from '@showroom/ui';
import { useId } from 'react';
import type { StepProps } from '../flow/stepProps';
import { totalPrice } from '../flow/selection';
import { BookingDetails } from './BookingDetails';
import { BottomSheet } from './BottomSheet';
import { kronor } from '../flow/kronor';

/** Spec 3 §2.2: from this width the summary is a panel beside the steps; below it a bottom sheet. */
export const DESKTOP_QUERY = '(min-width: 1024px)';

const Panel = styled(Card)(({ theme }) => ({ position: 'sticky', top: theme.space.lg }));
const Heading = styled.h2(({ theme }) => ({ margin: `0 0 ${theme.space.md}`, fontSize: theme.fontSizes.lg }));
const SheetTitle = styled.span(({ theme }) => ({ fontWeight: theme.fontWeights.bold, fontSize: theme.fontSizes.md }));
const SheetCount = styled.span(({ theme }) => ({ display: 'block', fontSize: theme.fontSizes.sm, color: theme.colors.mutedText }));
const SheetTotal = styled.span(({ theme }) => ({ fontWeight: theme.fontWeights.bold, whiteSpace: 'nowrap' }));

/** The booking summary of spec 3 §2.2: a sticky panel on desktop, a draggable bottom sheet with the selection count on phones. */
export function BookingSummary({ t, state }: StepProps) {
  const headingId = useId();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  // Unknown until the browser says (the server and the first paint cannot): nothing rather than the wrong one.
  if (desktop === null) return null;
  const details = <BookingDetails t={t} state={state} />;
  if (desktop) {
    return (
      <Panel as="section" padding="lg" aria-labelledby={headingId}>
        <Heading id={headingId}>{t('serviceBookingContact.summary.heading')}</Heading>
        {details}
      </Panel>
    );
  }
  const count = t('serviceBookingContact.summary.count', { count: Object.keys(state.services).length });
  const total = kronor(totalPrice(state.services).total, t.language);
  const heading = t('serviceBookingContact.summary.heading');
  return (
    // A region, not an <aside>: the summary sits inside the booking's own region, and a complementary landmark must be top level.
    <section aria-label={heading}>
      <BottomSheet
        summary={
          <>
            <span>
              <SheetTitle>{heading}</SheetTitle>
              <SheetCount data-count>{count}</SheetCount>
            </span>
            <SheetTotal>{total}</SheetTotal>
          </>
        }
      >
        {details}
      </BottomSheet>
    </section>
  );
}
