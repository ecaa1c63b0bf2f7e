import styled from '@emotion/styled';
import { Button, Card, VisuallyHidden } from '@showroom/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { initialBookingStore } from '../flow/coreMachine';
import { writeStoredBooking } from '../flow/storageWrite';
import type { StepProps } from '../flow/stepProps';
import { BookingDetails } from '../summary/BookingDetails';
import { clearBookedContact, readBookedContact, type BookedContact } from './bookedContact';
import { directionsUrl } from './directions';

const Title = styled.h2(({ theme }) => ({ margin: `0 0 ${theme.space.sm}`, fontSize: theme.fontSizes.xl, '&:focus': { outline: 'none' } }));
const Reference = styled.p(({ theme }) => ({ margin: `0 0 ${theme.space.lg}` }));
const Subheading = styled.h3(({ theme }) => ({ margin: `0 0 ${theme.space.xs}`, fontSize: theme.fontSizes.md }));
const Plain = styled.p({ margin: 0 });
const Group = styled.div(({ theme }) => ({ marginBottom: theme.space.md }));
const Actions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.md, marginTop: theme.space.md }));
const Directions = styled.a(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: theme.colors.primary,
  fontWeight: theme.fontWeights.bold,
  '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
}));

/** Spec 3 §2.3: "Ny bokning" starts over. The fresh store is written before the reload, so the reload cannot race its write. */
export function startNewBooking(storage: Pick<Storage, 'setItem' | 'removeItem'>, reload: () => void): void {
  writeStoredBooking(storage, initialBookingStore());
  clearBookedContact(storage);
  reload();
}

/**
 * The confirmation of spec 3 §2.3: "Bokning bekräftad", what was booked, the contact details, directions to the
 * workshop, and "Ny bokning".
 */
export function Confirmation({ t, state }: StepProps) {
  const headingId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const id = state.bookingInfo.id ?? '';
  const workshop = state.bookingInfo.workshop;
  // Only ever rendered in the browser (a booked store is restored after hydration), where session storage is.
  const [contact] = useState<BookedContact | null>(() => (typeof window === 'undefined' ? null : readBookedContact(window.sessionStorage, id)));

  // The visitor pressed "Boka": the result takes focus, so a screen reader hears it.
  useEffect(() => title.current?.focus(), []);

  return (
    <Card as="section" padding="lg" aria-labelledby={headingId}>
      <Title id={headingId} ref={title} tabIndex={-1}>
        {t('serviceBookingContact.confirmation.title')}
      </Title>
      <Reference>
        {t('serviceBookingContact.confirmation.bookingId')}: <strong data-booking-id>{id}</strong>
      </Reference>
      <BookingDetails t={t} state={state} />
      {contact ? (
        <Group>
          <Subheading>{t('serviceBookingContact.confirmation.contact')}</Subheading>
          <Plain>
            {contact.firstName} {contact.lastName}
          </Plain>
          <Plain>{contact.phone}</Plain>
          <Plain>{contact.email}</Plain>
          {contact.message ? <Plain>{contact.message}</Plain> : null}
        </Group>
      ) : null}
      <Actions>
        {workshop ? (
          <Directions href={directionsUrl(workshop)} target="_blank" rel="noopener noreferrer">
            {t('serviceBookingContact.confirmation.directions', { site: workshop.siteName })}
            <VisuallyHidden> {t('serviceBookingContact.confirmation.newTab')}</VisuallyHidden>
          </Directions>
        ) : null}
        <Button variant="secondary" size="lg" onClick={() => startNewBooking(window.sessionStorage, () => window.location.reload())}>
          {t('serviceBookingContact.confirmation.newBooking')}
        </Button>
      </Actions>
    </Card>
  );
}
