import { css, type ThemedStyles } from '@showroom/ui';

/**
 * The grid of car cards: one column on phones, 2 on tablets, 3 on desktops, 4 on wide screens. The browser lays out
 * and paints only the cards near the viewport (content-visibility): a page of 48 cards is at most a few screens'
 * worth on any device, and each filter change replaces all 48 (issue 14, bench:search-ui). A card not yet rendered
 * keeps a card's height (contain-intrinsic-height; `auto` keeps its real height once it has been rendered), so the
 * scrollbar and what follows the grid do not move. Its height only: the one-value contain-intrinsic-size gives a card
 * not drawn that width too, and every column grew to it, so the grid ran past the screen on every width
 * (e2e/tests/page-width.spec.ts). A class for a plain list (useThemeClass), made once: the list renders with each filter
 * change.
 */
export const carGridStyles: ThemedStyles = () => css`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  list-style: none;
  margin: 0;
  padding: 0;
  & > li {
    content-visibility: auto;
    contain-intrinsic-height: auto 430px;
  }
  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 1024px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media (min-width: 1440px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
