import styled from '@emotion/styled';
import { useId, useState, type ReactNode } from 'react';
import { createTranslator } from '@showroom/i18n';
import type { Language } from '@showroom/sites';
import { Badge } from '@showroom/ui';

export interface FinancingCardProps {
  /** The product: "Billån", "Privatleasing" ... */
  title: string;
  /** The monthly cost line shown under the title, also while collapsed. */
  summary?: ReactNode;
  /** Shows the campaign badge. */
  campaign?: boolean;
  language: Language;
  /** Open at first (uncontrolled). */
  defaultExpanded?: boolean;
  /** Controlled open state; with it, onExpandedChange tells of each toggle. */
  expanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /** The heading that holds the toggle: h3 under a financing h2 (default). */
  headingLevel?: 2 | 3 | 4;
  id?: string;
  /** The calculator. Stays mounted while collapsed, so its inputs keep their values. */
  children: ReactNode;
}

const Root = styled.div(({ theme }) => ({
  minWidth: 0,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.background,
  color: theme.colors.text,
}));

const Heading = styled.h3({ margin: 0, fontSize: 'inherit' });

const Toggle = styled.button(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: theme.space.sm,
  width: '100%',
  minHeight: '44px',
  padding: theme.space.md,
  border: 0,
  borderRadius: theme.radii.lg,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  '&:hover .financing-title': { textDecoration: 'underline' },
}));

const Lines = styled.span(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xxs, minWidth: 0 }));
const TitleLine = styled.span(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.xs,
  fontSize: theme.fontSizes.lg,
  fontWeight: theme.fontWeights.bold,
  overflowWrap: 'anywhere',
}));
const Summary = styled.span(({ theme }) => ({ color: theme.colors.mutedText, fontWeight: theme.fontWeights.regular }));

const Chevron = styled('span', { shouldForwardProp: (prop) => prop !== 'open' })<{ open: boolean }>(({ theme, open }) => ({
  display: 'inline-flex',
  width: '24px',
  height: '24px',
  color: theme.colors.primary,
  transform: open ? 'rotate(180deg)' : 'none',
  transition: 'transform 150ms ease',
}));

const Panel = styled.div(({ theme }) => ({
  padding: `0 ${theme.space.md} ${theme.space.md}`,
  '&[hidden]': { display: 'none' },
}));

/**
 * A financing product that expands and collapses (spec 2): a heading holding a button with
 * aria-expanded that controls the region with the calculator.
 */
export function FinancingCard({ title, summary, campaign, language, defaultExpanded = false, expanded: controlled, onExpandedChange, headingLevel = 3, id, children }: FinancingCardProps) {
  const buttonId = useId();
  const regionId = useId();
  const [own, setOwn] = useState(defaultExpanded);
  const expanded = controlled ?? own;
  const toggle = () => {
    if (controlled === undefined) setOwn(!expanded);
    onExpandedChange?.(!expanded);
  };
  const t = createTranslator(language);
  return (
    <Root id={id}>
      <Heading as={`h${headingLevel}`}>
        <Toggle type="button" id={buttonId} aria-expanded={expanded} aria-controls={regionId} onClick={toggle}>
          <Lines>
            <TitleLine>
              <span className="financing-title">{title}</span>
              {campaign ? <Badge variant="campaign">{t('carSections.financing.campaign')}</Badge> : null}
            </TitleLine>
            {summary ? <Summary>{summary}</Summary> : null}
          </Lines>
          <Chevron open={expanded} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" focusable="false">
              <path d="M6 9l6 6 6-6" />
            </svg>
          </Chevron>
        </Toggle>
      </Heading>
      <Panel role="region" id={regionId} aria-labelledby={buttonId} hidden={!expanded}>
        {children}
      </Panel>
    </Root>
  );
}
