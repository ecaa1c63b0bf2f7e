import type { Facet } from '@showroom/contracts';
import type { Translator } from '@showroom/i18n';
import { css, useThemeClass, type ThemedStyles } from '@showroom/ui';
import { useId, useMemo } from 'react';
import { INITIALLY_OPEN_GROUPS } from './constants';
import { FacetEntry, type FacetActions } from './FacetEntry';
import { facetLabel } from './facetLabel';
import { formatTotal, totalForPlural } from './formatTotal';
import { LEVEL_SEPARATOR } from './nestedValues';
import type { Bounds } from './rangeBounds';
import { facetIsActive, selectedFilters } from './selectedFilters';

export interface FilterPanelProps {
  facets: readonly Facet[];
  /** Facet name -> label from the content configuration; the field name is shown where missing. */
  labels: Record<string, string>;
  /** The chosen values, as the boxes show them. */
  values: Record<string, string[]>;
  /**
   * The chosen values of the search `facets` were counted for, when the list has asked for another and waits for its
   * answer: what the panel offers follows them (a nested facet's levels under the chosen values, a group's clear
   * button), what is ticked follows `values`. A click then changes only its box, not the panel's layout, on the way to
   * the answer (issue 14, bench:search-ui). Default: `values`.
   */
  offeredFor?: Record<string, string[]>;
  ranges: Record<string, { min?: number; max?: number }>;
  onToggleValue(facet: string, value: string): void;
  /** A value's row was pressed (mouse button or space bar down): onToggleValue with it is likely to follow on release. */
  onAnticipateToggle?(facet: string, value: string): void;
  /** null = the full span: the filter is removed. */
  onSetRange(field: string, range: { min?: number; max?: number } | null): void;
  onClear(facet: string): void;
  /**
   * Replaces a facet's values at once. A nested facet needs several toggles for one click (ticking
   * "BMW>X5" drops "BMW"); without this they are sent one by one through onToggleValue.
   */
  onSetValues?(facet: string, values: string[]): void;
  resultCount: number;
  pending?: boolean;
  t: Translator;
  /** The site's Intl locale for numbers. */
  intl: string;
}

// One class, its parts styled from it: the panel renders with each answer's total (issue 14, bench:search-ui).
const panelStyles: ThemedStyles = (theme) =>
  css({
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space.sm,
    '.filter-panel-header': { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '8px' },
    '.filter-panel-header > h2': { margin: 0, fontSize: theme.fontSizes.lg },
    '[data-result-count]': { margin: 0, color: theme.colors.mutedText },
    '&[aria-busy="true"] [data-result-count]': { opacity: 0.6 },
  });

const isFacet = (facet: unknown): facet is Facet =>
  typeof facet === 'object' && facet !== null && typeof (facet as Facet).name === 'string' && ((facet as Facet).type === 'value' || (facet as Facet).type === 'histogram');

/** Own list of a record ("__proto__" or "toString" would otherwise read Object.prototype). */
function own<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * The car list's filter panel: result count and one collapsible group per facet (checkboxes for
 * values, nested levels for brand > model, inputs and a slider for ranges). The chosen filters'
 * chips are above the list (ResultsHeader), not here. It holds no search state: every change goes out through the callbacks.
 */
export function FilterPanel(props: FilterPanelProps) {
  const { labels, values, ranges, t, intl, pending = false } = props;
  const headingId = useId();
  const facets = (Array.isArray(props.facets) ? props.facets : []).filter(isFacet);
  const labelOf = (name: string) => facetLabel(name, labels ?? {});
  const offeredFor = props.offeredFor ?? values;
  const filters = selectedFilters(offeredFor ?? {}, ranges ?? {});
  const listOf = (record: Record<string, string[]> | undefined, name: string) => {
    const list = own(record, name);
    return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
  };
  const selectedOf = (name: string) => listOf(values, name);
  const { onToggleValue, onAnticipateToggle, onSetValues, onSetRange, onClear } = props;
  // One object while the owner's callbacks stay the same, so an unchanged facet's entry skips its render.
  const actions = useMemo<FacetActions>(
    () => ({ onToggleValue, onSetRange, onClear, ...(onSetValues ? { onSetValues } : {}), ...(onAnticipateToggle ? { onAnticipateToggle } : {}) }),
    [onToggleValue, onAnticipateToggle, onSetValues, onSetRange, onClear],
  );

  const groups = facets.map((facet, index) => {
    const name = facet.name;
    const active = facetIsActive(name, filters);
    const parentField = name.includes(LEVEL_SEPARATOR) ? (name.split(LEVEL_SEPARATOR)[0] ?? '') : '';
    const parentShown = parentField !== '' && facets.some((f) => f.name === parentField && f.type === 'value');
    return (
      <FacetEntry
        key={name}
        facet={facet}
        label={labelOf(name)}
        selected={selectedOf(name)}
        parentChosen={parentShown ? listOf(offeredFor, parentField) : null}
        parentLabel={parentField ? labelOf(parentField) : ''}
        range={own(ranges, name) as Bounds | undefined}
        active={active}
        defaultOpen={index < INITIALLY_OPEN_GROUPS || active}
        actions={actions}
        t={t}
        intl={intl}
      />
    );
  });

  return (
    <section className={useThemeClass(panelStyles)} aria-labelledby={headingId} aria-busy={pending}>
      <div className="filter-panel-header">
        <h2 id={headingId}>{t('carFilters.heading')}</h2>
        <p role="status" data-result-count>
          {pending ? t('carFilters.updating') : t('carFilters.resultCount', { count: totalForPlural(props.resultCount), total: formatTotal(props.resultCount, intl) })}
        </p>
      </div>
      <div>{groups}</div>
    </section>
  );
}
