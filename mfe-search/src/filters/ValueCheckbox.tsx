import styled from '@emotion/styled';
import type { ReactNode } from 'react';

export interface ValueCheckboxProps {
  label: ReactNode;
  count: string;
  checked: boolean;
  disabled: boolean;
  onToggle(): void;
}

// The whole label is the target, at least 44px high, like the design system's radios.
const Label = styled('label', { shouldForwardProp: (prop) => prop !== 'disabled' })<{ disabled: boolean }>(({ theme, disabled }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.xs,
  minHeight: '44px',
  cursor: disabled ? 'not-allowed' : 'pointer',
  color: disabled ? theme.colors.mutedText : theme.colors.text,
}));

const Box = styled.input(({ theme }) => ({
  width: '20px',
  height: '20px',
  margin: 0,
  flex: 'none',
  accentColor: theme.colors.primary,
  cursor: 'inherit',
}));

const Count = styled.span(({ theme }) => ({ marginLeft: 'auto', color: theme.colors.mutedText, fontSize: theme.fontSizes.sm }));

/** One facet value: a native checkbox with its text and count ("BMW (12)"). */
export function ValueCheckbox({ label, count, checked, disabled, onToggle }: ValueCheckboxProps) {
  return (
    <Label disabled={disabled}>
      <Box type="checkbox" checked={checked} disabled={disabled} onChange={onToggle} />
      <span>{label}</span>
      <Count>({count})</Count>
    </Label>
  );
}
