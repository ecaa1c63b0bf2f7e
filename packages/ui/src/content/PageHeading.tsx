import styled from '@emotion/styled';
import type { ComponentPropsWithRef, ReactNode } from 'react';

export interface PageHeadingProps extends ComponentPropsWithRef<'h1'> {
  /** h1 for the page's title; h2 when a remote sits under the host's own h1. */
  level?: 1 | 2;
  /** An introduction shown under the heading. */
  lead?: ReactNode;
}

const Heading = styled.h1(({ theme }) => ({
  margin: `0 0 ${theme.space.sm}`,
  fontSize: `clamp(${theme.fontSizes.xl}, 4vw, ${theme.fontSizes.xxl})`,
  overflowWrap: 'anywhere',
}));

const Lead = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.space.lg}`,
  color: theme.colors.mutedText,
  fontSize: theme.fontSizes.lg,
}));

/** The title of a page or remote, in the theme's heading font, with an optional lead. */
export function PageHeading({ level = 1, lead, children, ...rest }: PageHeadingProps) {
  const heading = (
    <Heading as={level === 1 ? 'h1' : 'h2'} {...rest}>
      {children}
    </Heading>
  );
  if (!lead) return heading;
  return (
    <>
      {heading}
      <Lead>{lead}</Lead>
    </>
  );
}
