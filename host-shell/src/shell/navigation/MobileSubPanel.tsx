import styled from '@emotion/styled';
import { useId } from 'react';
import { usePage } from '../page/PageContext';
import { ExpandableEntry } from './ExpandableEntry';
import { MenuEntryLabel, MenuLink } from './MenuLink';
import type { MenuNode } from './menuTree';
import { menuControl } from './navStyles';

const BackButton = styled.button`
  ${({ theme }) => menuControl(theme)}
`;

const Title = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** The mobile menu's second panel: a back action, the chosen top item (a link when navigable) and its children. */
export function MobileSubPanel({ node, onBack }: { node: MenuNode; onBack: () => void }) {
  const { t } = usePage();
  const titleId = useId();
  return (
    <div>
      <BackButton type="button" data-mobile-back="" onClick={onBack}>
        <span aria-hidden="true">‹</span>
        {t('nav.back')}
      </BackButton>
      <Title id={titleId}>
        <MenuEntryLabel node={node} />
      </Title>
      <List aria-labelledby={titleId}>
        {node.children.map((child) => (
          <li key={child.id}>{child.children.length > 0 ? <ExpandableEntry node={child} /> : <MenuLink node={child} />}</li>
        ))}
      </List>
    </div>
  );
}
