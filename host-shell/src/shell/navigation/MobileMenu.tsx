import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { visuallyHidden } from '@showroom/ui';
import { usePage } from '../page/PageContext';
import { MENU_LABEL_HIDDEN_BELOW_PX } from './headerLayout';
import { MenuLink } from './MenuLink';
import { MobileSubPanel } from './MobileSubPanel';
import type { MenuNode } from './menuTree';
import { menuControl, mobileOnly, panelSurface } from './navStyles';
import { useRouteChange } from './useRouteChange';

const Wrapper = styled.div`
  ${mobileOnly}
`;

const MenuButton = styled.button`
  ${({ theme }) => menuControl(theme)}
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.md};
  justify-content: center;
  white-space: nowrap;
`;

const MenuLabel = styled.span({ [`@media (max-width: ${MENU_LABEL_HIDDEN_BELOW_PX - 0.02}px)`]: visuallyHidden });

// Scrolls on its own up to the bottom of the screen; overscroll-behavior keeps that scroll from chaining to the page.
const Panel = styled.div`
  ${({ theme }) => panelSurface(theme)}
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: 30;
  max-height: calc(100dvh - var(--nav-bar-height, 64px));
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.xl}`};
  &[hidden] {
    display: none;
  }
`;

const TopList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  & > li {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const DrillButton = styled.button`
  ${({ theme }) => menuControl(theme)}
  width: 100%;
  justify-content: space-between;
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

/** Where focus goes after the next render: into the panel, to the back action, or back to a top item. */
type FocusTarget = { kind: 'first' } | { kind: 'back' } | { kind: 'top'; id: string };

/**
 * The menu below 1280 px: a button opens a panel of top items; a top item with children opens a second
 * panel with a back action. Focus moves into each panel; Escape closes and returns focus to the button.
 */
export function MobileMenu({ nodes, footer }: { nodes: MenuNode[]; footer?: ReactNode }) {
  const { t } = usePage();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);
  const active = nodes.find((node) => node.id === activeId) ?? null;

  useEffect(() => {
    const target = pendingFocus.current;
    const panel = panelRef.current;
    if (!target || !panel || !open) return;
    pendingFocus.current = null;
    const selector = target.kind === 'first' ? FOCUSABLE : target.kind === 'back' ? '[data-mobile-back]' : `[data-mobile-top="${target.id}"]`;
    panel.querySelector<HTMLElement>(selector)?.focus();
  });

  const close = () => {
    setOpen(false);
    setActiveId(null);
  };
  useRouteChange(close);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
    buttonRef.current?.focus();
  };

  const toggle = () => {
    if (open) return close();
    pendingFocus.current = { kind: 'first' };
    setOpen(true);
  };

  const choose = (id: string) => {
    pendingFocus.current = { kind: 'back' };
    setActiveId(id);
  };

  const back = () => {
    if (active) pendingFocus.current = { kind: 'top', id: active.id };
    setActiveId(null);
  };

  return (
    <Wrapper onKeyDown={onKeyDown} data-layout="mobile">
      <MenuButton ref={buttonRef} type="button" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <span aria-hidden="true">{open ? '✕' : '☰'}</span>
        <MenuLabel>{open ? t('shell.closeMenu') : t('shell.openMenu')}</MenuLabel>
      </MenuButton>
      <Panel ref={panelRef} id={panelId} hidden={!open}>
        {active ? (
          <MobileSubPanel node={active} onBack={back} />
        ) : (
          <>
            <TopList>
              {nodes.map((node) => (
                <li key={node.id}>
                  {node.children.length > 0 ? (
                    <DrillButton type="button" data-mobile-top={node.id} data-selected={node.topSelected ? 'true' : undefined} onClick={() => choose(node.id)}>
                      <span>{node.title}</span>
                      <span aria-hidden="true">›</span>
                    </DrillButton>
                  ) : (
                    <MenuLink node={node} />
                  )}
                </li>
              ))}
            </TopList>
            {footer}
          </>
        )}
      </Panel>
    </Wrapper>
  );
}
