import styled from '@emotion/styled';
import { useRef } from 'react';
import { usePage } from '../page/PageContext';
import { DesktopItem } from './DesktopItem';
import { MegaMenu, MenuGroup } from './MegaMenu';
import { MenuLink } from './MenuLink';
import type { MenuNode } from './menuTree';
import { desktopOnly } from './navStyles';
import { useDropdownMenu } from './useDropdownMenu';
import { useOverflowCount } from './useOverflowCount';

/** Space between top items, in px; the overflow measurement adds it to each item. */
const ITEM_GAP = 4;
const MORE_ID = 'more';

// Clipped rather than wrapped, so before the first measurement a long bar never grows a second row.
const List = styled.ul`
  ${desktopOnly}
  flex: 1 1 auto;
  min-width: 0;
  align-items: center;
  gap: ${ITEM_GAP}px;
  overflow: hidden;
  list-style: none;
  margin: 0;
  padding: 0;
  & > li[hidden] {
    display: none;
  }
`;

const MoreColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

/** The desktop bar (from 1280 px): top items with dropdowns, and a 'More' dropdown for those that do not fit. */
export function DesktopNav({ nodes }: { nodes: MenuNode[] }) {
  const { t } = usePage();
  const listRef = useRef<HTMLUListElement>(null);
  const menu = useDropdownMenu(listRef);
  const visibleCount = useOverflowCount(listRef, nodes.length, ITEM_GAP);
  const overflow = visibleCount === null ? [] : nodes.slice(visibleCount);

  return (
    <List ref={listRef} data-layout="desktop">
      {nodes.map((node, index) => (
        <DesktopItem
          key={node.id}
          id={node.id}
          title={node.title}
          link={node.isLink ? <MenuLink node={node} /> : null}
          panel={node.children.length > 0 ? <MegaMenu node={node} /> : null}
          selected={node.topSelected}
          menu={menu}
          hidden={visibleCount !== null && index >= visibleCount}
        />
      ))}
      {overflow.length > 0 ? (
        <DesktopItem
          id={MORE_ID}
          kind="more"
          title={t('nav.more')}
          link={null}
          panel={
            <MoreColumns>
              {overflow.map((node) => (
                <MenuGroup key={node.id} group={node} />
              ))}
            </MoreColumns>
          }
          selected={overflow.some((node) => node.topSelected)}
          menu={menu}
        />
      ) : null}
    </List>
  );
}
