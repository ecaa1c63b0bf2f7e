import styled from '@emotion/styled';
import { useId, useRef, type ReactNode } from 'react';
import { Button, useDialogFocus } from '@showroom/ui';

// Rendered in place (not in a portal), so an embed's shadow root keeps its styles.
const Backdrop = styled.div(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  overflow: 'auto',
  background: theme.colors.background,
}));

const Dialog = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  maxWidth: 'min(100%, calc((100vh - 220px) * 16 / 9))',
  minWidth: 'min(100%, 320px)',
  margin: '0 auto',
  padding: theme.space.md,
  '&:focus': { outline: 'none' },
}));

const Header = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.md,
  h2: { margin: 0, fontSize: theme.fontSizes.lg, overflowWrap: 'anywhere' },
}));

export interface FullscreenDialogProps {
  heading: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/** A modal dialog over the whole viewport: focus starts on Close, Tab stays inside, Escape closes, focus returns to the opener. */
export function FullscreenDialog({ heading, closeLabel, onClose, children }: FullscreenDialogProps) {
  const headingId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const onKeyDown = useDialogFocus(dialog, close, onClose);
  return (
    <Backdrop>
      <Dialog ref={dialog} role="dialog" aria-modal="true" aria-labelledby={headingId} tabIndex={-1} onKeyDown={onKeyDown}>
        <Header>
          <h2 id={headingId}>{heading}</h2>
          <Button ref={close} variant="secondary" onClick={onClose}>
            <span aria-hidden="true">✕</span>
            {closeLabel}
          </Button>
        </Header>
        {children}
      </Dialog>
    </Backdrop>
  );
}
