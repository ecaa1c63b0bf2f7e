import type { Translator } from '@showroom/i18n';
import { Button, css, Drawer, mqDown, mqUp, Radio, RadioGroup, useThemeClass, type ThemedStyles } from '@showroom/ui';
import { useId, useState, type ReactNode } from 'react';
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

/*
 * One panel element serves every layout, so it is rendered once and the server's HTML suits all
 * widths: below 1024px it is the drawer (shown while open), from 1024px a sticky sidebar beside the
 * list or a block above it, by mode. Data attributes carry the state to the CSS. One class for the frame, its parts
 * styled from it: the frame renders with every answer (issue 14, bench:search-ui).
 */
const frameStyles: ThemedStyles = (theme) =>
  css({
    '.filter-frame-toolbar': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm, marginBottom: theme.space.md },
    '.filter-frame-mobile': { [mqUp('desktop')]: { display: 'none' } },
    '.filter-frame-desktop': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.md, [mqDown('desktop')]: { display: 'none' } },
    '.filter-frame-layout': {
      [mqUp('desktop')]: {
        '&[data-mode="sidebar"][data-desktop-open="true"]': {
          display: 'grid',
          gridTemplateColumns: `${SIDEBAR_WIDTH} minmax(0, 1fr)`,
          alignItems: 'start',
          gap: theme.space.lg,
        },
      },
    },
  });

// The drawer's class: a registered emotion class, so the Drawer's own styled element merges it after its own
// styles, as styled(Drawer) did.
const panelStyles: ThemedStyles = (theme) =>
  css({
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
  });

/**
 * Lays out the filter panel and the car list: a side drawer opened by "Filter (n)" below 1024px
 * (a modal dialog: focus moved in and back, Escape and "Show N cars" close it); from 1024px a
 * sticky collapsible sidebar or a panel toggled above the list, chosen by a mode switch that is
 * kept for the session.
 */
export function FilterPanelFrame({ t, intl, activeCount, resultCount, pending = false, panel, toolbar, children }: FilterPanelFrameProps) {
  const { mode, setMode } = useFilterMode();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const [toggleOpen, setToggleOpen] = useState(false);
  const panelId = useId();
  const modeName = useId();

  const desktopOpen = mode === 'sidebar' ? sidebarOpen : toggleOpen;
  const openText = activeCount > 0 ? t('carFilters.openCount', { count: activeCount }) : t('carFilters.open');

  const closeDrawer = () => setDrawerOpen(false);
  const frameClass = useThemeClass(frameStyles);
  const panelClass = useThemeClass(panelStyles);

  return (
    <div className={frameClass}>
      <div className="filter-frame-toolbar" inert={drawerOpen}>
        <div className="filter-frame-mobile">
          <Button aria-haspopup="dialog" aria-expanded={drawerOpen} aria-controls={panelId} onClick={() => setDrawerOpen(true)}>
            {openText}
          </Button>
        </div>
        <div className="filter-frame-desktop">
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
        </div>
        {toolbar}
      </div>
      <div className="filter-frame-layout" data-mode={mode} data-desktop-open={desktopOpen}>
        <Drawer
          className={panelClass}
          id={panelId}
          open={drawerOpen}
          onClose={closeDrawer}
          inlineFrom="stickyFilter"
          label={t('carFilters.heading')}
          closeLabel={t('carFilters.close')}
          footer={
            <Button fullWidth aria-busy={pending} onClick={closeDrawer}>
              {pending ? t('carFilters.updating') : t('carFilters.showCars', { count: totalForPlural(resultCount), total: formatTotal(resultCount, intl) })}
            </Button>
          }
          data-mode={mode}
          data-desktop-open={desktopOpen}
        >
          {panel}
        </Drawer>
        <div inert={drawerOpen}>{children}</div>
      </div>
    </div>
  );
}
