import type { Facet } from '@showroom/contracts';
import type { Translator } from '@showroom/i18n';
import { memo, useCallback } from 'react';
import { FacetGroup } from './FacetGroup';
import { usableValues } from './facetValues';
import { NestedFacet } from './NestedFacet';
import { LEVEL_SEPARATOR, togglesBetween } from './nestedValues';
import { RangeFacet } from './RangeFacet';
import { facetSpan, type Bounds } from './rangeBounds';
import { ValueFacet } from './ValueFacet';

/** What a facet's controls can ask of the panel's owner; one object for the whole panel, kept across renders. */
export interface FacetActions {
  onToggleValue(facet: string, value: string): void;
  /** A value's row was pressed: onToggleValue with it is likely to follow on release. */
  onAnticipateToggle?(facet: string, value: string): void;
  onSetValues?(facet: string, values: string[]): void;
  onSetRange(field: string, range: { min?: number; max?: number } | null): void;
  onClear(facet: string): void;
}

export interface FacetEntryProps {
  facet: Facet;
  label: string;
  /** This facet's selected values. */
  selected: readonly string[];
  /** A nested facet's first level chosen in its own facet, when the panel shows that facet too; else null. */
  parentChosen: readonly string[] | null;
  parentLabel: string;
  range: Bounds | undefined;
  active: boolean;
  defaultOpen: boolean;
  actions: FacetActions;
  t: Translator;
  intl: string;
}

const sameList = (a: readonly string[] | null, b: readonly string[] | null) => a === b || (a !== null && b !== null && a.length === b.length && a.every((v, i) => v === b[i]));

/**
 * Equal when nothing this facet shows has changed. A click on one value re-renders the panel with the
 * same facets (the answer is still on its way) and new selections: only the clicked facet renders
 * again, not every open group's checkboxes (issue 14, bench:search-ui).
 */
function unchanged(before: FacetEntryProps, after: FacetEntryProps): boolean {
  return (
    before.facet === after.facet &&
    before.label === after.label &&
    sameList(before.selected, after.selected) &&
    sameList(before.parentChosen, after.parentChosen) &&
    before.parentLabel === after.parentLabel &&
    before.range?.min === after.range?.min &&
    before.range?.max === after.range?.max &&
    before.active === after.active &&
    before.defaultOpen === after.defaultOpen &&
    before.actions === after.actions &&
    before.t === after.t &&
    before.intl === after.intl
  );
}

/** One facet's collapsible group with its controls (values, nested levels or a range); null when it offers nothing. */
export const FacetEntry = memo(function FacetEntry({ facet, label, selected, parentChosen, parentLabel, range, active, defaultOpen, actions, t, intl }: FacetEntryProps) {
  const name = facet.name;
  // Kept while the facet and the owner's callbacks are, so the values the click did not change skip their render.
  const toggle = useCallback((value: string) => actions.onToggleValue(name, value), [actions, name]);
  const anticipate = useCallback((value: string) => actions.onAnticipateToggle?.(name, value), [actions, name]);
  let body;
  if (facet.type === 'histogram') {
    const span = facetSpan(facet);
    if (!span) return null;
    body = <RangeFacet label={label} span={span} current={range} t={t} intl={intl} onApply={(next) => actions.onSetRange(name, next)} />;
  } else {
    const list = usableValues(facet.value);
    if (list.length === 0 && selected.length === 0) return null;
    if (name.includes(LEVEL_SEPARATOR)) {
      const setValues = (next: string[]) => {
        if (actions.onSetValues) actions.onSetValues(name, next);
        else for (const value of togglesBetween(selected, next)) actions.onToggleValue(name, value);
      };
      body = <NestedFacet label={label} values={list} selected={selected} parentChosen={parentChosen} parentLabel={parentLabel} t={t} intl={intl} onChange={setValues} />;
    } else {
      body = <ValueFacet label={label} values={list} selected={selected} t={t} intl={intl} onToggle={toggle} onAnticipate={anticipate} />;
    }
  }
  return (
    <FacetGroup
      label={label}
      defaultOpen={defaultOpen}
      active={active}
      clearText={t('carFilters.clear')}
      clearLabel={t('carFilters.clearFacet', { facet: label })}
      onClear={() => actions.onClear(name)}
    >
      {body}
    </FacetGroup>
  );
}, unchanged);
