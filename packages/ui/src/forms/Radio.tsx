import styled from '@emotion/styled';
import type { ComponentPropsWithRef, ReactNode } from 'react';

export interface RadioProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
}

// The whole label is the click target, at least 44px high, so the small native circle is not.
const Label = styled.label(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xs,
  minHeight: '44px',
  paddingRight: theme.space.sm,
  cursor: 'pointer',
}));

const Input = styled.input(({ theme }) => ({
  width: '20px',
  height: '20px',
  margin: 0,
  flex: 'none',
  accentColor: theme.colors.primary,
  cursor: 'inherit',
  '&:disabled': { cursor: 'not-allowed' },
}));

/** A native radio with its label; `ref` reaches the input, so react-hook-form's register can be spread on it. */
export function Radio({ label, className, ...rest }: RadioProps) {
  return (
    <Label className={className}>
      <Input type="radio" {...rest} />
      <span>{label}</span>
    </Label>
  );
}
