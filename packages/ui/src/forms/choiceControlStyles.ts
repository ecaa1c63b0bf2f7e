import type { CSSObject, Theme } from '@emotion/react';

/**
 * The label of a checkbox or radio with its native input: the whole label is the click target, at least 44px high, so
 * the small native box or circle (20px, in the theme's colour) is not. `wide` spans its row; `disabled` is muted.
 */
export function choiceControlStyles(theme: Theme, { wide = false, disabled = false }: { wide?: boolean; disabled?: boolean } = {}): CSSObject {
  return {
    display: wide ? 'flex' : 'inline-flex',
    alignItems: 'center',
    gap: theme.space.xs,
    minHeight: '44px',
    paddingRight: wide ? 0 : theme.space.sm,
    cursor: disabled ? 'not-allowed' : 'pointer',
    color: disabled ? theme.colors.mutedText : undefined,
    '& > input': {
      width: '20px',
      height: '20px',
      margin: 0,
      flex: 'none',
      accentColor: theme.colors.primary,
      cursor: 'inherit',
      '&:disabled': { cursor: 'not-allowed' },
    },
  };
}
