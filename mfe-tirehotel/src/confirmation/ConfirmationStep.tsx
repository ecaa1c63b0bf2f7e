import styled from '@emotion/styled';
import type { TireHotelConfirmation } from '@showroom/contracts/tirehotel';
import type { Translator } from '@showroom/i18n';
import { Button, mailtoHref, telHref, VisuallyHidden } from '@showroom/ui';
import { useId } from 'react';
import { StepHeading } from '../flow/StepHeading';
import { appointmentText, mapsHref } from './confirmationText';
import { Feedback } from './Feedback';

/** What the flow hands the Confirmation state (spec 3 §2.7). */
export interface ConfirmationStepProps {
  t: Translator;
  apiBase: string;
  confirmation: TireHotelConfirmation;
  /** The authorization token, the bearer of the review call. */
  token: string;
  /** "Boka för en annan bil": clears the session and returns to Search. */
  onAnotherCar(): void;
}

const Intro = styled.p(({ theme }) => ({ margin: `0 0 ${theme.space.lg}` }));
const Summary = styled.section(({ theme }) => ({ margin: `${theme.space.lg} 0` }));
const SummaryHeading = styled.h3(({ theme }) => ({ fontSize: theme.fontSizes.lg, margin: `0 0 ${theme.space.sm}` }));
const Lines = styled.dl(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  columnGap: theme.space.md,
  rowGap: theme.space.xs,
  '& dt': { fontWeight: theme.fontWeights.bold },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
}));
const Block = styled.span({ display: 'block' });
const Actions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, marginTop: theme.space.lg }));

function ContactLink({ href, text }: { href: string | undefined; text: string }) {
  return href ? <a href={href}>{text}</a> : <>{text}</>;
}

/** The Confirmation state (spec 3 §2.7): thanks, the feedback box, the booking summary and the two ways on. */
export function ConfirmationStep({ t, apiBase, confirmation, token, onAnotherCar }: ConfirmationStepProps) {
  const { workshop, customerBase: customer } = confirmation;
  const summaryId = useId();
  return (
    <div>
      <StepHeading tabIndex={-1}>{t('tireHotelBooking.confirmation.heading')}</StepHeading>
      <Intro>{t('tireHotelBooking.confirmation.intro')}</Intro>
      <Feedback t={t} apiBase={apiBase} token={token} />
      <Summary aria-labelledby={summaryId}>
        <SummaryHeading id={summaryId}>{t('tireHotelBooking.summary.heading')}</SummaryHeading>
        <Lines>
          <dt>{t('tireHotelBooking.summary.bookingId')}</dt>
          <dd>{confirmation.bookingConfirmationId}</dd>
          <dt>{t('tireHotelBooking.summary.services')}</dt>
          <dd>{confirmation.services.map((service) => service.name).join(', ')}</dd>
          <dt>{t('tireHotelBooking.summary.time')}</dt>
          <dd>{appointmentText(t, confirmation)}</dd>
          <dt>{t('tireHotelBooking.summary.workshop')}</dt>
          <dd>
            <Block>{workshop.name}</Block>
            {workshop.address ? <Block>{workshop.address}</Block> : null}
            <a href={mapsHref(workshop)} target="_blank" rel="noopener noreferrer">
              {t('tireHotelBooking.summary.map', { name: workshop.name })}
              <VisuallyHidden> {t('tireHotelBooking.summary.newTab')}</VisuallyHidden>
            </a>
          </dd>
          <dt>{t('tireHotelBooking.summary.email')}</dt>
          <dd>
            <ContactLink href={mailtoHref(workshop.email)} text={workshop.email} />
          </dd>
          <dt>{t('tireHotelBooking.summary.phone')}</dt>
          <dd>
            <ContactLink href={telHref(workshop.phoneNumber)} text={workshop.phoneNumber} />
          </dd>
          {confirmation.freeText.trim() ? (
            <>
              <dt>{t('tireHotelBooking.summary.comment')}</dt>
              <dd>{confirmation.freeText}</dd>
            </>
          ) : null}
          <dt>{t('tireHotelBooking.summary.customer')}</dt>
          <dd>
            <Block>
              {customer.firstName} {customer.lastName}
            </Block>
            <Block>{customer.phoneMobile}</Block>
            <Block>{customer.email}</Block>
          </dd>
        </Lines>
      </Summary>
      <Actions>
        <Button href="/" variant="secondary">
          {t('tireHotelBooking.goHome')}
        </Button>
        <Button type="button" onClick={onAnotherCar}>
          {t('tireHotelBooking.anotherCar')}
        </Button>
      </Actions>
    </div>
  );
}
