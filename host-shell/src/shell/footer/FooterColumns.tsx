import styled from '@emotion/styled';
import type { Footer } from '@showroom/contracts';
import { Editable } from '../editing/Editable';
import { FooterHeading, FooterLink, PlainList } from './footerParts';
import { linkProps } from './linkProps';

const Grid = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: 1fr;
  @media (min-width: 768px) {
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  }
`;

const Description = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** The footer's link columns: title, optional description and links. */
export function FooterColumns({ columns }: { columns: Footer['Columns'] }) {
  if (!columns.length) return null;
  return (
    <Grid>
      {columns.map((column, i) => {
        const items = (column.ColumnItems ?? []).filter((item) => item.Link?.href?.trim());
        return (
          <div key={`${column.Title}-${i}`}>
            {column.Title ? (
              <FooterHeading>
                <Editable field="Title">{column.Title}</Editable>
              </FooterHeading>
            ) : null}
            {column.Description ? (
              <Editable field="Description">
                <Description>{column.Description}</Description>
              </Editable>
            ) : null}
            {items.length ? (
              <PlainList>
                {items.map((item, j) => (
                  <li key={`${item.Link.href}-${j}`}>
                    <FooterLink {...linkProps(item.Link)}>{item.Link.text?.trim() || item.Link.href}</FooterLink>
                  </li>
                ))}
              </PlainList>
            ) : null}
          </div>
        );
      })}
    </Grid>
  );
}
