import styled from '@emotion/styled';
import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { mq } from '@showroom/ui';
import { usePage } from '../page/PageContext';
import type { DropdownMenu } from './useDropdownMenu';
import { menuControl, panelSurface } from './navStyles';

// Static on purpose: the panel is placed against the whole bar (a full-width mega menu), not the item.
const Item = styled.li`
  position: static;
  display: flex;
  align-items: center;
  flex: none;
  &[data-open='true'] > a {
    text-decoration: underline;
  }
`;

const Trigger = styled.button`
  ${({ theme }) => menuControl(theme)}
  padding-inline: ${({ theme }) => theme.space.xs};
`;

const Chevron = styled.span`
  display: inline-block;
  transition: transform 150ms ease;
  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
  ${mq.reducedMotion} {
    transition: none;
  }
`;

const Panel = styled.div`
  ${({ theme }) => panelSurface(theme)}
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: 30;
  max-height: 75vh;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  &[hidden] {
    display: none;
  }
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

export interface DesktopItemProps {
  id: string;
  title: string;
  /** The item as a link (a leaf, or a navigable parent); null when only the trigger names it. */
  link: ReactNode;
  /** The dropdown content; null for an item without children. */
  panel: ReactNode;
  selected: boolean;
  menu: DropdownMenu;
  hidden?: boolean;
  /** Marks the 'More' item for measuring instead of a top item. */
  kind?: 'item' | 'more';
}

/**
 * A top item of the desktop bar. With a panel it opens on hover, on focus and with Enter, Space or
 * ArrowDown on its trigger (which also moves focus into the panel); Escape closes and returns focus.
 */
export function DesktopItem({ id, title, link, panel, selected, menu, hidden = false, kind = 'item' }: DesktopItemProps) {
  const { t } = usePage();
  const panelId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const pointerDown = useRef(false);
  const returningFocus = useRef(false);
  const focusFirst = useRef(false);
  const hasPanel = panel !== null;
  const open = menu.openId === id && hasPanel;

  const focusFirstInPanel = () => panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();

  useEffect(() => {
    if (!open || !focusFirst.current) return;
    focusFirst.current = false;
    focusFirstInPanel();
  });

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
    // Handled here rather than as a click, so a keyboard open always lands in the panel and never toggles shut.
    event.preventDefault();
    if (open) return focusFirstInPanel();
    focusFirst.current = true;
    menu.open(id, 'keyboard');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    menu.close();
    returningFocus.current = true;
    triggerRef.current?.focus();
    returningFocus.current = false;
  };

  // A focus that follows a pointer press is left to the click (or the click would close what focus opened),
  // and focus handed back by Escape must not reopen what Escape closed.
  const onFocus = () => {
    if (pointerDown.current) pointerDown.current = false;
    else if (hasPanel && !returningFocus.current) menu.open(id, 'focus');
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !itemRef.current?.contains(next)) menu.close();
  };

  return (
    <Item
      ref={itemRef}
      hidden={hidden}
      {...(kind === 'more' ? { 'data-nav-more': '' } : { 'data-nav-item': '' })}
      onMouseEnter={() => menu.pointerEnter(id)}
      onMouseLeave={() => menu.pointerLeave(id, hasPanel)}
      onPointerDown={() => {
        pointerDown.current = true;
      }}
      onPointerUp={() => {
        pointerDown.current = false;
      }}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      data-open={menu.openId === id ? 'true' : undefined}
    >
      {link}
      {hasPanel ? (
        <>
          <Trigger
            ref={triggerRef}
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            data-selected={selected && !link ? 'true' : undefined}
            {...(link ? { 'aria-label': t('nav.submenu', { title }) } : {})}
            onClick={() => menu.toggle(id)}
            onKeyDown={onTriggerKeyDown}
          >
            {link ? null : <span>{title}</span>}
            <Chevron aria-hidden="true">
              ▾
            </Chevron>
          </Trigger>
          <Panel ref={panelRef} id={panelId} hidden={!open}>
            {panel}
          </Panel>
        </>
      ) : null}
    </Item>
  );
}
