import styled from '@emotion/styled';
import type { TireHotelCustomer } from '@showroom/contracts';
import type { Translator } from '@showroom/i18n';
import { Button } from '@showroom/ui';
import { useId, type Ref } from 'react';
import { TIRE_HOTEL_CONTACT_EMAIL } from './contact';

const Lead = styled.p(({ theme }) => ({
  fontSize: theme.fontSizes.lg,
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
}));
const Hint = styled.p(({ theme }) => ({ color: theme.colors.mutedText, fontSize: theme.fontSizes.sm, margin: `${theme.space.xxs} 0 0` }));
const Actions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, marginTop: theme.space.md }));

/**
 * Login, first screen: where the code will go. Sending the code (POST .../authorization/login) comes
 * with the Validate step in a later issue, so the button is shown but disabled, with a note saying so.
 */
export function LoginStep({ t, customer, onRestart, leadRef }: { t: Translator; customer: TireHotelCustomer; onRestart: () => void; leadRef?: Ref<HTMLParagraphElement> }) {
  const hintId = useId();
  return (
    <div>
      <Lead ref={leadRef} tabIndex={-1}>
        {t('tireHotel.codeWillBeSent', { phone: customer.obfuscatedPhoneNumber })}
      </Lead>
      <p>
        {t('tireHotel.wrongNumber')} <a href={`mailto:${TIRE_HOTEL_CONTACT_EMAIL}`}>{t('tireHotel.contactUs')}</a>
      </p>
      <Actions>
        <div>
          <Button disabled aria-describedby={hintId}>
            {t('tireHotel.sendCode')}
          </Button>
          <Hint id={hintId}>{t('tireHotel.sendCodeSoon')}</Hint>
        </div>
        <Button variant="ghost" onClick={onRestart}>
          {t('tireHotel.otherRegNo')}
        </Button>
      </Actions>
    </div>
  );
}
