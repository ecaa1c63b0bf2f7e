import styled from '@emotion/styled';
import { contactErrorText } from '@showroom/i18n';
import { Button, EmailField, ErrorText, PhoneField, Stack, TextArea, TextField } from '@showroom/ui';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { logFailure, trackError, trackPurchase } from '../analytics/track';
import { bookingRequest, bookService } from '../api/book';
import { writeBookedContact } from '../confirmation/bookedContact';
import type { StepProps } from '../flow/stepProps';
import { MESSAGE_MAX_LENGTH, offeringCodes, totalPrice } from '../flow/selection';
import { bookingErrorText } from './bookingErrorText';
import { contactResolver, EMPTY_CONTACT, NAME_MAX_LENGTH, type ContactInput, type ContactValues } from './contactSchema';

// A disabled fieldset disables every control while sending (the submit button too) without react-hook-form
// dropping the values, as its own `disabled` option would.
const Fields = styled.fieldset({ border: 0, margin: 0, padding: 0, minWidth: 0 });
const Names = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }));
const Counter = styled.p(({ theme }) => ({ margin: `${theme.space.xxs} 0 0`, fontSize: theme.fontSizes.sm, color: theme.colors.mutedText, textAlign: 'right' }));

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'failed'; message: string };

/**
 * Step 5 of spec 3 §4.1: the contact form of §5.1, and the booking POST of §7.1. Success moves the flow to the
 * confirmation; a failure shows the catalogue text (§8) under the form with everything still filled in.
 */
export function ContactStep({ t, apiBase, state, dispatch }: StepProps) {
  const counterId = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // A second submit before the first answer (a double click, Enter held) must not book twice.
  const sending = useRef(false);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactValues>({ resolver: contactResolver, defaultValues: EMPTY_CONTACT });
  const message = watch('message') ?? '';

  const onSubmit = handleSubmit(async (values) => {
    const request = bookingRequest(state, values);
    if (!request || sending.current) return;
    sending.current = true;
    setStatus({ kind: 'sending' });
    const outcome = await bookService(apiBase, request);
    sending.current = false;
    if (outcome.kind === 'booked') {
      trackPurchase(outcome.id, totalPrice(state.services).total, offeringCodes(state.services));
      writeBookedContact(window.sessionStorage, { ...values, bookingId: outcome.id });
      dispatch({ type: 'booked', id: outcome.id });
      return;
    }
    logFailure('booking', `${outcome.status ?? 'no answer'} ${outcome.error.code}`);
    trackError('booking', outcome.error.code);
    setStatus({ kind: 'failed', message: bookingErrorText(t, outcome.error) });
  });

  const busy = status.kind === 'sending';
  const error = (text: string | undefined) => contactErrorText(t, text);
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy}>
      <Fields disabled={busy}>
        <Stack gap="md">
          <Names>
            <TextField label={t('serviceBookingContact.contact.firstName')} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} aria-required="true" error={error(errors.firstName?.message)} {...register('firstName')} />
            <TextField label={t('serviceBookingContact.contact.lastName')} autoComplete="family-name" maxLength={NAME_MAX_LENGTH} aria-required="true" error={error(errors.lastName?.message)} {...register('lastName')} />
          </Names>
          <PhoneField label={t('serviceBookingContact.contact.phone')} error={error(errors.phone?.message)} {...register('phone')} />
          <EmailField label={t('serviceBookingContact.contact.email')} error={error(errors.email?.message)} {...register('email')} />
          <div>
            <TextArea label={t('serviceBookingContact.contact.message')} maxLength={MESSAGE_MAX_LENGTH} rows={3} aria-describedby={counterId} {...register('message')} />
            <Counter id={counterId}>{t('serviceBookingContact.contact.counter', { count: message.length, max: MESSAGE_MAX_LENGTH })}</Counter>
          </div>
          <div>
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? t('serviceBookingContact.contact.sending') : t('serviceBookingContact.contact.submit')}
            </Button>
          </div>
        </Stack>
      </Fields>
      {status.kind === 'failed' ? <ErrorText>{status.message}</ErrorText> : null}
    </form>
  );
}
