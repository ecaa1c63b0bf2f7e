import styled from '@emotion/styled';
import { mq } from '@showroom/ui';
import { imageUrl } from '../media/imageUrl';
import { MenuEntryLabel, MenuLink } from './MenuLink';
import { groupShowsImages, type MenuNode } from './menuTree';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
`;

const GroupTitle = styled.div`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Entries = styled.ul<{ withImages: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  ${mq.megaMenuImages} {
    ${({ withImages }) => (withImages ? 'grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));' : '')}
  }
`;

const Nested = styled.div`
  padding-left: ${({ theme }) => theme.space.md};
`;

const ImageLink = styled(MenuLink)`
  ${mq.megaMenuImages} {
    flex-direction: column;
    align-items: flex-start;
    padding-block: ${({ theme }) => theme.space.xs};
  }
`;

// Pictures are decorative (the title is the link text) and only load where they show: above 1500 px.
const Thumb = styled.img`
  display: none;
  ${mq.megaMenuImages} {
    display: block;
    width: 128px;
    height: 72px;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** A group's entries (an entry with children of its own lists them beneath); with more than four, each shows its picture above 1500 px. */
export function GroupEntries({ group }: { group: MenuNode }) {
  const withImages = groupShowsImages(group);
  return (
    <Entries withImages={withImages}>
      {group.children.map((entry) => (
        <li key={entry.id}>
          {withImages && entry.imageUrl && entry.isLink ? (
            <ImageLink node={entry} leading={<Thumb src={imageUrl(entry.imageUrl, 320)} alt="" loading="lazy" width={128} height={72} />} />
          ) : (
            <MenuEntryLabel node={entry} />
          )}
          {entry.children.length > 0 ? (
            <Nested>
              <GroupEntries group={entry} />
            </Nested>
          ) : null}
        </li>
      ))}
    </Entries>
  );
}

/** A group: its title (a link when it is one) over its entries. */
export function MenuGroup({ group }: { group: MenuNode }) {
  return (
    <div>
      <GroupTitle>
        <MenuEntryLabel node={group} />
      </GroupTitle>
      {group.children.length > 0 ? <GroupEntries group={group} /> : null}
    </div>
  );
}

/** The desktop dropdown of a top item: a column per group when its children have children, else one list. */
export function MegaMenu({ node }: { node: MenuNode }) {
  if (!node.children.some((child) => child.children.length > 0)) return <GroupEntries group={node} />;
  return (
    <Columns>
      {node.children.map((group) => (
        <MenuGroup key={group.id} group={group} />
      ))}
    </Columns>
  );
}
