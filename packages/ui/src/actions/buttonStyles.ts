import { css, type Theme } from '@emotion/react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

// Every size stays at or above the 24px target of WCAG 2.5.8; md/lg reach the 44px touch size.
const SIZES: Record<ButtonSize, { minHeight: string; paddingX: keyof Theme['space']; fontSize: keyof Theme['fontSizes'] }> = {
  sm: { minHeight: '32px', paddingX: 'sm', fontSize: 'sm' },
  md: { minHeight: '44px', paddingX: 'lg', fontSize: 'md' },
  lg: { minHeight: '52px', paddingX: 'xl', fontSize: 'lg' },
};

function variantStyles(theme: Theme, variant: ButtonVariant) {
  const { colors } = theme;
  switch (variant) {
    case 'primary':
      return css`
        background: ${colors.primary};
        border-color: ${colors.primary};
        color: ${colors.onPrimary};
        &:hover:not(:disabled, [aria-disabled='true']) {
          background: ${colors.primaryHover};
          border-color: ${colors.primaryHover};
        }
      `;
    case 'secondary':
      return css`
        background: transparent;
        border-color: ${colors.primary};
        color: ${colors.primary};
        &:hover:not(:disabled, [aria-disabled='true']) {
          background: ${colors.surface};
        }
      `;
    case 'ghost':
      // The transparent border keeps the button's outline visible in forced-colours mode.
      return css`
        background: transparent;
        border-color: transparent;
        color: ${colors.primary};
        &:hover:not(:disabled, [aria-disabled='true']) {
          text-decoration: underline;
        }
      `;
  }
}

// Styles per theme and look, made once: a list renders a button per card, and css`` serialises its
// template on every call (issue 14, bench:search-ui).
const made = new WeakMap<Theme, Map<string, ReturnType<typeof css>>>();

/** Button look shared by `<button>` and `<a>` buttons and the toggle button. */
export function buttonStyles(theme: Theme, { variant = 'primary', size = 'md', fullWidth = false }: ButtonStyleProps) {
  let looks = made.get(theme);
  if (!looks) made.set(theme, (looks = new Map()));
  const key = `${variant} ${size} ${fullWidth}`;
  let styles = looks.get(key);
  if (!styles) looks.set(key, (styles = makeButtonStyles(theme, variant, size, fullWidth)));
  return styles;
}

function makeButtonStyles(theme: Theme, variant: ButtonVariant, size: ButtonSize, fullWidth: boolean) {
  const s = SIZES[size];
  return css`
    display: ${fullWidth ? 'flex' : 'inline-flex'};
    width: ${fullWidth ? '100%' : 'auto'};
    align-items: center;
    justify-content: center;
    gap: ${theme.space.xs};
    min-height: ${s.minHeight};
    min-width: ${s.minHeight};
    padding: 0 ${theme.space[s.paddingX]};
    border: 2px solid;
    border-radius: ${theme.radii.md};
    font: inherit;
    font-size: ${theme.fontSizes[s.fontSize]};
    font-weight: ${theme.fontWeights.bold};
    line-height: 1.2;
    text-align: center;
    text-decoration: none;
    cursor: pointer;
    ${variantStyles(theme, variant)};
    &:disabled,
    &[aria-disabled='true'] {
      cursor: not-allowed;
      opacity: 0.55;
    }
  `;
}
