import { Button, css, useThemeClass, type ThemedStyles } from '@showroom/ui';
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

// One class for the group, its parts styled from it: every open group renders again with the counts of each filter
// change, and a styled element per part serialised its styles each time (issue 14, bench:search-ui).
const groupStyles: ThemedStyles = (theme) =>
  css({
    borderTop: `1px solid ${theme.colors.border}`,
    padding: `${theme.space.xs} 0`,
    '.facet-group-header': { display: 'flex', alignItems: 'center', gap: '8px' },
    '.facet-group-header > h3': { flex: 1, margin: 0, fontSize: 'inherit' },
    '.facet-group-toggle': {
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
    },
    // A chevron drawn with borders: no icon font, and it follows the text colour in forced-colours mode.
    '.facet-group-chevron': {
      width: '10px',
      height: '10px',
      marginRight: '6px',
      borderRight: '2px solid currentColor',
      borderBottom: '2px solid currentColor',
      transform: 'rotate(45deg)',
      transition: 'transform 150ms ease',
      '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
    },
    "[aria-expanded='true'] > .facet-group-chevron": { transform: 'rotate(-135deg)' },
    '.facet-group-body': { paddingBottom: theme.space.sm },
  });

/** A collapsible facet group: a heading button (aria-expanded) over its controls, with a clear button while active. */
export function FacetGroup({ label, defaultOpen, active, clearText, clearLabel, onClear, children }: FacetGroupProps) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <div className={useThemeClass(groupStyles)}>
      <div className="facet-group-header">
        <h3>
          <button className="facet-group-toggle" type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((o) => !o)}>
            {label}
            <span className="facet-group-chevron" aria-hidden="true" />
          </button>
        </h3>
        {active ? (
          <Button variant="ghost" size="md" aria-label={clearLabel} onClick={onClear}>
            {clearText}
          </Button>
        ) : null}
      </div>
      {/* A closed group renders none of its controls: a filter change re-renders the panel with new counts, and the
          closed groups' checkboxes were most of its elements (about 600 of 690 on a site's list; issue 14). */}
      <div className="facet-group-body" id={bodyId} hidden={!open}>
        {open ? children : null}
      </div>
    </div>
  );
}
