import styled from '@emotion/styled';
import { VisuallyHidden } from '@showroom/ui';
import { Icon } from '../icons/Icon';
import { usePage } from '../page/PageContext';
import type { SocialLink } from './socialLinks';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  color: inherit;
  border-radius: ${({ theme }) => theme.radii.pill};
  &:hover {
    background: rgba(127, 127, 127, 0.15);
  }
`;

/** The social network links, drawn as icons and named for screen readers. */
export function FooterSocial({ links }: { links: SocialLink[] }) {
  const { t } = usePage();
  if (!links.length) return null;
  return (
    <List aria-label={t('footer.social')}>
      {links.map((link) => (
        <li key={link.url}>
          <Link href={link.url} rel="noopener noreferrer">
            <Icon name={link.icon} />
            <VisuallyHidden>{link.name}</VisuallyHidden>
          </Link>
        </li>
      ))}
    </List>
  );
}
