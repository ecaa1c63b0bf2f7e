import styled from '@emotion/styled';
import type { CSSProperties } from 'react';
import { withoutProps } from '../styleProps';
import type { SpaceToken } from '../theme/types';

export interface StackProps {
  direction?: 'column' | 'row';
  gap?: SpaceToken;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
}

/** Lays children out in a column (default) or row with a gap from the spacing scale; use `as` for lists. */
export const Stack = styled('div', { shouldForwardProp: withoutProps('direction', 'gap', 'align', 'justify', 'wrap') })<StackProps>(
  ({ theme, direction = 'column', gap = 'md', align, justify, wrap = false }) => ({
    display: 'flex',
    flexDirection: direction,
    gap: theme.space[gap],
    alignItems: align,
    justifyContent: justify,
    flexWrap: wrap ? 'wrap' : 'nowrap',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);
