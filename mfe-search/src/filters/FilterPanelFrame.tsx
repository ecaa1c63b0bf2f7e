import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import type { Translator } from '@showroom/i18n';
import { Button, focusablesIn, mqDown, mqUp, Radio, RadioGroup, useMediaQuery, wrapFocus } from '@showroom/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { DESKTOP_MIN_WIDTH } from './constants';
import type { FilterMode } from './filterMode';
import { formatTotal, totalForPlural } from './formatTotal';
import { useFilterMode } from './useFilterMode';

export interface FilterPanelFrameProps {
  t: Translator;
  intl: string;
  /** Active filters, for "Filter (n)". */
  activeCount: number;
  /** Cars matching, for the drawer's "Show N cars". */
  resultCount: number;
  pending?: boolean;
  /** The filter panel (FilterPanel). */
  panel: ReactNode;
  /** Controls beside the filter buttons, e.g. the sort select. */
  toolbar?: ReactNode;
  /** The car list. */
  children: ReactNode;
}

const SIDEBAR_WIDTH = '300px';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

const Toolbar = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.sm,
  marginBottom: theme.space.md,
}));

const MobileOnly = styled.div({ [mqUp('desktop')]: { display: 'none' } });

const DesktopOnly = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.md,
  [mqDown('desktop')]: { display: 'none' },
}));

/*
 * One panel element serves every layout, so it is rendered once and the server's HTML suits all
 * widths: below 1024px it is a drawer (shown while open), from 1024px a sticky sidebar beside the
 * list or a block above it, by mode. Data attributes carry the state to the CSS.
 */
const Layout = styled.div(({ theme }) => ({
  [mqUp('desktop')]: {
    '&[data-mode="sidebar"][data-desktop-open="true"]': {
      display: 'grid',
      gridTemplateColumns: `${SIDEBAR_WIDTH} minmax(0, 1fr)`,
      alignItems: 'start',
      gap: theme.space.lg,
    },
  },
}));

const Panel = styled.div(({ theme }) => ({
  background: theme.colors.background,
  [mqDown('desktop')]: {
    display: 'none',
    '&[data-drawer-open="true"]': {
      display: 'flex',
      flexDirection: 'column',
      position: 'fixed',
      top: 0,
      bottom: 0,
      left: 0,
      zIndex: 1001,
      width: 'min(100%, 420px)',
      boxShadow: '0 0 24px rgba(0, 0, 0, 0.3)',
      animation: `${slideIn} 200ms ease-out`,
      '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
  [mqUp('desktop')]: {
    '&[data-desktop-open="false"]': { display: 'none' },
    '&[data-mode="sidebar"]': {
      position: 'sticky',
      top: 0,
      maxHeight: '100vh',
      overflowY: 'auto',
      paddingRight: theme.space.xs,
    },
    '&[data-mode="toggle"]': { marginBottom: theme.space.lg },
  },
}));

const DrawerBar = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: theme.space.sm,
  borderBottom: `1px solid ${theme.colors.border}`,
  [mqUp('desktop')]: { display: 'none' },
}));

const DrawerBody = styled.div(({ theme }) => ({
  [mqDown('desktop')]: { flex: 1, overflowY: 'auto', padding: theme.space.md },
}));

const DrawerFooter = styled.div(({ theme }) => ({
  padding: theme.space.sm,
  borderTop: `1px solid ${theme.colors.border}`,
  [mqUp('desktop')]: { display: 'none' },
}));

const Backdrop = styled.div({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  background: 'rgba(0, 0, 0, 0.5)',
  [mqUp('desktop')]: { display: 'none' },
});

/**
 * Lays out the filter panel and the car list: a side drawer opened by "Filter (n)" below 1024px
 * (a modal dialog: focus moved in and back, Escape and "Show N cars" close it); from 1024px a
 * sticky collapsible sidebar or a panel toggled above the list, chosen by a mode switch that is
 * kept for the session.
 */
export function FilterPanelFrame({ t, intl, activeCount, resultCount, pending = false, panel, toolbar, children }: FilterPanelFrameProps) {
  const { mode, setMode } = useFilterMode();
  const desktop = useMediaQuery(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const [toggleOpen, setToggleOpen] = useState(false);
  const panelId = useId();
  const modeName = useId();
  const openerRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  const desktopOpen = mode === 'sidebar' ? sidebarOpen : toggleOpen;
  const openText = activeCount > 0 ? t('carFilters.openCount', { count: activeCount }) : t('carFilters.open');

  // Focus goes into the drawer when it opens and back to its button when it closes.
  useEffect(() => {
    if (drawerOpen) closeRef.current?.focus();
    else if (wasOpen.current && !desktop) openerRef.current?.focus();
    wasOpen.current = drawerOpen;
  }, [drawerOpen, desktop]);

  // The page behind a modal drawer does not scroll.
  useEffect(() => {
    if (!drawerOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [drawerOpen]);

  // Widening to desktop turns the drawer into the sidebar or toggle: it is no longer a dialog.
  useEffect(() => {
    if (desktop) setDrawerOpen(false);
  }, [desktop]);

  const onDrawerKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setDrawerOpen(false);
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const next = wrapFocus(focusablesIn(panelRef.current), active, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    next.focus();
  };

  const dialogProps = drawerOpen
    ? { role: 'dialog', 'aria-modal': true, 'aria-label': t('carFilters.heading'), onKeyDown: onDrawerKeyDown }
    : {};

  return (
    <div>
      <Toolbar inert={drawerOpen}>
        <MobileOnly>
          <Button ref={openerRef} aria-haspopup="dialog" aria-expanded={drawerOpen} aria-controls={panelId} onClick={() => setDrawerOpen(true)}>
            {openText}
          </Button>
        </MobileOnly>
        <DesktopOnly>
          <Button
            variant="secondary"
            aria-expanded={desktopOpen}
            aria-controls={panelId}
            onClick={() => (mode === 'sidebar' ? setSidebarOpen((o) => !o) : setToggleOpen((o) => !o))}
          >
            {openText}
          </Button>
          <RadioGroup legend={t('carFilters.mode')} direction="row">
            {(['sidebar', 'toggle'] as const satisfies readonly FilterMode[]).map((option) => (
              <Radio
                key={option}
                name={modeName}
                value={option}
                label={t(option === 'sidebar' ? 'carFilters.modeSidebar' : 'carFilters.modeToggle')}
                checked={mode === option}
                onChange={() => setMode(option)}
              />
            ))}
          </RadioGroup>
        </DesktopOnly>
        {toolbar}
      </Toolbar>
      <Layout data-mode={mode} data-desktop-open={desktopOpen}>
        {drawerOpen ? <Backdrop aria-hidden="true" onClick={() => setDrawerOpen(false)} /> : null}
        <Panel ref={panelRef} id={panelId} data-mode={mode} data-desktop-open={desktopOpen} data-drawer-open={drawerOpen} {...dialogProps}>
          <DrawerBar>
            <Button ref={closeRef} variant="ghost" onClick={() => setDrawerOpen(false)}>
              {t('carFilters.close')}
            </Button>
          </DrawerBar>
          <DrawerBody>{panel}</DrawerBody>
          <DrawerFooter>
            <Button fullWidth aria-busy={pending} onClick={() => setDrawerOpen(false)}>
              {pending ? t('carFilters.updating') : t('carFilters.showCars', { count: totalForPlural(resultCount), total: formatTotal(resultCount, intl) })}
            </Button>
          </DrawerFooter>
        </Panel>
        <div inert={drawerOpen}>{children}</div>
      </Layout>
    </div>
  );
}
