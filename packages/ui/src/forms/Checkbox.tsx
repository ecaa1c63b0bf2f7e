import type { ComponentPropsWithRef, ReactNode } from 'react';
import { css, useThemeClass, type ThemedStyles } from '../theme/useThemeClass';
import { choiceControlStyles } from './choiceControlStyles';

// The whole label is the click target, at least 44px high, so the small native box is not. With a trailing
// part (a facet value's count) it spans its row, the part at the far end. One class per look, its parts styled
// from it: a filter panel renders a checkbox per facet value, and a styled element per part serialised its
// styles on every render of each (issue 14, bench:search-ui).
function makeLook(wide: boolean, disabled: boolean): ThemedStyles {
  return (theme) =>
    css({
      ...choiceControlStyles(theme, { wide, disabled }),
      '& > .checkbox-trailing': { marginLeft: 'auto', color: theme.colors.mutedText, fontSize: theme.fontSizes.sm },
    });
}
const LOOKS = { narrow: makeLook(false, false), narrowDisabled: makeLook(false, true), wide: makeLook(true, false), wideDisabled: makeLook(true, true) };

export type CheckboxProps = {
  label: ReactNode;
  /** Shown at the row's far end, muted (a facet value's count). */
  trailing?: ReactNode;
} & Omit<ComponentPropsWithRef<'input'>, 'type'>;

/** A native checkbox inside its label; `ref` goes to the `<input>`. */
export function Checkbox({ label, trailing, ...rest }: CheckboxProps) {
  const wide = trailing !== undefined;
  const look = wide ? (rest.disabled ? LOOKS.wideDisabled : LOOKS.wide) : rest.disabled ? LOOKS.narrowDisabled : LOOKS.narrow;
  return (
    <label className={useThemeClass(look)}>
      <input type="checkbox" {...rest} />
      <span>{label}</span>
      {wide ? <span className="checkbox-trailing">{trailing}</span> : null}
    </label>
  );
}
