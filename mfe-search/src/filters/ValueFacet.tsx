import type { FacetValue } from '@showroom/contracts';
import { formatNumber, type Translator } from '@showroom/i18n';
import { useState } from 'react';
import { isValueDisabled, matchValues, showsValueSearch, withSelectedValues } from './facetValues';
import { valueKeyPressed, valuePressed } from './pressedValue';
import { ValueCheckbox } from './ValueCheckbox';
import { NoMatches, ValueList } from './ValueList';
import { ValueSearch } from './ValueSearch';

export interface ValueFacetProps {
  label: string;
  values: readonly FacetValue[];
  selected: readonly string[];
  t: Translator;
  intl: string;
  onToggle(value: string): void;
  /** A value is about to be toggled: its row was pressed, the click (and onToggle) comes on release. */
  onAnticipate?(value: string): void;
}

const anticipateWith = (onAnticipate: (value: string) => void, value: string | null) => {
  if (value !== null) onAnticipate(value);
};

/** A flat value facet: checkboxes with counts, and a search box when it has 10 or more values. */
export function ValueFacet({ label, values, selected, t, intl, onToggle, onAnticipate }: ValueFacetProps) {
  const [query, setQuery] = useState('');
  const all = withSelectedValues(values, selected);
  const searchable = showsValueSearch(all.length);
  const shown = searchable ? matchValues(all, query) : all;
  return (
    <>
      {searchable ? <ValueSearch label={t('carFilters.searchValues', { facet: label })} value={query} onChange={setQuery} /> : null}
      {shown.length === 0 ? (
        <NoMatches>{t('carFilters.noMatches')}</NoMatches>
      ) : (
        <ValueList
          // One listener for the list's rows: a press is told to the owner, so a search can start before the click.
          onPointerDown={onAnticipate ? (event) => anticipateWith(onAnticipate, valuePressed(event)) : undefined}
          onKeyDown={onAnticipate ? (event) => anticipateWith(onAnticipate, valueKeyPressed(event)) : undefined}
        >
        {shown.map((value) => {
          const checked = selected.includes(value.text);
          return (
            <li key={value.text}>
              <ValueCheckbox
                label={value.text}
                count={formatNumber(value.count, intl)}
                checked={checked}
                disabled={isValueDisabled(value, checked)}
                value={value.text}
                onToggle={onToggle}
              />
            </li>
          );
          })}
        </ValueList>
      )}
    </>
  );
}
