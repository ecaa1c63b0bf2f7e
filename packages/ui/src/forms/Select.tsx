import styled from '@emotion/styled';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { withoutProps } from '../styleProps';
import { controlStyles } from './controlStyles';
import { ErrorText } from './ErrorText';
import { FieldLabel, useFieldIds } from './fieldParts';

const Choice = styled('select', { shouldForwardProp: withoutProps('invalid') })<{ invalid: boolean }>(controlStyles);

export type SelectProps = { label: ReactNode; error?: ReactNode } & ComponentPropsWithRef<'select'>;

/** A labelled native select; `children` are its `<option>`s and `ref` goes to the `<select>`. */
export function Select({ label, error, id, children, ...rest }: SelectProps) {
  const { controlId, errorId } = useFieldIds(id, error);
  return (
    <div>
      <FieldLabel htmlFor={controlId}>{label}</FieldLabel>
      <Choice id={controlId} invalid={Boolean(error)} aria-invalid={error ? true : undefined} aria-describedby={errorId} {...rest}>
        {children}
      </Choice>
      <ErrorText id={errorId}>{error}</ErrorText>
    </div>
  );
}
