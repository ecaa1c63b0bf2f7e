import styled from '@emotion/styled';
import { useId, useRef } from 'react';
import type { MarketingFormProps } from '@showroom/contracts';
import { createTranslator } from '@showroom/i18n';
import { ErrorText, Spinner } from '@showroom/ui';
import { useMarketingForm } from './useMarketingForm';

const Section = styled.section(({ theme }) => ({
  margin: `0 0 ${theme.space.lg}`,
  maxWidth: '560px',
  h2: { margin: `0 0 ${theme.space.sm}` },
}));

/** What the block renders: its heading and the provider's form; MarketingForm takes it from content props. */
export interface MarketingFormViewProps extends Pick<MarketingFormProps, 'language' | 'formId' | 'config'> {
  /** Absent inside a popup, whose dialog has the heading. */
  title?: string | undefined;
}

/**
 * A marketing-form block (spec 2 §7): the provider's script (EU region) creates the form by its id into the
 * block, and again 3000 ms after each submission (spec 2 §4). "Missing FormId" when the block names no form
 * (spec 3 §5.5); a loading state until the script is there, and an error text when it cannot load.
 */
export function MarketingFormView({ language, formId, config, title }: MarketingFormViewProps) {
  const t = createTranslator(language);
  const headingId = useId();
  const target = useRef<HTMLDivElement>(null);
  const state = useMarketingForm(target, formId, config);
  const labelled = title ? { 'aria-labelledby': headingId } : {};
  return (
    <Section data-block="marketing-form" data-state={formId ? state : 'missing'} aria-busy={Boolean(formId) && state === 'loading'} {...labelled}>
      {title && <h2 id={headingId}>{title}</h2>}
      {!formId && <p>{t('formBlocks.missingFormId')}</p>}
      {formId && state === 'loading' && <Spinner label={t('formBlocks.marketing.loading')} />}
      {formId && state === 'error' && <ErrorText>{t('formBlocks.marketing.error')}</ErrorText>}
      {/* The provider's script owns what is inside; React never renders children here. */}
      {formId && <div ref={target} data-marketing-form-target="" />}
    </Section>
  );
}

export function MarketingForm(props: MarketingFormProps) {
  return <MarketingFormView language={props.language} formId={props.formId} config={props.config} title={props.title} />;
}
