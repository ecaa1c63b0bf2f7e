import styled from '@emotion/styled';
import { Button } from '@showroom/ui';
import { useId, useState, type ReactNode } from 'react';

export interface FacetGroupProps {
  label: string;
  /** Open on first render (the panel opens the first groups and those with a selection). */
  defaultOpen: boolean;
  /** A "Clear" button shows while the facet has a filter. */
  active: boolean;
  clearText: string;
  clearLabel: string;
  onClear(): void;
  children: ReactNode;
}

const Root = styled.div(({ theme }) => ({
  borderTop: `1px solid ${theme.colors.border}`,
  padding: `${theme.space.xs} 0`,
}));

const Header = styled.div({ display: 'flex', alignItems: 'center', gap: '8px' });

const Heading = styled.h3({ flex: 1, margin: 0, fontSize: 'inherit' });

const Toggle = styled.button(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: '44px',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: theme.colors.text,
  font: 'inherit',
  fontWeight: theme.fontWeights.bold,
  textAlign: 'left',
  cursor: 'pointer',
}));

// A chevron drawn with borders: no icon font, and it follows the text colour in forced-colours mode.
const Chevron = styled('span', { shouldForwardProp: (prop) => prop !== 'open' })<{ open: boolean }>(({ open }) => ({
  width: '10px',
  height: '10px',
  marginRight: '6px',
  borderRight: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  transform: open ? 'rotate(-135deg)' : 'rotate(45deg)',
  transition: 'transform 150ms ease',
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
}));

const Body = styled.div(({ theme }) => ({ paddingBottom: theme.space.sm }));

/** A collapsible facet group: a heading button (aria-expanded) over its controls, with a clear button while active. */
export function FacetGroup({ label, defaultOpen, active, clearText, clearLabel, onClear, children }: FacetGroupProps) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <Root>
      <Header>
        <Heading>
          <Toggle type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((o) => !o)}>
            {label}
            <Chevron open={open} aria-hidden="true" />
          </Toggle>
        </Heading>
        {active ? (
          <Button variant="ghost" size="md" aria-label={clearLabel} onClick={onClear}>
            {clearText}
          </Button>
        ) : null}
      </Header>
      {/* A closed group renders none of its controls: a filter change re-renders the panel with new counts, and the
          closed groups' checkboxes were most of its elements (about 600 of 690 on a site's list; issue 14). */}
      <Body id={bodyId} hidden={!open}>
        {open ? children : null}
      </Body>
    </Root>
  );
}
