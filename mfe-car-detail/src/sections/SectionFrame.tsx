import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';

export type SectionHeadingLevel = 2 | 3;

/** What every section takes beside its data. */
export interface SectionBaseProps {
  /** The anchor of the section (spec 2: #description, #equipment); none when the page wraps it in its own. */
  id?: string;
  /** h2 under the page's h1 (default), h3 when the page groups sections under its own h2. */
  headingLevel?: SectionHeadingLevel;
}

const Root = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  minWidth: 0,
  scrollMarginTop: theme.space.xxl,
}));

const Heading = styled.h2(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.lg,
  overflowWrap: 'anywhere',
}));

/** A section labelled by its heading. */
export function SectionFrame({ id, headingLevel = 2, title, children }: SectionBaseProps & { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Root id={id} aria-labelledby={headingId}>
      <Heading as={`h${headingLevel}`} id={headingId}>
        {title}
      </Heading>
      {children}
    </Root>
  );
}

/** The show more / show all buttons of the sections: left-aligned, 44 px tall. */
export const ToggleRow = styled.div({ display: 'flex', justifyContent: 'flex-start' });
