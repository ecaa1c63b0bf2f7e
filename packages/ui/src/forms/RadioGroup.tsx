import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { css, useThemeClass, type ThemedStyles } from '../theme/useThemeClass';
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

// One class per direction, made once per theme, its parts styled from it (useThemeClass): the car list's layout
// switch renders with every filter change.
const groupStyles =
  (direction: 'row' | 'column'): ThemedStyles =>
  (theme) =>
    css({
      border: 0,
      margin: 0,
      padding: 0,
      minWidth: 0,
      '& > legend': { padding: 0, marginBottom: theme.space.xxs, fontWeight: theme.fontWeights.bold },
      '& > .radio-group-options': { display: 'flex', flexDirection: direction, flexWrap: 'wrap', columnGap: theme.space.lg },
    });
const LOOKS = { row: groupStyles('row'), column: groupStyles('column') };

/** A fieldset whose legend names a set of radios; hint and error are linked to the group. */
export function RadioGroup({ legend, hint, error, direction = 'column', children, id, ...rest }: RadioGroupProps) {
  const generated = useId();
  const groupId = id ?? generated;
  const hintId = hint ? `${groupId}-hint` : undefined;
  const errorId = error ? `${groupId}-error` : undefined;
  const own = useThemeClass(LOOKS[direction]);
  const { className, ...fieldsetRest } = rest;
  return (
    <fieldset className={className ? `${own} ${className}` : own} id={groupId} aria-describedby={describedBy(hintId, errorId)} {...fieldsetRest}>
      <legend>{legend}</legend>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <div className="radio-group-options">{children}</div>
      <ErrorText id={errorId}>{error}</ErrorText>
    </fieldset>
  );
}
