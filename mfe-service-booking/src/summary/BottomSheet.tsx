import { Global } from '@emotion/react';
import styled from '@emotion/styled';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { isDrag, openAfterDrag, SHEET_COLLAPSED_PX, SHEET_OPEN_VH } from './sheetDrag';

const Sheet = styled.div(({ theme }) => ({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 20,
  display: 'flex',
  flexDirection: 'column',
  maxHeight: `${SHEET_OPEN_VH}vh`,
  background: theme.colors.surface,
  color: theme.colors.text,
  borderTop: `1px solid ${theme.colors.border}`,
  borderRadius: `${theme.radii.lg} ${theme.radii.lg} 0 0`,
  boxShadow: '0 -4px 16px rgba(0, 0, 0, 0.15)',
  paddingBottom: 'env(safe-area-inset-bottom)',
  transition: 'height 200ms ease-out',
  '&[data-dragging]': { transition: 'none' },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
}));

const Handle = styled.button(({ theme }) => ({
  flex: `0 0 ${SHEET_COLLAPSED_PX}px`,
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: theme.space.xs,
  width: '100%',
  minHeight: `${SHEET_COLLAPSED_PX}px`,
  padding: `${theme.space.sm} ${theme.space.md}`,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'grab',
  // The browser must not scroll the page while the handle is dragged: the pointer events move the sheet.
  touchAction: 'none',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: '-3px' },
  '&::before': { content: '""', position: 'absolute', top: '6px', left: 'calc(50% - 20px)', width: '40px', height: '4px', borderRadius: '2px', background: theme.colors.border },
}));

const Body = styled.div(({ theme }) => ({ overflowY: 'auto', padding: `0 ${theme.space.md} ${theme.space.md}` }));

// Times from performance.now(): the clock event.timeStamp uses in browsers, and one tests can move.
interface Drag {
  pointerId: number;
  startY: number;
  startTime: number;
  dy: number;
}

/**
 * The summary on phones (spec 3 §2.2): a sheet fixed to the bottom, 72px collapsed and 80vh open. Its handle
 * is a disclosure button (aria-expanded, aria-controls), so Enter, Space and screen readers open and close it,
 * and it can be dragged open and shut with any pointer (openAfterDrag decides where a drag ends).
 */
export function BottomSheet({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const [offset, setOffset] = useState(0);
  const drag = useRef<Drag | null>(null);
  // A drag ends with a click on the handle; that click must not toggle the sheet back.
  const dragged = useRef(false);
  const handle = useRef<HTMLButtonElement>(null);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    // A drag whose pointer was released elsewhere sent no click: its flag must not swallow this press's.
    dragged.current = false;
    drag.current = { pointerId: event.pointerId, startY: event.clientY, startTime: performance.now(), dy: 0 };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    current.dy = event.clientY - current.startY;
    if (isDrag(current.dy)) setOffset(current.dy);
  };
  const endDrag = (event: PointerEvent<HTMLButtonElement>, cancelled: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setOffset(0);
    const dy = event.clientY - current.startY;
    if (cancelled || !isDrag(dy)) return;
    dragged.current = true;
    setOpen((was) => openAfterDrag(was, dy, performance.now() - current.startTime));
  };
  const onClick = () => {
    if (dragged.current) {
      dragged.current = false;
      return;
    }
    setOpen((was) => !was);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    handle.current?.focus();
  };

  const dragging = offset !== 0;
  // While dragged the sheet follows the pointer, between its two heights.
  const base = open ? `${SHEET_OPEN_VH}vh` : `${SHEET_COLLAPSED_PX}px`;
  const height = dragging ? `clamp(${SHEET_COLLAPSED_PX}px, calc(${base} - ${offset}px), ${SHEET_OPEN_VH}vh)` : base;
  return (
    <>
      {/* The fixed sheet must not cover the page's last content: the page gets its collapsed height as bottom padding. */}
      <Global styles={{ body: { paddingBottom: `calc(${SHEET_COLLAPSED_PX}px + env(safe-area-inset-bottom))` } }} />
      <Sheet style={{ height }} data-dragging={dragging ? '' : undefined} data-open={open ? '' : undefined} data-booking-sheet="" onKeyDown={onKeyDown}>
        <Handle
          ref={handle}
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onClick}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={(event) => endDrag(event, false)}
          onPointerCancel={(event) => endDrag(event, true)}
        >
          {summary}
        </Handle>
        <Body id={bodyId} hidden={!open && !dragging}>
          {children}
        </Body>
      </Sheet>
    </>
  );
}
