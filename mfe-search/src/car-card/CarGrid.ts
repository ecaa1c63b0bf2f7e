import styled from '@emotion/styled';

/**
 * The grid of car cards: one column on phones, 2 on tablets, 3 on desktops, 4 on wide screens. The browser lays out
 * and paints only the cards near the viewport (content-visibility): a page of 48 cards is at most a few screens'
 * worth on any device, and each filter change replaces all 48 (issue 14, bench:search-ui). A card not yet rendered
 * keeps a card's height (contain-intrinsic-size; `auto` keeps its real height once it has been rendered), so the
 * scrollbar and what follows the grid do not move.
 */
export const CarGrid = styled.ul`
  display: grid;
  gap: 16px;
  grid-template-columns: 1fr;
  list-style: none;
  margin: 0;
  padding: 0;
  & > li {
    content-visibility: auto;
    contain-intrinsic-size: auto 430px;
  }
  @media (min-width: 768px) {
    grid-template-columns: repeat(2, 1fr);
  }
  @media (min-width: 1024px) {
    grid-template-columns: repeat(3, 1fr);
  }
  @media (min-width: 1440px) {
    grid-template-columns: repeat(4, 1fr);
  }
`;
