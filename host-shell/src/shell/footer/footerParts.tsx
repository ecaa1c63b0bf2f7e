import styled from '@emotion/styled';

/** A footer section heading: small, as the sections are many and equal. */
export const FooterHeading = styled.h2`
  margin: 0 0 12px;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** A footer link with a 44 px target. */
export const FooterLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: inherit;
`;

/** An unstyled list. */
export const PlainList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
