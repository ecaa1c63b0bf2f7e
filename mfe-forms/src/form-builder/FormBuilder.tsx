import styled from '@emotion/styled';
import { useId } from 'react';
import type { FormBuilderProps } from '@showroom/contracts';
import { createTranslator } from '@showroom/i18n';
import { ErrorText, Spinner } from '@showroom/ui';
import { useFormAnswers } from './useFormAnswers';

const Section = styled.section(({ theme }) => ({
  margin: `0 0 ${theme.space.lg}`,
  maxWidth: '720px',
  h2: { margin: `0 0 ${theme.space.sm}` },
}));

const Answers = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
  gap: `${theme.space.xs} ${theme.space.md}`,
  margin: 0,
  // A div per question and answer (HTML allows it in a dl) that the grid lays out as if it were not there.
  div: { display: 'contents' },
  dt: { fontWeight: theme.fontWeights.bold, overflowWrap: 'anywhere' },
  dd: { margin: 0, overflowWrap: 'anywhere' },
}));

/**
 * A form-builder block: the answers of its form's newest submission (spec 2 §7 "Form builder"), question and
 * answer as a definition list; "Missing FormId" when the block names no form (spec 3 §5.5). The answers load in
 * the browser; the server renders the loading state.
 */
export function FormBuilder(props: FormBuilderProps) {
  const t = createTranslator(props.language);
  const headingId = useId();
  const result = useFormAnswers(props.formId, props.apiBase);
  const labelled = props.title ? { 'aria-labelledby': headingId } : {};
  if (!props.formId) {
    return (
      <Section data-block="form-builder" {...labelled}>
        {props.title && <h2 id={headingId}>{props.title}</h2>}
        <p>{t('formBlocks.missingFormId')}</p>
      </Section>
    );
  }
  return (
    <Section data-block="form-builder" data-state={result.state} aria-busy={result.state === 'loading'} {...labelled}>
      {props.title && <h2 id={headingId}>{props.title}</h2>}
      {result.state === 'loading' && <Spinner label={t('formBlocks.builder.loading')} />}
      {result.state === 'error' && <ErrorText>{t('formBlocks.builder.error')}</ErrorText>}
      {result.state === 'loaded' && result.answers.length === 0 && <p>{t('formBlocks.builder.empty')}</p>}
      {result.state === 'loaded' && result.answers.length > 0 && (
        <Answers>
          {result.answers.map((entry) => (
            <div key={entry.key}>
              <dt>{entry.question}</dt>
              <dd>{entry.answer}</dd>
            </div>
          ))}
        </Answers>
      )}
    </Section>
  );
}
