import styled from '@emotion/styled';
import type { TireHotelCredentials, TireHotelCustomer, TireHotelValidated } from '@showroom/contracts/tirehotel';
import type { Translator } from '@showroom/i18n';
import { Button, ErrorText, Spinner } from '@showroom/ui';
import { useRef, useState } from 'react';
import { logOutcome } from '../analytics/track';
import { sendCode, validateCode } from '../api/auth';
import { authProblemText } from './authProblem';
import { CodeBoxes } from './CodeBoxes';
import { emptyCode, isCompleteCode } from './codeDigits';
import { formInteraction } from './formInteraction';
import { StepHeading } from './StepHeading';

const Form = styled.form(({ theme }) => ({ display: 'grid', gap: theme.space.md, justifyItems: 'start' }));
const Row = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm }));
const LinkButton = styled.button(({ theme }) => ({
  background: 'none',
  border: 'none',
  padding: `${theme.space.xxs} 0`,
  minHeight: '24px',
  color: theme.colors.primary,
  textDecoration: 'underline',
  font: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
  '&:disabled': { cursor: 'default', opacity: 0.7 },
}));

export interface ValidateStepProps {
  t: Translator;
  apiBase: string;
  customer: TireHotelCustomer;
  credentials: TireHotelCredentials;
  /** A new code was sent: its token replaces the old one. */
  onCodeSent(credentials: TireHotelCredentials): void;
  /** The code was accepted with status 0 (spec 3 §3.6). */
  onValidated(validated: TireHotelValidated): void;
}

/** Validate: the four code boxes, verify (enabled with 4 digits, Enter submits) and "send a new code". */
export function ValidateStep({ t, apiBase, customer, credentials, onCodeSent, onValidated }: ValidateStepProps) {
  const [digits, setDigits] = useState(emptyCode);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const firstBox = useRef<HTMLInputElement>(null);
  const complete = isCompleteCode(digits);

  function refused(text: string) {
    setProblem(text);
    setDigits(emptyCode());
    firstBox.current?.focus();
  }

  async function verify() {
    setBusy(true);
    setProblem(null);
    setResent(false);
    const outcome = await validateCode(apiBase, credentials.authorizationToken, digits.join(''));
    setBusy(false);
    if (outcome.kind === 'ok' && outcome.data.status === 0 && outcome.data.vehicles.length > 0) {
      logOutcome('validate', 'success');
      onValidated(outcome.data);
      return;
    }
    if (outcome.kind === 'ok') {
      logOutcome('validate', 'failure', `status ${outcome.data.status}, ${outcome.data.vehicles.length} vehicles`);
      refused(t('tireHotelFlow.notLoggedIn'));
      return;
    }
    logOutcome('validate', 'failure', `${outcome.status ?? 'no answer'}${outcome.kind === 'refused' ? ` ${outcome.message}` : ''}`);
    refused(authProblemText(t, outcome));
  }

  async function resend() {
    setBusy(true);
    setProblem(null);
    setResent(false);
    const outcome = await sendCode(apiBase, customer.encryptedPhoneNumber);
    setBusy(false);
    if (outcome.kind === 'ok') {
      logOutcome('login', 'success', 'new code');
      setDigits(emptyCode());
      setResent(true);
      onCodeSent(outcome.data);
      firstBox.current?.focus();
      return;
    }
    logOutcome('login', 'failure', `new code: ${outcome.status ?? 'no answer'}${outcome.kind === 'refused' ? ` ${outcome.message}` : ''}`);
    setProblem(authProblemText(t, outcome));
  }

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (complete && !busy) void verify();
      }}
    >
      <div>
        <StepHeading tabIndex={-1}>{t('tireHotelFlow.validateHeading')}</StepHeading>
        <p>{t('tireHotelFlow.codeSentTo', { phone: customer.obfuscatedPhoneNumber })}</p>
      </div>
      <CodeBoxes
        t={t}
        digits={digits}
        firstRef={firstBox}
        readOnly={busy}
        onChange={(next) => {
          formInteraction('validate');
          setProblem(null);
          setDigits(next);
        }}
      />
      <ErrorText>{problem}</ErrorText>
      <Row>
        <Button type="submit" disabled={!complete || busy}>
          {t('tireHotelFlow.verifyCode')}
        </Button>
        {busy ? <Spinner size="sm" label={t('common.loading')} /> : null}
      </Row>
      <Row>
        <span>{t('tireHotelFlow.noCode')}</span>
        <LinkButton type="button" onClick={() => void resend()} disabled={busy}>
          {t('tireHotelFlow.sendNewCode')}
        </LinkButton>
      </Row>
      <p role="status">{resent ? t('tireHotelFlow.newCodeSent') : ''}</p>
    </Form>
  );
}
