import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SellCarFormProps } from '@showroom/contracts';
import { getEventBus } from '@showroom/event-bus';
import { contactErrorText, createTranslator } from '@showroom/i18n';
import { Button, EmailField, ErrorText, PageHeading, PhoneField, Radio, RadioGroup, Stack, TextField } from '@showroom/ui';
import { sendSellCar } from '../api/sellCar';
import { sellCarSchema, type SellCarInput, type SellCarValues } from './sellCarSchema';

/** idle -> submitting -> success | error; error -> submitting again with everything still filled in. */
type Status = 'idle' | 'submitting' | 'success' | 'error';

const Section = styled.section({ maxWidth: '560px' });

// A disabled fieldset disables every control inside while sending, without react-hook-form
// dropping the values (its own `disabled` option would).
const Fields = styled.fieldset({ border: 0, margin: 0, padding: 0, minWidth: 0 });

const Thanks = styled.h2(({ theme }) => ({ margin: `0 0 ${theme.space.sm}` }));

/** The short sell-car form: name, phone, e-mail and sell or trade in, sent to comhub through the BFF. */
export function SellCarForm(props: SellCarFormProps) {
  const t = createTranslator(props.language);
  const headingId = useId();
  const [status, setStatus] = useState<Status>('idle');
  const sending = useRef(false);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SellCarInput, unknown, SellCarValues>({
    resolver: zodResolver(sellCarSchema),
    defaultValues: { customerName: '', customerPhone: '', customerEmail: '' },
  });

  useEffect(() => {
    if (status === 'success') thanksRef.current?.focus();
  }, [status]);

  const errorText = (message: string | undefined) => contactErrorText(t, message);

  const onSubmit = handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    setStatus('submitting');
    const ok = await sendSellCar(props.apiBase, props.site, values);
    sending.current = false;
    getEventBus().emit('dataLayer', { event: ok ? 'form_submit' : 'form_error', form: 'sell-car', site: props.site });
    setStatus(ok ? 'success' : 'error');
  });

  if (status === 'success') {
    return (
      <Section aria-labelledby={headingId}>
        <Thanks id={headingId} ref={thanksRef} tabIndex={-1}>
          {t('sellCar.thanksTitle')}
        </Thanks>
        <p>{t('sellCar.thanksText')}</p>
      </Section>
    );
  }

  const submitting = status === 'submitting';
  return (
    <Section aria-labelledby={headingId}>
      <PageHeading id={headingId}>{t('sellCar.heading')}</PageHeading>
      <form noValidate onSubmit={onSubmit} aria-busy={submitting}>
        <Fields disabled={submitting}>
          <Stack gap="md">
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
            <div>
              <Button type="submit" size="lg">
                {t('sellCar.submit')}
              </Button>
            </div>
          </Stack>
        </Fields>
        {status === 'error' ? <ErrorText>{t('sellCar.error')}</ErrorText> : null}
      </form>
    </Section>
  );
}
