import type { CSSObject, Theme } from '@emotion/react';

/** The native box or circle of a checkbox or radio: 20px, in the theme's colour, the label's cursor. */
export function choiceInputStyles(theme: Theme): CSSObject {
  return {
    width: '20px',
    height: '20px',
    margin: 0,
    flex: 'none',
    accentColor: theme.colors.primary,
    cursor: 'inherit',
    '&:disabled': { cursor: 'not-allowed' },
  };
}
