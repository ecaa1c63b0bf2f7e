import styled from '@emotion/styled';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { withoutProps } from '../styleProps';
import { controlStyles } from './controlStyles';
import { ErrorText } from './ErrorText';
import { FieldLabel, useFieldIds } from './fieldParts';

const Area = styled('textarea', { shouldForwardProp: withoutProps('invalid') })<{ invalid: boolean }>((props) => ({
  ...controlStyles(props),
  minHeight: '120px',
  padding: props.theme.space.sm,
  resize: 'vertical',
}));

export type TextAreaProps = { label: ReactNode; error?: ReactNode } & ComponentPropsWithRef<'textarea'>;

/** A labelled multi-line text input; `ref` goes to the `<textarea>` for react-hook-form. */
export function TextArea({ label, error, id, ...rest }: TextAreaProps) {
  const { controlId, errorId } = useFieldIds(id, error);
  return (
    <div>
      <FieldLabel htmlFor={controlId}>{label}</FieldLabel>
      <Area id={controlId} invalid={Boolean(error)} aria-invalid={error ? true : undefined} aria-describedby={errorId} {...rest} />
      <ErrorText id={errorId}>{error}</ErrorText>
    </div>
  );
}
