import styled from '@emotion/styled';
import { useId, useState } from 'react';
import type { NavigationItem } from '@showroom/contracts';
import { VisuallyHidden } from '@showroom/ui';
import { isExternal, itemHref, itemLabel, visibleItems } from './navigationModel';

const NAV_DESKTOP = '@media (min-width: 1280px)';

const MenuButton = styled.button`
  min-height: 44px;
  padding: 0 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font: inherit;
  ${NAV_DESKTOP} {
    display: none;
  }
`;

const List = styled.ul<{ open: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: ${({ open }) => (open ? 'flex' : 'none')};
  flex-direction: column;
  gap: 4px;
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding: 8px 16px 16px;
  z-index: 20;
  ${NAV_DESKTOP} {
    display: flex;
    flex-direction: row;
    position: static;
    border: 0;
    padding: 0;
  }
`;

const Sub = styled.ul`
  list-style: none;
  margin: 0;
  padding: 4px 0 4px 16px;
  ${NAV_DESKTOP} {
    position: absolute;
    min-width: 220px;
    padding: 8px;
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const ItemLink = styled.a<{ current: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 8px;
  color: inherit;
  text-decoration: ${({ current }) => (current ? 'underline' : 'none')};
  font-weight: ${({ current }) => (current ? 700 : 400)};
`;

const Toggle = styled.button`
  min-height: 44px;
  min-width: 44px;
  background: transparent;
  border: 0;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

function Item({ item, currentPath }: { item: NavigationItem; currentPath: string }) {
  const [open, setOpen] = useState(false);
  const subId = useId();
  const children = item.children ?? [];
  const link = (
    <ItemLink
      href={itemHref(item)}
      current={item.url.path === currentPath}
      aria-current={item.url.path === currentPath ? 'page' : undefined}
      {...(isExternal(item) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {itemLabel(item)}
    </ItemLink>
  );
  if (children.length === 0) return <li>{link}</li>;
  return (
    <li style={{ position: 'relative' }} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      {item.isNavigableInMenuWhenItHasChildren ? link : null}
      <Toggle type="button" aria-expanded={open} aria-controls={subId} onClick={() => setOpen((o) => !o)}>
        {item.isNavigableInMenuWhenItHasChildren ? <span aria-hidden="true">{open ? '−' : '+'}</span> : itemLabel(item)}
        {item.isNavigableInMenuWhenItHasChildren ? <VisuallyHidden>{itemLabel(item)}</VisuallyHidden> : null}
      </Toggle>
      <Sub id={subId} hidden={!open}>
        {children.map((child) => (
          <Item key={child.url.path + child.name} item={child} currentPath={currentPath} />
        ))}
      </Sub>
    </li>
  );
}

/** The site navigation from the content platform: a menu button on mobile, a bar from 1280 px. */
export function Navigation({ items, currentPath, labels }: { items: NavigationItem[]; currentPath: string; labels: { nav: string; open: string; close: string } }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const visible = visibleItems(items);
  return (
    <nav aria-label={labels.nav}>
      <MenuButton type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        {open ? labels.close : labels.open}
      </MenuButton>
      <List id={listId} open={open}>
        {visible.map((item) => (
          <Item key={item.url.path + item.name} item={item} currentPath={currentPath} />
        ))}
      </List>
    </nav>
  );
}
