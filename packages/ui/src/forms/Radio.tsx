import type { ComponentPropsWithRef, ReactNode } from 'react';
import { css, useThemeClass, type ThemedStyles } from '../theme/useThemeClass';
import { choiceControlStyles } from './choiceControlStyles';

export interface RadioProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
}

// The label and its native circle as a checkbox's (choiceControlStyles). One class, made once per theme, the input
// styled from it (useThemeClass): the car list's layout switch renders with every filter change.
const radioStyles: ThemedStyles = (theme) => css(choiceControlStyles(theme));

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
