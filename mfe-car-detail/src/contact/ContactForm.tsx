import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { postComhubForm } from '@showroom/api-client';
import { getEventBus } from '@showroom/event-bus';
import { contactErrorText, createTranslator, type MessageOverrides } from '@showroom/i18n';
import type { Language, SiteCode } from '@showroom/sites';
import { Button, Checkbox, EmailField, PhoneField, Select, Stack, TextArea, TextField } from '@showroom/ui';
import { leadEvent } from './contactLead';
import { CONTACT_LIMITS, contactFormSchema, type ContactInput, type ContactValues } from './contactFormSchema';
import { defaultSellerId, type ContactSeller } from './leadSeller';
import { sendContactLead } from './sendContactLead';
import type { PostForm, Sleep } from './submitLead';

/** Which option the page's #contact-quote / #contact-testdrive anchors pre-tick. */
export type ContactPreselect = 'quote' | 'testDrive';

export interface ContactFormProps {
  /** `isSample`: a new-car sample, which needs a seller choice. */
  car: { car_id: string; title: string; isSample: boolean };
  /** The sites that can sell a sample car, in order; the first is preselected. Unused for other cars. */
  sellers?: readonly ContactSeller[];
  /** The car's own site: where leads for a car that is not a sample go. */
  preselect?: ContactPreselect;
  language: Language;
  site: SiteCode;
  /** Absolute BFF origin; '' means same origin. */
  apiBase: string;
  /** The page the lead comes from (its URL or path), sent as `source`. */
  source: string;
  /** The content platform's texts for this site (carDetailFormSuccess, carDetailFormError ...). */
  messages?: MessageOverrides;
  /** The network edge and the retry wait, replaceable in tests. */
  postForm?: PostForm;
  sleep?: Sleep;
}

/** idle -> submitting -> success | error; error -> submitting again with everything still filled in. */
type Status = 'idle' | 'submitting' | 'success' | 'error';

const Section = styled.section({ maxWidth: '640px' });

const Heading = styled.h2(({ theme }) => ({ margin: `0 0 ${theme.space.md}`, fontSize: theme.fontSizes.xl }));

// The success overlay covers the form, which goes inert underneath.
const Frame = styled.div({ position: 'relative' });

// A disabled fieldset disables every control inside while sending, without react-hook-form
// dropping the values (its own `disabled` option would).
const Fields = styled.fieldset({ border: 0, margin: 0, padding: 0, minWidth: 0 });

const Options = styled.fieldset(({ theme }) => ({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  legend: { padding: 0, marginBottom: theme.space.xxs, fontWeight: theme.fontWeights.bold },
  div: { display: 'flex', flexWrap: 'wrap', columnGap: theme.space.lg },
}));

const Banner = styled.p(({ theme }) => ({
  margin: 0,
  padding: theme.space.sm,
  borderRadius: theme.radii.md,
  background: theme.colors.danger,
  color: theme.colors.onDanger,
  fontWeight: theme.fontWeights.bold,
}));

const Overlay = styled.div(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: theme.space.lg,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  textAlign: 'center',
  p: { margin: 0, fontSize: theme.fontSizes.lg, fontWeight: theme.fontWeights.bold },
}));

/**
 * The car detail page's contact form (spec 2): name, phone, e-mail, message, quote and test
 * drive, and a seller for new-car samples. It sends a comhub lead through the BFF, up to three
 * times, then shows the success overlay or the error banner.
 */
export function ContactForm(props: ContactFormProps) {
  const { car, preselect } = props;
  const t = createTranslator(props.language, props.messages);
  const headingId = useId();
  const sellers = props.sellers ?? [];
  const requiresSeller = car.isSample;
  const schema = useMemo(() => contactFormSchema({ requiresSeller }), [requiresSeller]);
  const [status, setStatus] = useState<Status>('idle');
  const [invalidSubmit, setInvalidSubmit] = useState(false);
  const sending = useRef(false);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(schema),
    // No default values: each field starts from what its element holds, so what a visitor typed into the server's
    // HTML before this code arrived (it loads when the form comes near, ContactFormWhenNear) is kept, not blanked.
    // The empty fields, the unticked boxes and the first seller are in the markup itself; only a seller the form
    // does not ask for has no element to start from.
    ...(requiresSeller ? {} : { defaultValues: { sellerId: '' } }),
  });

  // A later #contact-quote / #contact-testdrive ticks its box too.
  useEffect(() => {
    if (preselect) setValue(preselect, true);
  }, [preselect, setValue]);

  // Sellers that arrive after the first render still get the first one preselected (by its id: the
  // list's array may be new on every render).
  const firstSellerId = defaultSellerId(sellers);
  useEffect(() => {
    if (requiresSeller && getValues('sellerId') === '') setValue('sellerId', firstSellerId);
  }, [requiresSeller, firstSellerId, getValues, setValue]);

  useEffect(() => {
    if (status === 'success') thanksRef.current?.focus();
  }, [status]);

  const errorText = (message: string | undefined) => contactErrorText(t, message);

  const onSubmit = handleSubmit(
    async (values) => {
      if (sending.current) return;
      sending.current = true;
      setInvalidSubmit(false);
      setStatus('submitting');
      const result = await sendContactLead({
        apiBase: props.apiBase,
        site: props.site,
        car,
        sellers,
        source: props.source,
        values,
        post: props.postForm ?? postComhubForm,
        sleep: props.sleep,
      });
      sending.current = false;
      if (result.sent) getEventBus().emit('dataLayer', leadEvent(result.submission, car.car_id));
      else getEventBus().emit('dataLayer', { event: 'form_error', form: 'car-contact', car_id: car.car_id, reason: result.reason });
      setStatus(result.sent ? 'success' : 'error');
    },
    () => {
      // react-hook-form has moved focus to the first invalid field.
      setInvalidSubmit(true);
      setStatus('idle');
    },
  );

  const submitting = status === 'submitting';
  const success = status === 'success';
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{t('carContact.heading')}</Heading>
      <Frame>
        <form noValidate onSubmit={onSubmit} aria-busy={submitting} inert={success}>
          <Fields disabled={submitting}>
            <Stack gap="md">
              {requiresSeller ? (
                <Select label={t('carContact.seller')} aria-required="true" error={errorText(errors.sellerId?.message)} defaultValue={defaultSellerId(sellers)} {...register('sellerId')}>
                  <option value="">{t('carContact.sellerPlaceholder')}</option>
                  {sellers.map((seller) => (
                    <option key={seller.id} value={seller.id}>
                      {seller.name}
                    </option>
                  ))}
                </Select>
              ) : null}
              <TextField
                label={t('carContact.name')}
                autoComplete="name"
                maxLength={CONTACT_LIMITS.name}
                aria-required="true"
                error={errorText(errors.name?.message)}
                {...register('name')}
              />
              <PhoneField label={t('carContact.phone')} error={errorText(errors.phone?.message)} {...register('phone')} />
              <EmailField label={t('carContact.email')} error={errorText(errors.email?.message)} {...register('email')} />
              <TextArea label={t('carContact.message')} rows={4} maxLength={CONTACT_LIMITS.message} {...register('message')} />
              <Options>
                <legend>{t('carContact.interest')}</legend>
                <div>
                  <Checkbox label={t('carContact.quote')} {...register('quote')} />
                  <Checkbox label={t('carContact.testDrive')} {...register('testDrive')} />
                </div>
              </Options>
              {invalidSubmit ? <Banner role="alert">{t('carContact.invalid')}</Banner> : null}
              {status === 'error' ? <Banner role="alert">{t('carDetailFormError')}</Banner> : null}
              <div>
                <Button type="submit" size="lg">
                  {submitting ? t('carContact.sending') : t('carContact.submit')}
                </Button>
              </div>
            </Stack>
          </Fields>
        </form>
        {success ? (
          <Overlay role="status">
            <p ref={thanksRef} tabIndex={-1}>
              {t('carDetailFormSuccess')}
            </p>
          </Overlay>
        ) : null}
      </Frame>
    </Section>
  );
}
