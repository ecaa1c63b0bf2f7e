import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '@showroom/ui';
import { usePage } from '../page/PageContext';
import { NEW_TAB_ATTRIBUTES } from './menuLink';
import type { MenuNode } from './menuTree';
import { menuControl } from './navStyles';

const Anchor = styled.a`
  ${({ theme }) => menuControl(theme)}
`;

const Text = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export interface MenuLinkProps {
  node: MenuNode;
  /** Shown before the title (a picture in the mega menu). */
  leading?: ReactNode;
  className?: string;
}

/**
 * A menu entry as a link: aria-current on the current page, the selected mark on its ancestors, and a
 * new tab (with noopener and a spoken hint) for external links. Renders nothing for an entry that is no link.
 */
export function MenuLink({ node, leading, className }: MenuLinkProps) {
  const { t } = usePage();
  if (!node.isLink || node.url === null) return null;
  return (
    <Anchor
      href={node.url}
      className={className}
      aria-current={node.current ? 'page' : undefined}
      data-selected={node.topSelected ? 'true' : undefined}
      {...(node.newTab ? NEW_TAB_ATTRIBUTES : {})}
    >
      {leading}
      <span>{node.title}</span>
      {node.newTab ? (
        <>
          <span aria-hidden="true">↗</span>
          <VisuallyHidden>{t('nav.newTab')}</VisuallyHidden>
        </>
      ) : null}
    </Anchor>
  );
}

/** An entry's title: its link when it is one, else plain text (a parent the platform does not make navigable). */
export function MenuEntryLabel({ node }: { node: MenuNode }) {
  return node.isLink ? <MenuLink node={node} /> : <Text>{node.title}</Text>;
}
