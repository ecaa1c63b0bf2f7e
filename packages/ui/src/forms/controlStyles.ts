import type { Theme } from '@emotion/react';

/** The box of a text-like control (input, textarea, select): 44px high, a thicker red border when invalid. */
export function controlStyles({ theme, invalid }: { theme: Theme; invalid: boolean }) {
  return {
    display: 'block',
    width: '100%',
    minHeight: '44px',
    padding: `0 ${theme.space.sm}`,
    border: `${invalid ? 2 : 1}px solid ${invalid ? theme.colors.danger : theme.colors.border}`,
    borderRadius: theme.radii.md,
    background: theme.colors.background,
    color: theme.colors.text,
    font: 'inherit',
    // 16px keeps iOS Safari from zooming into the field on focus.
    fontSize: theme.fontSizes.md,
    '&::placeholder': { color: theme.colors.mutedText, opacity: 1 },
    '&:disabled': { background: theme.colors.surface, cursor: 'not-allowed' },
  } as const;
}
