import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { VisuallyHidden } from '../layout/VisuallyHidden';
import { withoutProps } from '../styleProps';

export interface SpinnerProps {
  /** What is loading, for screen readers, e.g. t('common.loading'). */
  label: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const SIZES = { sm: 16, md: 32, lg: 48 } as const;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Circle = styled('span', { shouldForwardProp: withoutProps('px') })<{ px: number }>(({ theme, px }) => ({
  display: 'inline-block',
  width: px,
  height: px,
  border: `${Math.max(2, px / 8)}px solid ${theme.colors.border}`,
  borderTopColor: theme.colors.primary,
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
}));

/** A loading indicator announced politely (role=status) by its label. */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={className}>
      <Circle px={SIZES[size]} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
