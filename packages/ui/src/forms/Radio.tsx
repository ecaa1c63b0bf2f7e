import type { ComponentPropsWithRef, ReactNode } from 'react';
import { css, useThemeClass, type ThemedStyles } from '../theme/useThemeClass';
import { choiceInputStyles } from './choiceInputStyles';

export interface RadioProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
}

// The whole label is the click target, at least 44px high, so the small native circle is not. One class, made once
// per theme, the input styled from it (useThemeClass): the car list's layout switch renders with every filter change.
const radioStyles: ThemedStyles = (theme) =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space.xs,
    minHeight: '44px',
    paddingRight: theme.space.sm,
    cursor: 'pointer',
    '& > input': choiceInputStyles(theme),
  });

/** A native radio with its label; `ref` reaches the input, so react-hook-form's register can be spread on it. */
export function Radio({ label, className, ...rest }: RadioProps) {
  const own = useThemeClass(radioStyles);
  return (
    <label className={className ? `${own} ${className}` : own}>
      <input type="radio" {...rest} />
      <span>{label}</span>
    </label>
  );
}
