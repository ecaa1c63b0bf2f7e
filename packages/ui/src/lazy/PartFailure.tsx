import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { Button } from '../actions/Button';
import { withoutProps } from '../styleProps';

/** The words a part shows in its place when its code did not come: what happened, and the button that fetches it again. */
export interface PartFailureTexts {
  text: string;
  retry: string;
  /** For a part that covers the page when it comes (a dialog): its failure floats over the page's foot, with this button to give up. */
  close?: { label: string; onClose: () => void };
}

const Box = styled('div', { shouldForwardProp: withoutProps('floating') })<{ floating: boolean }>(({ theme, floating }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.sm,
  padding: theme.space.sm,
  p: { margin: 0, color: theme.colors.danger },
  ...(floating
    ? {
        position: 'fixed',
        insetInline: theme.space.sm,
        bottom: theme.space.sm,
        zIndex: 1000,
        background: theme.colors.background,
        border: `1px solid ${theme.colors.border}`,
        boxShadow: '0 2px 12px rgb(0 0 0 / 20%)',
      }
    : {}),
}));

/**
 * A part of the page whose code did not come: says so and offers to fetch it again. Focus, if it was lost, moves to the
 * button, unless `focusOnShow` is false: a part loaded when near fails as the visitor comes near it, having pressed
 * nothing, and only a failed retry (whose pressed button went away) should take the focus.
 */
export function PartFailure({ texts, onRetry, onShown, focusOnShow = true }: { texts: PartFailureTexts; onRetry: () => void; onShown?: () => void; focusOnShow?: boolean }) {
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    onShown?.();
    // The press that asked for the part may have left focus on something now gone (the body): the visitor's next
    // key should find the way to try again.
    if (focusOnShow && (document.activeElement === null || document.activeElement === document.body)) retry.current?.focus();
    // Once, when the failure is first shown: a later render's onShown would only say the same again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Box role="alert" floating={texts.close !== undefined}>
      <p>{texts.text}</p>
      <Button ref={retry} variant="secondary" onClick={onRetry}>
        {texts.retry}
      </Button>
      {texts.close ? (
        <Button variant="secondary" onClick={texts.close.onClose}>
          {texts.close.label}
        </Button>
      ) : null}
    </Box>
  );
}
