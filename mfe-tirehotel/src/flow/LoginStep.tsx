import styled from '@emotion/styled';
import type { TireHotelCredentials, TireHotelCustomer } from '@showroom/contracts/tirehotel';
import type { Translator } from '@showroom/i18n';
import { Button, ErrorText, mailtoHref, Spinner } from '@showroom/ui';
import { useState } from 'react';
import { logOutcome } from '../analytics/track';
import { sendCode } from '../api/auth';
import { authProblemText } from './authProblem';
import { formInteraction } from './formInteraction';
import { StepHeading } from './StepHeading';

const Actions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm, marginTop: theme.space.md }));

export interface LoginStepProps {
  t: Translator;
  apiBase: string;
  customer: TireHotelCustomer;
  /** The tire hotel's address from the content configuration, if the site has one: the contact link. */
  contactEmail: string | undefined;
  onCodeSent(credentials: TireHotelCredentials): void;
  onRestart(): void;
}

/** Login: the code goes by SMS to the obfuscated number; send-code asks the BFF to send it. */
export function LoginStep({ t, apiBase, customer, contactEmail, onCodeSent, onRestart }: LoginStepProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const contact = mailtoHref(contactEmail);

  async function send() {
    formInteraction('login');
    setBusy(true);
    setProblem(null);
    const outcome = await sendCode(apiBase, customer.encryptedPhoneNumber);
    setBusy(false);
    if (outcome.kind === 'ok') {
      logOutcome('login', 'success');
      onCodeSent(outcome.data);
      return;
    }
    logOutcome('login', 'failure', `${outcome.status ?? 'no answer'}${outcome.kind === 'refused' ? ` ${outcome.message}` : ''}`);
    setProblem(authProblemText(t, outcome));
  }

  return (
    <div>
      <StepHeading tabIndex={-1}>{t('tireHotelFlow.loginHeading')}</StepHeading>
      <p>{t('tireHotel.agreementFound')}</p>
      <p>{t('tireHotelFlow.codeWillBeSent', { phone: customer.obfuscatedPhoneNumber })}</p>
      {contact ? (
        <p>
          {t('tireHotel.wrongNumber')} <a href={contact}>{t('tireHotel.contactUs')}</a>
        </p>
      ) : null}
      <ErrorText>{problem}</ErrorText>
      <Actions>
        <Button onClick={() => void send()} disabled={busy}>
          {t('tireHotelFlow.sendCode')}
        </Button>
        {busy ? <Spinner size="sm" label={t('common.loading')} /> : null}
        <Button variant="ghost" onClick={onRestart}>
          {t('tireHotel.otherRegNo')}
        </Button>
      </Actions>
    </div>
  );
}
