import styled from '@emotion/styled';
import type { TireHotelCustomer } from '@showroom/contracts/tirehotel';
import type { Translator } from '@showroom/i18n';
import { Button, mailtoHref } from '@showroom/ui';
import type { Ref } from 'react';

const Lead = styled.p(({ theme }) => ({
  fontSize: theme.fontSizes.lg,
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
}));
const Actions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, marginTop: theme.space.md }));

interface LoginStepProps {
  t: Translator;
  customer: TireHotelCustomer;
  /** The tire hotel's address from the content configuration, if the site has one. */
  contactEmail: string | undefined;
  /** The site's service booking, the other way to book a wheel change. */
  serviceBookingPath: string | null;
  onRestart: () => void;
  leadRef?: Ref<HTMLParagraphElement>;
}

/**
 * Login, first screen. Code login (send code, then Validate) arrives with issue 19; a send button
 * that leads to no code box would strand the visitor, so until then the way on is an e-mail to the
 * tire hotel (or the service booking where no address is configured).
 */
export function LoginStep({ t, customer, contactEmail, serviceBookingPath, onRestart, leadRef }: LoginStepProps) {
  const contact = mailtoHref(contactEmail);
  const emailUs = mailtoHref(contactEmail, t('tireHotel.emailSubject', { regNo: customer.regNo }));
  return (
    <div>
      <Lead ref={leadRef} tabIndex={-1}>
        {t('tireHotel.agreementFound')}
      </Lead>
      <p>{t('tireHotel.loginNotOpen', { phone: customer.obfuscatedPhoneNumber })}</p>
      {contact ? (
        <p>
          {t('tireHotel.wrongNumber')} <a href={contact}>{t('tireHotel.contactUs')}</a>
        </p>
      ) : null}
      <Actions>
        {emailUs ? (
          <Button href={emailUs}>{t('tireHotel.emailUs')}</Button>
        ) : serviceBookingPath ? (
          <Button href={serviceBookingPath}>{t('tireHotel.bookServiceLink')}</Button>
        ) : null}
        <Button variant="ghost" onClick={onRestart}>
          {t('tireHotel.otherRegNo')}
        </Button>
      </Actions>
    </div>
  );
}
