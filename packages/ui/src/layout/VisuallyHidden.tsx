import styled from '@emotion/styled';
import { withoutProps } from '../styleProps';

/** The rules that hide content from sight but not from screen readers, for use inside a media query. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export interface VisuallyHiddenProps {
  /** Shows the content again while it (or something inside) has focus: for skip links. */
  focusable?: boolean;
}

/** Content for screen readers only (a span; use `as` for another element). */
export const VisuallyHidden = styled('span', { shouldForwardProp: withoutProps('focusable') })<VisuallyHiddenProps>(
  ({ focusable }) => ({
    ...visuallyHidden,
    ...(focusable && {
      '&:focus, &:focus-within': {
        position: 'static',
        width: 'auto',
        height: 'auto',
        margin: 0,
        overflow: 'visible',
        clip: 'auto',
        clipPath: 'none',
        whiteSpace: 'normal',
      },
    }),
  }),
);
