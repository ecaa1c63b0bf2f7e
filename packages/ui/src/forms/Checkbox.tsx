import styled from '@emotion/styled';
import type { ComponentPropsWithRef, ReactNode } from 'react';

// The whole label is the click target, at least 44px high, so the small native box is not. With a trailing
// part (a facet value's count) it spans its row, the part at the far end.
const CheckLabel = styled('label', { shouldForwardProp: (prop) => prop !== 'disabled' && prop !== 'wide' })<{ disabled: boolean; wide: boolean }>(({ theme, disabled, wide }) => ({
  display: wide ? 'flex' : 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xs,
  minHeight: '44px',
  paddingRight: wide ? 0 : theme.space.sm,
  cursor: disabled ? 'not-allowed' : 'pointer',
  color: disabled ? theme.colors.mutedText : undefined,
}));

const Trailing = styled.span(({ theme }) => ({ marginLeft: 'auto', color: theme.colors.mutedText, fontSize: theme.fontSizes.sm }));

const Box = styled.input(({ theme }) => ({
  width: '20px',
  height: '20px',
  margin: 0,
  flex: 'none',
  accentColor: theme.colors.primary,
  cursor: 'inherit',
  '&:disabled': { cursor: 'not-allowed' },
}));

export type CheckboxProps = {
  label: ReactNode;
  /** Shown at the row's far end, muted (a facet value's count). */
  trailing?: ReactNode;
} & Omit<ComponentPropsWithRef<'input'>, 'type'>;

/** A native checkbox inside its label; `ref` goes to the `<input>`. */
export function Checkbox({ label, trailing, ...rest }: CheckboxProps) {
  return (
    <CheckLabel disabled={Boolean(rest.disabled)} wide={trailing !== undefined}>
      <Box type="checkbox" {...rest} />
      <span>{label}</span>
      {trailing !== undefined ? <Trailing>{trailing}</Trailing> : null}
    </CheckLabel>
  );
}
