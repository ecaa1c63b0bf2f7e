import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { withoutProps } from '../styleProps';

export type BadgeVariant = 'neutral' | 'info' | 'success' | 'campaign';

export interface BadgeProps {
  variant?: BadgeVariant;
}

function colours(theme: Theme, variant: BadgeVariant): { background: string; color: string } {
  const c = theme.colors;
  switch (variant) {
    case 'neutral':
      return { background: c.surface, color: c.text };
    case 'info':
      return { background: c.primary, color: c.onPrimary };
    case 'success':
      return { background: c.success, color: c.onSuccess };
    case 'campaign':
      return { background: c.danger, color: c.onDanger };
  }
}

/** A short label on a card (deductible VAT, campaign); its text carries the meaning, not only its colour. */
export const Badge = styled('span', { shouldForwardProp: withoutProps('variant') })<BadgeProps>(({ theme, variant = 'neutral' }) => ({
  ...colours(theme, variant),
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  padding: `0 ${theme.space.xs}`,
  borderRadius: theme.radii.sm,
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.bold,
  lineHeight: 1.2,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
}));
