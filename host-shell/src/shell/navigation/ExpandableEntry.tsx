import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { usePage } from '../page/PageContext';
import { MenuLink } from './MenuLink';
import type { MenuNode } from './menuTree';
import { menuControl } from './navStyles';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Toggle = styled.button<{ wide: boolean }>`
  ${({ theme }) => menuControl(theme)}
  ${({ wide }) => (wide ? 'flex: 1; justify-content: space-between;' : '')}
`;

const Sign = styled.span`
  font-size: 1.25em;
  line-height: 1;
  min-width: 1ch;
  text-align: center;
`;

const SubList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space.md};
  &[hidden] {
    display: none;
  }
`;

/** An entry of the mobile menu with children: a + / − toggle shows them; the entry is a link only when navigable. */
export function ExpandableEntry({ node }: { node: MenuNode }) {
  const { t } = usePage();
  // Open from the start when the current page is inside, so the visitor sees where they are.
  const [expanded, setExpanded] = useState(node.topSelected);
  const listId = useId();
  const sign = <Sign aria-hidden="true">{expanded ? '−' : '+'}</Sign>;
  const toggleProps = { type: 'button' as const, 'aria-expanded': expanded, 'aria-controls': listId, onClick: () => setExpanded((e) => !e) };
  return (
    <>
      <Row>
        {node.isLink ? (
          <>
            <MenuLink node={node} />
            <Toggle wide={false} {...toggleProps} aria-label={t('nav.submenu', { title: node.title })}>
              {sign}
            </Toggle>
          </>
        ) : (
          <Toggle wide {...toggleProps} data-selected={node.topSelected ? 'true' : undefined}>
            <span>{node.title}</span>
            {sign}
          </Toggle>
        )}
      </Row>
      <SubList id={listId} hidden={!expanded}>
        {node.children.map((child) => (
          <li key={child.id}>{child.children.length > 0 ? <ExpandableEntry node={child} /> : <MenuLink node={child} />}</li>
        ))}
      </SubList>
    </>
  );
}
