import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { closeDelay } from './dropdownTiming';
import { useRouteChange } from './useRouteChange';

/** How the open item was opened; a hover-opened dropdown that is then clicked stays open instead of closing. */
export type OpenVia = 'hover' | 'focus' | 'keyboard' | 'click';

interface OpenState {
  id: string | null;
  via: OpenVia | null;
}

const CLOSED: OpenState = { id: null, via: null };

/** The desktop bar's open item (at most one) and the ways to change it. */
export interface DropdownMenu {
  openId: string | null;
  pointerEnter(id: string): void;
  pointerLeave(id: string, hasChildren: boolean): void;
  open(id: string, via: Exclude<OpenVia, 'hover'>): void;
  toggle(id: string): void;
  close(): void;
}

/**
 * Open state of the desktop dropdowns: open on hover, focus or keyboard; close 200 ms after the pointer
 * leaves (600 ms for items without children), on a pointer down outside `root` and on route change.
 */
export function useDropdownMenu(root: RefObject<HTMLElement | null>): DropdownMenu {
  const [state, setState] = useState<OpenState>(CLOSED);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelTimer = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const close = useCallback(() => {
    cancelTimer();
    setState(CLOSED);
  }, [cancelTimer]);

  const pointerEnter = useCallback(
    (id: string) => {
      cancelTimer();
      setState((s) => (s.id === id ? s : { id, via: 'hover' }));
    },
    [cancelTimer],
  );

  const pointerLeave = useCallback(
    (id: string, hasChildren: boolean) => {
      cancelTimer();
      timer.current = setTimeout(() => {
        timer.current = null;
        setState((s) => (s.id === id ? CLOSED : s));
      }, closeDelay(hasChildren));
    },
    [cancelTimer],
  );

  const open = useCallback(
    (id: string, via: Exclude<OpenVia, 'hover'>) => {
      cancelTimer();
      setState((s) => (s.id === id && via === 'focus' ? s : { id, via }));
    },
    [cancelTimer],
  );

  const toggle = useCallback(
    (id: string) => {
      cancelTimer();
      setState((s) => (s.id === id && s.via !== 'hover' ? CLOSED : { id, via: 'click' }));
    },
    [cancelTimer],
  );

  useEffect(() => cancelTimer, [cancelTimer]);

  useEffect(() => {
    if (state.id === null) return;
    const onPointerDown = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [state.id, root, close]);

  useRouteChange(close);

  return { openId: state.id, pointerEnter, pointerLeave, open, toggle, close };
}
