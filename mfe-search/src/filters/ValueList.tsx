import styled from '@emotion/styled';

/** A plain list of checkboxes (no bullets, no indent unless nested). */
export const ValueList = styled('ul', { shouldForwardProp: (prop) => prop !== 'nested' })<{ nested?: boolean }>(({ theme, nested }) => ({
  listStyle: 'none',
  margin: 0,
  padding: nested ? `0 0 0 ${theme.space.lg}` : 0,
}));

/** The text shown when a value search matches nothing. */
export const NoMatches = styled.p(({ theme }) => ({ color: theme.colors.mutedText, margin: `${theme.space.xs} 0` }));
