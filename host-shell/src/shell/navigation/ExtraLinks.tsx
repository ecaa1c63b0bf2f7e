import styled from '@emotion/styled';
import { VisuallyHidden } from '@showroom/ui';
import { Editable } from '../editing/Editable';
import { usePage } from '../page/PageContext';
import type { ExtraLink } from './extraLinks';
import { NEW_TAB_ATTRIBUTES } from './menuLink';
import { menuControl } from './navStyles';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Anchor = styled.a`
  ${({ theme }) => menuControl(theme)}
`;

/** The settings' extra navigation links (already filtered to those with a title). */
export function ExtraLinks({ links, className, 'data-layout': layout }: { links: ExtraLink[]; className?: string; 'data-layout'?: string }) {
  const { t } = usePage();
  if (links.length === 0) return null;
  return (
    <Editable field="ExtraNavigationItems">
      <List className={className} data-layout={layout}>
        {links.map((link, index) => (
          <li key={`${link.href}-${index}`}>
            <Anchor href={link.href} {...(link.newTab ? NEW_TAB_ATTRIBUTES : {})}>
              {link.title}
              {link.newTab ? (
                <>
                  <span aria-hidden="true">↗</span>
                  <VisuallyHidden>{t('nav.newTab')}</VisuallyHidden>
                </>
              ) : null}
            </Anchor>
          </li>
        ))}
      </List>
    </Editable>
  );
}
