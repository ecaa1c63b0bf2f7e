import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useController, useForm } from 'react-hook-form';
import { newSubmissionId } from '@showroom/api-client';
import type { DealerPicked, WorkshopBookingFormProps } from '@showroom/contracts';
import { dayIn, MOTORCYCLE_DEALER, serviceTypesFor, WORKSHOP_TIME_ZONE, type WorkshopBookingLeadValues } from '@showroom/contracts/lead-forms';
import { getEventBus } from '@showroom/event-bus';
import { contactErrorText, createTranslator, type TextKey } from '@showroom/i18n';
import { Button, EmailField, ErrorText, PageHeading, PhoneField, Radio, RadioGroup, Stack, TextArea, TextField } from '@showroom/ui';
import { sendWorkshopBooking, workshopLeadEvent } from '../api/workshopBooking';
import { Consent } from './Consent';
import { DealerField } from './DealerField';
import { ServiceTypePicker } from './ServiceTypePicker';
import { useDealerPick } from './useDealerPick';
import { EMPTY_WORKSHOP_FORM, workshopResolver, type Vehicle, type WorkshopFormInput } from './workshopSchema';

type Status = 'idle' | 'submitting' | 'success' | 'error';

export interface WorkshopBookingCallbacks {
  /** Today as YYYY-MM-DD; the site's (Europe/Oslo) by default, fixed in tests. */
  today?: () => string;
}

const Section = styled.section({ maxWidth: '640px' });
const Fields = styled.fieldset({ border: 0, margin: 0, padding: 0, minWidth: 0 });
const Thanks = styled.h2(({ theme }) => ({ margin: `0 0 ${theme.space.sm}` }));

const osloToday = () => dayIn(WORKSHOP_TIME_ZONE, new Date());

/** The texts of the form's own error keys; the contact ones are common.*. */
const RULE_TEXTS: Record<string, TextKey> = {
  invalidMileage: 'workshop.invalidMileage',
  invalidDate: 'workshop.invalidDate',
  pastDate: 'workshop.pastDate',
  consentRequired: 'workshop.consentRequired',
};

/**
 * dealergroup-no's workshop booking form (spec 3 §2.6, §3.4, §5.3): a car goes to the dealer chosen in the
 * page's dealer picker (or the form's own select where there is none), a motorcycle to the one motorcycle
 * dealer; service types as chips; the desired date from today on; sent to comhub through the BFF.
 */
export function WorkshopBookingForm(props: WorkshopBookingFormProps & WorkshopBookingCallbacks) {
  const t = createTranslator(props.language);
  const clock = props.today ?? osloToday;
  const headingId = useId();
  const [status, setStatus] = useState<Status>('idle');
  // The date input's min: the browser's today, set after hydration so the server's HTML and the first render agree.
  const [today, setToday] = useState<string | undefined>(undefined);
  const sending = useRef(false);
  const submissionId = useRef<string | null>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const picked = useRef<{ name: string; email: string } | null>(null);
  // The own select's choice (no picker on the page); the dealer's name and e-mail go to the form's values.
  const [selectedId, setSelectedId] = useState('');
  const { register, handleSubmit, control, setValue, watch, formState } = useForm<WorkshopFormInput, unknown, WorkshopBookingLeadValues>({
    resolver: workshopResolver(clock),
    defaultValues: EMPTY_WORKSHOP_FORM,
  });
  const { errors, isSubmitted } = formState;
  const services = useController({ control, name: 'services' });
  const vehicle = watch('vehicle');
  const siteName = watch('siteName');

  useEffect(() => setToday(clock()), [clock]);
  useEffect(() => {
    if (status === 'success') thanksRef.current?.focus();
  }, [status]);

  const setDealer = useCallback(
    (name: string, email: string) => {
      setValue('siteName', name, { shouldValidate: isSubmitted });
      setValue('siteEmail', email, { shouldValidate: isSubmitted });
    },
    [setValue, isSubmitted],
  );

  useDealerPick(props.pickerField, (pick: DealerPicked) => {
    picked.current = { name: pick.name, email: pick.workshopEmail ?? '' };
    if (vehicle === 'car') setDealer(pick.name, pick.workshopEmail ?? '');
  });

  const onVehicle = (next: Vehicle) => {
    // The two kinds have their own service types and dealers.
    services.field.onChange([]);
    if (next === 'mc') setDealer(MOTORCYCLE_DEALER.name, MOTORCYCLE_DEALER.workshopEmail);
    else setDealer(picked.current?.name ?? '', picked.current?.email ?? '');
  };

  const onOwnSelect = (siteId: string) => {
    setSelectedId(siteId);
    const dealer = props.dealers.find((d) => d.site_id === siteId);
    picked.current = dealer ? { name: dealer.name, email: dealer.workshopEmail ?? '' } : null;
    setDealer(picked.current?.name ?? '', picked.current?.email ?? '');
  };

  const errorText = (message: string | undefined) => {
    if (message === undefined) return undefined;
    const key = RULE_TEXTS[message];
    return key ? t(key) : contactErrorText(t, message);
  };

  const onSubmit = handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    setStatus('submitting');
    // One id per fill, kept across retries, so the BFF stores a retried booking once.
    submissionId.current ??= newSubmissionId();
    const result = await sendWorkshopBooking(props.apiBase, values, submissionId.current);
    sending.current = false;
    getEventBus().emit('dataLayer', result.sent ? workshopLeadEvent(values) : { event: 'form_error', form: 'workshop-booking', site: props.site });
    setStatus(result.sent ? 'success' : 'error');
  });

  if (status === 'success') {
    return (
      <Section aria-labelledby={headingId}>
        <Thanks id={headingId} ref={thanksRef} tabIndex={-1}>
          {t('workshop.thanksTitle')}
        </Thanks>
        <p>{t('workshop.thanksText')}</p>
      </Section>
    );
  }

  const submitting = status === 'submitting';
  const dealerError = errors.siteName?.message ?? errors.siteEmail?.message;
  const { onChange: onVehicleChange, ...vehicleField } = register('vehicle');
  const mode =
    vehicle === 'mc'
      ? ({ kind: 'motorcycle' } as const)
      : props.pickerField !== null
        ? ({ kind: 'picker', field: props.pickerField, chosen: siteName.trim() || null } as const)
        : ({
            kind: 'select',
            dealers: props.dealers,
            failed: props.dealersFailed,
            select: { name: 'dealer', value: selectedId, onChange: (event: ChangeEvent<HTMLSelectElement>) => onOwnSelect(event.currentTarget.value) },
          } as const);

  return (
    <Section aria-labelledby={headingId}>
      {/* A block under the content page's own h1. */}
      <PageHeading id={headingId} level={2} lead={t('workshop.intro')}>
        {props.title ?? t('workshop.heading')}
      </PageHeading>
      <form noValidate onSubmit={onSubmit} aria-busy={submitting}>
        <Fields disabled={submitting}>
          <Stack gap="md">
            <RadioGroup legend={t('workshop.vehicle')} direction="row">
              {(['car', 'mc'] as const).map((kind) => (
                <Radio
                  key={kind}
                  label={t(kind === 'car' ? 'workshop.vehicle.car' : 'workshop.vehicle.mc')}
                  value={kind}
                  {...vehicleField}
                  onChange={(event) => {
                    void onVehicleChange(event);
                    onVehicle(kind);
                  }}
                />
              ))}
            </RadioGroup>
            <DealerField
              mode={mode}
              error={dealerError ? t('workshop.dealerMissing') : undefined}
              labels={{
                dealer: t('workshop.dealer'),
                chosen: t('workshop.dealerChosen'),
                none: t('workshop.dealerNone'),
                missing: t('workshop.dealerMissing'),
                link: t('workshop.dealerLink'),
                placeholder: t('workshop.dealerPlaceholder'),
                failed: t('workshop.dealersFailed'),
                motorcycle: t('workshop.mcDealer', { name: MOTORCYCLE_DEALER.name }),
              }}
            />
            <ServiceTypePicker
              options={serviceTypesFor(vehicle === 'mc')}
              value={services.field.value}
              onChange={services.field.onChange}
              labels={{
                legend: t('workshop.services'),
                toggle: t('workshop.servicesToggle'),
                none: t('workshop.servicesNone'),
                chosen: t('workshop.servicesChosen'),
                remove: (name) => t('workshop.removeService', { name }),
              }}
            />
            <TextArea label={t('workshop.description')} maxLength={2000} error={errorText(errors.description?.message)} {...register('description')} />
            <TextField label={t('workshop.name')} autoComplete="name" maxLength={200} aria-required="true" error={errorText(errors.customerName?.message)} {...register('customerName')} />
            <PhoneField label={t('workshop.phone')} error={errorText(errors.customerPhone?.message)} {...register('customerPhone')} />
            <EmailField label={t('workshop.email')} error={errorText(errors.customerEmail?.message)} {...register('customerEmail')} />
            <TextField label={t('workshop.regno')} autoComplete="off" maxLength={20} aria-required="true" error={errorText(errors.regno?.message)} {...register('regno')} />
            <TextField label={t('workshop.milage')} inputMode="numeric" autoComplete="off" maxLength={7} error={errorText(errors.milage?.message)} {...register('milage')} />
            <TextField label={t('workshop.date')} type="date" min={today} aria-required="true" error={errorText(errors.date?.message)} {...register('date')} />
            <TextArea label={t('workshop.other')} maxLength={2000} error={errorText(errors.other?.message)} {...register('other')} />
            <Consent label={t('workshop.gdpr')} error={errorText(errors.gdpr?.message)} {...register('gdpr')} />
            <Consent label={t('workshop.newsletter')} error={errorText(errors.newsletter?.message)} {...register('newsletter')} />
            <div>
              <Button type="submit" size="lg">
                {t('workshop.submit')}
              </Button>
            </div>
          </Stack>
        </Fields>
        {status === 'error' ? <ErrorText>{t('workshop.error')}</ErrorText> : null}
      </form>
    </Section>
  );
}
