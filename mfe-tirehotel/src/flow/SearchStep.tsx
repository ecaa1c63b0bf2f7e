import styled from '@emotion/styled';
import type { Translator } from '@showroom/i18n';
import { Button, ErrorText, Spinner, TextField } from '@showroom/ui';
import { canSearch, normalizeRegNo, REG_NO_MAX_LENGTH } from './regNo';
import { StepHeading } from './StepHeading';

const Form = styled.form(({ theme }) => ({ display: 'grid', gap: theme.space.md, maxWidth: '480px' }));

export type SearchProblem = 'notFound' | 'failed' | null;

export interface SearchStepProps {
  t: Translator;
  regNo: string;
  onRegNoChange: (regNo: string) => void;
  onSubmit: () => void;
  busy: boolean;
  problem: SearchProblem;
  /** The service-booking page of the site, linked from the "no agreement" message; null when the site has none. */
  serviceBookingPath: string | null;
}

/** Search: the registration number; Enter or continue looks the tire-hotel customer up. */
export function SearchStep({ t, regNo, onRegNoChange, onSubmit, busy, problem, serviceBookingPath }: SearchStepProps) {
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canSearch(regNo) && !busy) onSubmit();
      }}
    >
      <div>
        <StepHeading tabIndex={-1}>{t('tireHotelFlow.searchHeading')}</StepHeading>
        <p>{t('tireHotel.prompt')}</p>
      </div>
      <TextField
        label={t('common.registrationNumber')}
        value={regNo}
        onChange={(event) => onRegNoChange(normalizeRegNo(event.target.value))}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        // Room for a typed space, which normalizeRegNo drops.
        maxLength={REG_NO_MAX_LENGTH + 1}
        disabled={busy}
      />
      {problem === 'notFound' ? (
        <ErrorText>
          {t('tireHotel.notFound')}{' '}
          {serviceBookingPath ? <a href={serviceBookingPath}>{t('tireHotel.bookServiceLink')}</a> : null}
        </ErrorText>
      ) : null}
      {problem === 'failed' ? <ErrorText>{t('tireHotel.searchFailed')}</ErrorText> : null}
      <div>
        <Button type="submit" disabled={!canSearch(regNo) || busy}>
          {t('common.continue')}
        </Button>
        {busy ? <Spinner size="sm" label={t('common.loading')} /> : null}
      </div>
    </Form>
  );
}
