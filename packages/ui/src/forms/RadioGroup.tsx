import styled from '@emotion/styled';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { withoutProps } from '../styleProps';
import { ErrorText } from './ErrorText';
import { describedBy, FieldHint } from './fieldParts';

export interface RadioGroupProps extends ComponentPropsWithRef<'fieldset'> {
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Radios side by side (wrapping) or stacked. */
  direction?: 'row' | 'column';
  /** The `<Radio>`s of the group. */
  children: ReactNode;
}

const Fieldset = styled.fieldset({ border: 0, margin: 0, padding: 0, minWidth: 0 });

const Legend = styled.legend(({ theme }) => ({
  padding: 0,
  marginBottom: theme.space.xxs,
  fontWeight: theme.fontWeights.bold,
}));

const Options = styled('div', { shouldForwardProp: withoutProps('direction') })<{ direction: 'row' | 'column' }>(
  ({ theme, direction }) => ({
    display: 'flex',
    flexDirection: direction,
    flexWrap: 'wrap',
    columnGap: theme.space.lg,
  }),
);

/** A fieldset whose legend names a set of radios; hint and error are linked to the group. */
export function RadioGroup({ legend, hint, error, direction = 'column', children, id, ...rest }: RadioGroupProps) {
  const generated = useId();
  const groupId = id ?? generated;
  const hintId = hint ? `${groupId}-hint` : undefined;
  const errorId = error ? `${groupId}-error` : undefined;
  return (
    <Fieldset id={groupId} aria-describedby={describedBy(hintId, errorId)} {...rest}>
      <Legend>{legend}</Legend>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <Options direction={direction}>{children}</Options>
      <ErrorText id={errorId}>{error}</ErrorText>
    </Fieldset>
  );
}
