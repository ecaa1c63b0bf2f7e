import styled from '@emotion/styled';
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { Button } from '../actions/Button';
import { useDialogFocus } from '../a11y/useDialogFocus';

// Rendered in place, not in a portal, so an embed's shadow root keeps its styles.
const Backdrop = styled.div(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  background: theme.colors.background,
}));

const Dialog = styled.div({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  // Focus lands on the dialog itself only when it holds nothing focusable; no ring is drawn round the whole screen.
  '&:focus': { outline: 'none' },
});

const Header = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.md,
  padding: `${theme.space.xs} ${theme.space.md}`,
  borderBottom: `1px solid ${theme.colors.border}`,
  h2: { margin: 0, fontSize: theme.fontSizes.lg, overflowWrap: 'anywhere' },
}));

// The body scrolls, not the page, so the title and Close stay in view.
const Body = styled.div(({ theme }) => ({
  flex: 1,
  minHeight: 0,
  overflow: 'auto',
  padding: theme.space.md,
}));

export interface ModalProps {
  /** The dialog's heading, which also names it. */
  title: string;
  /** The close button's text. */
  closeLabel: string;
  onClose: () => void;
  /** The close button, for a caller that must put focus back on it (when the focused element goes away). */
  closeRef?: RefObject<HTMLButtonElement | null>;
  /** Styles the dialog inside the backdrop, e.g. a narrower column (`styled(Modal)`). */
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog over the whole viewport, mounted to open: labelled by its heading, focus starts on
 * Close, Tab stays inside, Escape closes, the page behind does not scroll, and focus returns to the
 * opener when it closes. The caller makes the page behind inert where it can.
 */
export function Modal({ title, closeLabel, onClose, closeRef, className, children }: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const ownClose = useRef<HTMLButtonElement>(null);
  const close = closeRef ?? ownClose;
  const onKeyDown = useDialogFocus(dialog, close, onClose);
  return (
    <Backdrop>
      <Dialog ref={dialog} className={className} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <Header>
          <h2 id={titleId}>{title}</h2>
          <Button ref={close} variant="secondary" onClick={onClose}>
            <span aria-hidden="true">✕</span>
            {closeLabel}
          </Button>
        </Header>
        <Body>{children}</Body>
      </Dialog>
    </Backdrop>
  );
}
