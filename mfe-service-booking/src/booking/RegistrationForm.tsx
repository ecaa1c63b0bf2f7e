import styled from '@emotion/styled';
import type { Translator } from '@showroom/i18n';
import { Button, ErrorText, Spinner, TextField } from '@showroom/ui';
import type { Dispatch } from 'react';
import { PlaceCombobox } from '../place/PlaceCombobox';
import { UseMyPosition } from '../place/UseMyPosition';
import { canContinue, type BookingAction } from '../flow/coreMachine';
import type { BookingStore } from '../flow/flowState';
import { REGISTRATION_MAX_LENGTH } from './registration';

const Form = styled.form(({ theme }) => ({
  display: 'grid',
  gap: theme.space.md,
  maxWidth: '480px',
}));

export interface RegistrationFormProps {
  t: Translator;
  apiBase: string;
  state: BookingStore;
  dispatch: Dispatch<BookingAction>;
  busy: boolean;
  /** The mapped lookup error, or why the flow stopped. */
  message: string | null;
  onSubmit: () => void;
}

/** Step 1: registration number and place; continue looks the car up. */
export function RegistrationForm({ t, apiBase, state, dispatch, busy, message, onSubmit }: RegistrationFormProps) {
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canContinue(state) && !busy) onSubmit();
      }}
    >
      <TextField
        label={t('common.registrationNumber')}
        placeholder={t('serviceBooking.regNoPlaceholder')}
        value={state.registrationNumber}
        onChange={(event) => dispatch({ type: 'setRegistration', value: event.target.value })}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        // Spaces are dropped as typed, so 6 letters and digits fit (see normalizeRegistrationInput).
        maxLength={REGISTRATION_MAX_LENGTH + 1}
        disabled={busy}
      />
      <PlaceCombobox
        apiBase={apiBase}
        t={t}
        value={state.location}
        disabled={busy}
        onChange={(place) => dispatch(place ? { type: 'choosePlace', place } : { type: 'clearPlace' })}
      />
      <UseMyPosition t={t} disabled={busy} onPlace={(place) => dispatch({ type: 'choosePlace', place })} />
      <ErrorText>{message}</ErrorText>
      <div>
        <Button type="submit" disabled={!canContinue(state) || busy}>
          {t('common.continue')}
        </Button>
        {busy ? <Spinner size="sm" label={t('common.loading')} /> : null}
      </div>
    </Form>
  );
}
