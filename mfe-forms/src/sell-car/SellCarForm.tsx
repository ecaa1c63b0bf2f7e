import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { newSubmissionId } from '@showroom/api-client';
import { INVALID_MILEAGE } from '@showroom/contracts/lead-forms';
import type { SellCarFormProps } from '@showroom/contracts';
import { getEventBus } from '@showroom/event-bus';
import { contactErrorText, createTranslator } from '@showroom/i18n';
import { Button, EmailField, ErrorText, PageHeading, PhoneField, Radio, RadioGroup, Stack, TextArea, TextField } from '@showroom/ui';
import { sendSellCar } from '../api/sellCar';
import { sellCarResolver, type SellCarInput, type SellCarValues } from './sellCarSchema';

/** idle -> submitting -> success | error; error -> submitting again with everything still filled in. */
type Status = 'idle' | 'submitting' | 'success' | 'error';

const Section = styled.section({ maxWidth: '560px' });

// A disabled fieldset disables every control inside while sending, without react-hook-form
// dropping the values (its own `disabled` option would).
const Fields = styled.fieldset({ border: 0, margin: 0, padding: 0, minWidth: 0 });

const Thanks = styled.h2(({ theme }) => ({ margin: `0 0 ${theme.space.sm}` }));

const Footnote = styled.p(({ theme }) => ({ margin: `${theme.space.sm} 0 0`, fontSize: theme.fontSizes.sm, color: theme.colors.mutedText }));

const EMPTY: SellCarInput = { customerName: '', customerPhone: '', customerEmail: '' };
const EMPTY_FULL: SellCarInput = { ...EMPTY, regno: '', milage: '', other: '' };

/**
 * The sell-car form (spec 3 §2.5): the full one (regno, milage, the customer, sell or trade in, other,
 * footnote) or the short one (the customer and the choice), sent to comhub through the BFF.
 */
export function SellCarForm(props: SellCarFormProps) {
  const t = createTranslator(props.language);
  const full = props.variant === 'full';
  const headingId = useId();
  const [status, setStatus] = useState<Status>('idle');
  const sending = useRef(false);
  // One id per fill of the form, kept across retries, so the BFF stores a retried lead once.
  const submissionId = useRef<string | null>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SellCarInput, unknown, SellCarValues>({ resolver: sellCarResolver(props.variant), defaultValues: full ? EMPTY_FULL : EMPTY });

  useEffect(() => {
    if (status === 'success') thanksRef.current?.focus();
  }, [status]);

  const errorText = (message: string | undefined) => (message === INVALID_MILEAGE ? t('sellCar.invalidMileage') : contactErrorText(t, message));

  const onSubmit = handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    setStatus('submitting');
    submissionId.current ??= newSubmissionId();
    const ok = await sendSellCar(props.apiBase, props.site, values, submissionId.current);
    sending.current = false;
    getEventBus().emit('dataLayer', { event: ok ? 'form_submit' : 'form_error', form: full ? 'sell-car-full' : 'sell-car', site: props.site });
    setStatus(ok ? 'success' : 'error');
  });

  if (status === 'success') {
    return (
      <Section aria-labelledby={headingId}>
        {/* The page's h1 while the form was (its own page or a partner's): the page keeps one. */}
        <Thanks as={props.headingLevel === 1 ? 'h1' : 'h2'} id={headingId} ref={thanksRef} tabIndex={-1}>
          {t('sellCar.thanksTitle')}
        </Thanks>
        <p>{t('sellCar.thanksText')}</p>
      </Section>
    );
  }

  const submitting = status === 'submitting';
  return (
    <Section aria-labelledby={headingId}>
      <PageHeading id={headingId} level={props.headingLevel}>
        {t('sellCar.heading')}
      </PageHeading>
      <form noValidate onSubmit={onSubmit} aria-busy={submitting}>
        <Fields disabled={submitting}>
          <Stack gap="md">
            {full ? (
              <>
                <TextField label={t('sellCar.regno')} autoComplete="off" maxLength={20} aria-required="true" error={errorText(errors.regno?.message)} {...register('regno')} />
                <TextField
                  label={t('sellCar.milage')}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={7}
                  aria-required="true"
                  error={errorText(errors.milage?.message)}
                  {...register('milage')}
                />
              </>
            ) : null}
            <TextField
              label={t('sellCar.name')}
              autoComplete="name"
              maxLength={200}
              aria-required="true"
              error={errorText(errors.customerName?.message)}
              {...register('customerName')}
            />
            <PhoneField label={t('sellCar.phone')} error={errorText(errors.customerPhone?.message)} {...register('customerPhone')} />
            <EmailField label={t('sellCar.email')} error={errorText(errors.customerEmail?.message)} {...register('customerEmail')} />
            <RadioGroup legend={t('sellCar.option')} direction="row" error={errorText(errors.option?.message)}>
              <Radio label={t('sellCar.option.sell')} value="sellCar" {...register('option')} />
              <Radio label={t('sellCar.option.tradeIn')} value="tradeInCar" {...register('option')} />
            </RadioGroup>
            {full ? <TextArea label={t('sellCar.other')} maxLength={2000} error={errorText(errors.other?.message)} {...register('other')} /> : null}
            <div>
              <Button type="submit" size="lg">
                {t('sellCar.submit')}
              </Button>
            </div>
          </Stack>
        </Fields>
        {status === 'error' ? <ErrorText>{t('sellCar.error')}</ErrorText> : null}
        {full ? <Footnote>{t('sellCar.footnote')}</Footnote> : null}
      </form>
    </Section>
  );
}
