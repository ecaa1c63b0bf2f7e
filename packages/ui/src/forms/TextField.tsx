import styled from '@emotion/styled';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { VisuallyHidden } from '../layout/VisuallyHidden';
import { withoutProps } from '../styleProps';
import { ErrorText } from './ErrorText';
import { controlStyles } from './controlStyles';
import { describedBy, FieldHint, FieldLabel } from './fieldParts';

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Keeps the label for screen readers only, e.g. a search box with a visible button. */
  hideLabel?: boolean;
}

const Input = styled('input', { shouldForwardProp: withoutProps('invalid') })<{ invalid: boolean }>(controlStyles);

const Wrapper = styled.div({ marginBottom: 0 });

/**
 * A labelled text input with optional hint and error. `ref` goes to the `<input>` (React 19
 * passes it as a prop), so `{...register('name')}` from react-hook-form can be spread on it.
 */
export function TextField({ label, hint, error, hideLabel = false, id, className, 'aria-describedby': extra, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const labelNode = <FieldLabel htmlFor={inputId}>{label}</FieldLabel>;
  return (
    <Wrapper className={className}>
      {hideLabel ? <VisuallyHidden>{labelNode}</VisuallyHidden> : labelNode}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <Input
        id={inputId}
        invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(extra, hintId, errorId)}
        {...rest}
      />
      <ErrorText id={errorId}>{error}</ErrorText>
    </Wrapper>
  );
}
