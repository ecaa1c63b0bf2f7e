import styled from '@emotion/styled';
import type { ComponentPropsWithRef, ReactNode } from 'react';

// The whole label is the click target, at least 44px high, so the small native box is not.
const CheckLabel = styled.label(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xs,
  minHeight: '44px',
  paddingRight: theme.space.sm,
  cursor: 'pointer',
}));

const Box = styled.input(({ theme }) => ({
  width: '20px',
  height: '20px',
  margin: 0,
  flex: 'none',
  accentColor: theme.colors.primary,
  cursor: 'inherit',
  '&:disabled': { cursor: 'not-allowed' },
}));

export type CheckboxProps = { label: ReactNode } & Omit<ComponentPropsWithRef<'input'>, 'type'>;

/** A native checkbox inside its label; `ref` goes to the `<input>`. */
export function Checkbox({ label, ...rest }: CheckboxProps) {
  return (
    <CheckLabel>
      <Box type="checkbox" {...rest} />
      <span>{label}</span>
    </CheckLabel>
  );
}
