import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'aria-label'> & {
  /** The button's accessible name: an icon alone says nothing to a screen reader. */
  label: string;
};

// 44px: the touch size, well above WCAG 2.5.8's 24px. Colour is inherited so the button suits any
// bar it sits on (an amber alert, a dark footer); the hover tint is grey at low opacity for the same reason.
const Square = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 0,
  borderRadius: theme.radii.md,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:hover': { background: 'rgba(127, 127, 127, 0.2)' },
}));

/** A borderless 44px button holding an icon, named by `label`; type="button" unless told. */
export function IconButton({ label, type = 'button', ...rest }: IconButtonProps) {
  return <Square type={type} aria-label={label} {...rest} />;
}
