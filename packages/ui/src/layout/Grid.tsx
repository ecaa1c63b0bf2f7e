import styled from '@emotion/styled';
import { mq } from '../breakpoints';
import { withoutProps } from '../styleProps';
import type { SpaceToken } from '../theme/types';

/** Columns per width: mobile (<768), tablet (768+), desktop (1024+) and wide (1280+, defaults to desktop). */
export interface GridColumns {
  mobile?: number;
  tablet?: number;
  desktop?: number;
  wide?: number;
}

export interface GridProps {
  columns?: GridColumns;
  gap?: SpaceToken;
}

const repeat = (n: number) => `repeat(${n}, minmax(0, 1fr))`;

/**
 * A responsive grid of equal columns: 1 on mobile, 2 on tablet, 3 on desktop unless told
 * (the car list uses `{ desktop: 3, wide: 4 }`). With `as="ul"` the list keeps no bullets;
 * add role="list" if VoiceOver must still call it a list.
 */
export const Grid = styled('div', { shouldForwardProp: withoutProps('columns', 'gap') })<GridProps>(({ theme, columns = {}, gap = 'md' }) => {
  const { mobile = 1, tablet = 2, desktop = 3 } = columns;
  const wide = columns.wide ?? desktop;
  return {
    display: 'grid',
    gap: theme.space[gap],
    gridTemplateColumns: repeat(mobile),
    margin: 0,
    padding: 0,
    listStyle: 'none',
    [mq.tablet]: { gridTemplateColumns: repeat(tablet) },
    [mq.desktop]: { gridTemplateColumns: repeat(desktop) },
    [mq.desktopNav]: { gridTemplateColumns: repeat(wide) },
  };
});
