import styled from '@emotion/styled';
import { withoutProps } from '../styleProps';
import type { SpaceToken } from '../theme/types';

export interface CardProps {
  /** 'outlined' on the page background, 'filled' on the surface colour. */
  variant?: 'outlined' | 'filled';
  padding?: SpaceToken | 'none';
}

/**
 * A bordered or filled box for one item (a car, a dealer, a kit); use `as="article"` or `as="li"`
 * to match the content. A clickable card should hold a real link or button, not be one.
 */
export const Card = styled('div', { shouldForwardProp: withoutProps('variant', 'padding') })<CardProps>(
  ({ theme, variant = 'outlined', padding = 'md' }) => ({
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    padding: padding === 'none' ? 0 : theme.space[padding],
    background: variant === 'filled' ? theme.colors.surface : theme.colors.background,
    border: `1px solid ${variant === 'filled' ? 'transparent' : theme.colors.border}`,
    borderRadius: theme.radii.lg,
    color: theme.colors.text,
    overflow: 'hidden',
  }),
);
