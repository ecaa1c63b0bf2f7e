import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';
import { withoutProps } from '../styleProps';

export interface SkeletonProps {
  width?: string | number;
  height?: string | number;
  radius?: keyof Theme['radii'];
  className?: string;
}

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

const Block = styled('span', { shouldForwardProp: withoutProps('width', 'height', 'radius') })<Required<Omit<SkeletonProps, 'className'>>>(
  ({ theme, width, height, radius }) => ({
    display: 'block',
    width,
    height,
    borderRadius: theme.radii[radius],
    background: theme.colors.surface,
    animation: `${pulse} 1.6s ease-in-out infinite`,
  }),
);

/**
 * A placeholder block while content loads. Hidden from assistive technology: mark the loading
 * region with aria-busy (or show a Spinner) so the wait itself is announced.
 */
export function Skeleton({ width = '100%', height = '1em', radius = 'md', className }: SkeletonProps) {
  return <Block aria-hidden="true" width={width} height={height} radius={radius} className={className} />;
}
