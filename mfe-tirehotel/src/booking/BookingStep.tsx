import styled from '@emotion/styled';
import { TIRE_HOTEL, type TireHotelConfirmation, type TireHotelVehicle } from '@showroom/contracts/tirehotel';
import type { Translator } from '@showroom/i18n';
import { Button, ErrorText, Spinner, TextArea, TextField } from '@showroom/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { logOutcome } from '../analytics/track';
import { createBooking, loadDays, loadSlots, type BookingCall } from '../api/booking';
import { formInteraction } from '../flow/formInteraction';
import { StepHeading } from '../flow/StepHeading';
import { Calendar } from './calendar/Calendar';
import { longDate } from './calendar/dateLabels';
import { localIsoDate } from './calendar/isoDate';
import { timeslotWindow } from './calendar/timeslotWindow';
import { bookingContactResolver, bookingContactSchema, contactErrorKey, EMPTY_BOOKING_CONTACT, keepMobileCharacters, NAME_MAX, type BookingContact, type BookingContactInput } from './contactSchema';
import { TimeSlots } from './TimeSlots';
import { NoDays, WorkshopCard } from './WorkshopCard';

/** What the flow hands the Booking state (spec 3 §2.7, §4.4). */
export interface BookingStepProps {
  t: Translator;
  apiBase: string;
  /** The first vehicle of the validated login: its location is the workshop, its brandCode goes in the day query. */
  vehicle: TireHotelVehicle;
  /** The authorization token from login, sent as the bearer of every booking call. */
  token: string;
  /** Back to LoggedIn. */
  onBack(): void;
  /** The booking was created (status 200): on to Confirmation. */
  onBooked(confirmation: TireHotelConfirmation): void;
}

type Days = { kind: 'loading' } | { kind: 'failed' } | { kind: 'days'; dates: string[] };
type Slots = { kind: 'none' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'times'; times: string[] };
type Sending = { kind: 'idle' } | { kind: 'sending' } | { kind: 'refused'; message: string };

const Section = styled.section(({ theme }) => ({ marginTop: theme.space.lg }));
const SectionHeading = styled.h3(({ theme }) => ({ fontSize: theme.fontSizes.lg, margin: `0 0 ${theme.space.sm}` }));
const Fields = styled.fieldset(({ theme }) => ({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: theme.space.md }));
const Names = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }));
const Counter = styled.p(({ theme }) => ({ margin: `${theme.space.xxs} 0 0`, fontSize: theme.fontSizes.sm, color: theme.colors.mutedText, textAlign: 'right' }));
const Hint = styled.p(({ theme }) => ({ margin: `${theme.space.xs} 0 0`, fontSize: theme.fontSizes.sm, color: theme.colors.mutedText }));
const Actions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, marginTop: theme.space.lg }));

/**
 * The Booking state (spec 3 §4.4): the days are loaded once; a chosen date (it can be changed) loads its times;
 * a time is chosen, or on a day without times the workshop comes back with one and the booking goes without a
 * start; then the contact details (§5.4) and create (§7.5). Failures as spec 3 §8 has them.
 */
export function BookingStep({ t, apiBase, vehicle, token, onBack, onBooked }: BookingStepProps) {
  const { location } = vehicle;
  const call: BookingCall = useMemo(() => ({ apiBase, token, erpId: location.erpId }), [apiBase, token, location.erpId]);
  // Today on the visitor's clock, taken once: the window and the calendar's first month hang on it.
  const [today] = useState(() => localIsoDate(new Date()));
  const [days, setDays] = useState<Days>({ kind: 'loading' });
  const [date, setDate] = useState<string>();
  const [slots, setSlots] = useState<Slots>({ kind: 'none' });
  const [time, setTime] = useState<string>();
  const [sending, setSending] = useState<Sending>({ kind: 'idle' });
  // Spec 3 §4.4: the contact details come once the time step is settled (a time chosen, or a day without
  // times); the form then stays, with what was typed, while the visitor changes the date or time.
  const [contactOpen, setContactOpen] = useState(false);
  const sendingNow = useRef(false);
  const slotRequest = useRef<AbortController | undefined>(undefined);
  const dateHeadingId = useId();
  const hintId = useId();
  const counterId = useId();

  useEffect(() => {
    let current = true;
    void loadDays(call, timeslotWindow(today), vehicle.brandCode).then((outcome) => {
      if (!current) return;
      if (outcome.kind === 'failed') logOutcome('booking', 'failure', `days: ${outcome.detail}`);
      setDays(outcome.kind === 'days' ? { kind: 'days', dates: outcome.dates } : { kind: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [call, today, vehicle.brandCode]);

  useEffect(() => () => slotRequest.current?.abort(), []);

  const chooseDate = (chosen: string) => {
    if (chosen === date) return;
    setDate(chosen);
    setTime(undefined);
    setSlots({ kind: 'loading' });
    // A later choice wins: the answer for a date no longer chosen is dropped.
    slotRequest.current?.abort();
    const request = new AbortController();
    slotRequest.current = request;
    void loadSlots(call, chosen, vehicle.brandCode, request.signal).then((outcome) => {
      if (request.signal.aborted) return;
      if (outcome.kind === 'failed') logOutcome('booking', 'failure', `slots ${chosen}: ${outcome.detail}`);
      setSlots(outcome.kind === 'times' ? { kind: 'times', times: outcome.times } : { kind: 'failed' });
      if (outcome.kind === 'times' && outcome.times.length === 0) setContactOpen(true);
    });
  };

  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<BookingContactInput, unknown, BookingContact>({ resolver: bookingContactResolver, defaultValues: EMPTY_BOOKING_CONTACT, mode: 'onBlur', reValidateMode: 'onChange' });
  const values = useWatch({ control });
  const contactValid = bookingContactSchema.safeParse({ ...EMPTY_BOOKING_CONTACT, ...values }).success;
  const freeTextLength = values.freeText?.length ?? 0;

  // Spec 3 §5.4: a date, a time when the day has times, and valid contact details.
  const timeSettled = slots.kind === 'times' && (slots.times.length === 0 || time !== undefined);
  const busy = sending.kind === 'sending';
  const canBook = date !== undefined && timeSettled && contactValid && !busy;
  const showHint = !canBook && !busy;

  const onSubmit = handleSubmit(async (contact) => {
    if (!canBook || sendingNow.current || date === undefined || slots.kind !== 'times') return;
    sendingNow.current = true;
    setSending({ kind: 'sending' });
    const outcome = await createBooking(call, {
      bookingDate: date,
      bookingStart: slots.times.length === 0 ? null : (time ?? null),
      regNo: vehicle.regNo,
      freeText: contact.freeText,
      customer: { firstName: contact.firstName, lastName: contact.lastName, email: contact.email, phoneMobile: contact.phoneMobile },
    });
    sendingNow.current = false;
    if (outcome.kind === 'booked') {
      logOutcome('booking', 'success', outcome.confirmation.bookingConfirmationId);
      onBooked(outcome.confirmation);
      return;
    }
    if (outcome.kind === 'refused') {
      logOutcome('booking', 'failure', `${outcome.status} ${outcome.message ?? ''}`);
      setSending({ kind: 'refused', message: outcome.message ?? t('tireHotelBooking.createFailed') });
      return;
    }
    // Spec 3 §8: an exception is only logged; the button is usable again for another try.
    logOutcome('booking', 'failure', outcome.detail);
    setSending({ kind: 'idle' });
  });

  const error = (message: string | undefined) => {
    const key = contactErrorKey(message);
    return key ? t(key) : undefined;
  };
  const mobile = register('phoneMobile');

  return (
    <div>
      <StepHeading tabIndex={-1}>{t('tireHotelBooking.heading')}</StepHeading>
      <WorkshopCard t={t} location={location} />

      <Section aria-labelledby={dateHeadingId}>
        <SectionHeading id={dateHeadingId}>{t('tireHotelBooking.calendar.heading')}</SectionHeading>
        {days.kind === 'loading' ? <Spinner label={t('tireHotelBooking.calendar.loading')} /> : null}
        {days.kind === 'failed' ? <ErrorText>{t('tireHotelBooking.calendar.failed')}</ErrorText> : null}
        {days.kind === 'days' && days.dates.length === 0 ? <NoDays t={t} location={location} /> : null}
        {days.kind === 'days' && days.dates.length > 0 ? <Calendar t={t} dates={days.dates} today={today} selected={date} onSelect={chooseDate} labelledBy={dateHeadingId} /> : null}
        {date ? <p>{t('tireHotelBooking.calendar.chosen', { date: longDate(date, t.language) })}</p> : null}
      </Section>

      {date ? (
        <Section>
          {slots.kind === 'loading' ? <Spinner label={t('tireHotelBooking.slots.loading')} /> : null}
          {slots.kind === 'failed' ? <ErrorText>{t('tireHotelBooking.slots.failed')}</ErrorText> : null}
          {slots.kind === 'times' && slots.times.length === 0 ? <p role="status">{t('tireHotelBooking.slots.none')}</p> : null}
          {slots.kind === 'times' && slots.times.length > 0 ? <TimeSlots
              t={t}
              times={slots.times}
              selected={time}
              onSelect={(chosen) => {
                setTime(chosen);
                setContactOpen(true);
              }}
            /> : null}
        </Section>
      ) : null}

      <form noValidate onSubmit={onSubmit} aria-busy={busy}>
        {contactOpen ? (
          <Section>
            <SectionHeading>{t('tireHotelBooking.contact.heading')}</SectionHeading>
            <Fields disabled={busy} onFocus={() => formInteraction('booking')}>
              <Names>
                <TextField label={t('tireHotelBooking.contact.firstName')} autoComplete="given-name" maxLength={NAME_MAX} aria-required="true" error={error(errors.firstName?.message)} {...register('firstName')} />
                <TextField label={t('tireHotelBooking.contact.lastName')} autoComplete="family-name" maxLength={NAME_MAX} aria-required="true" error={error(errors.lastName?.message)} {...register('lastName')} />
              </Names>
              <TextField
                label={t('tireHotelBooking.contact.mobile')}
                hint={t('tireHotelBooking.contact.mobileHint')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={TIRE_HOTEL.mobileMax + 10}
                aria-required="true"
                error={error(errors.phoneMobile?.message)}
                {...mobile}
                onChange={(event) => {
                  // Spec 3 §5.4: the field keeps only digits and plus.
                  event.target.value = keepMobileCharacters(event.target.value);
                  return mobile.onChange(event);
                }}
              />
              <TextField label={t('tireHotelBooking.contact.email')} type="email" inputMode="email" autoComplete="email" maxLength={254} aria-required="true" error={error(errors.email?.message)} {...register('email')} />
              <div>
                <TextArea label={t('tireHotelBooking.contact.comment')} maxLength={TIRE_HOTEL.freeTextMax} rows={3} aria-describedby={counterId} error={error(errors.freeText?.message)} {...register('freeText')} />
                <Counter id={counterId}>{t('tireHotelBooking.contact.counter', { count: freeTextLength, max: TIRE_HOTEL.freeTextMax })}</Counter>
              </div>
            </Fields>
          </Section>
        ) : null}
        {sending.kind === 'refused' ? <ErrorText>{sending.message}</ErrorText> : null}
        <Actions>
          <Button type="button" variant="secondary" onClick={onBack}>
            {t('tireHotelBooking.back')}
          </Button>
          <Button type="submit" disabled={!canBook} aria-describedby={showHint ? hintId : undefined}>
            {busy ? t('tireHotelBooking.sending') : t('tireHotelBooking.submit')}
          </Button>
        </Actions>
        {showHint ? <Hint id={hintId}>{t('tireHotelBooking.submitHint')}</Hint> : null}
      </form>
    </div>
  );
}
