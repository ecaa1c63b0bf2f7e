import styled from '@emotion/styled';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  text?: ReactNode;
  /** A button or link that gets the visitor going again. */
  action?: ReactNode;
  /** Heading level that fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const Box = styled.div(({ theme }) => ({
  padding: `${theme.space.xl} ${theme.space.lg}`,
  textAlign: 'center',
  background: theme.colors.surface,
  borderRadius: theme.radii.lg,
}));

const Title = styled.h2(({ theme }) => ({ margin: `0 0 ${theme.space.xs}`, fontSize: theme.fontSizes.lg }));
const Text = styled.p(({ theme }) => ({ margin: `0 0 ${theme.space.md}`, color: theme.colors.mutedText }));

/** What a list or section shows when there is nothing (no results, an error); announced as a status. */
export function EmptyState({ title, text, action, headingLevel = 2, className }: EmptyStateProps) {
  return (
    <Box role="status" className={className}>
      <Title as={`h${headingLevel}`}>{title}</Title>
      {text && <Text>{text}</Text>}
      {action}
    </Box>
  );
}
