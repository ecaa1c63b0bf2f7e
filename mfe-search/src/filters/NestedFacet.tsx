import type { FacetValue } from '@showroom/contracts';
import { formatNumber, type Translator } from '@showroom/i18n';
import { css, useThemeClass, type ThemedStyles } from '@showroom/ui';
import { useState } from 'react';
import { isValueDisabled, matchValues, showsValueSearch, usableValues } from './facetValues';
import { childPath, isPathActive, toggleNestedPath } from './nestedValues';
import { ValueCheckbox } from './ValueCheckbox';
import { NoMatches, ValueList } from './ValueList';
import { ValueSearch } from './ValueSearch';

export interface NestedFacetProps {
  label: string;
  values: readonly FacetValue[];
  /** This facet's selected values ("BMW", "BMW>X5"). */
  selected: readonly string[];
  /**
   * The first level's values chosen in its own facet (e.g. car_brand) when the panel shows that
   * facet too: then only the levels below are offered here, under each chosen value.
   */
  parentChosen: readonly string[] | null;
  parentLabel: string;
  t: Translator;
  intl: string;
  /** The facet's new value list. */
  onChange(values: string[]): void;
}

interface LevelProps {
  values: readonly FacetValue[];
  /** The path of the value these are children of; '' for the top level. */
  parent: string;
  selected: readonly string[];
  firstDepth: number;
  intl: string;
  onChange(values: string[]): void;
}

/** Checkboxes for one level; a chosen value with children shows them nested below it. */
function Level({ values, parent, selected, firstDepth, intl, onChange }: LevelProps) {
  return (
    <ValueList nested={parent !== '' && firstDepth === 0}>
      {values.map((value) => {
        const path = parent ? childPath(parent, value.text) : value.text;
        const checked = isPathActive(selected, path);
        const children = usableValues(value.children);
        return (
          <li key={path}>
            <ValueCheckbox
              label={value.text}
              count={formatNumber(value.count, intl)}
              checked={checked}
              disabled={isValueDisabled(value, checked)}
              value={path}
              onToggle={(toggled) => onChange(toggleNestedPath(selected, toggled, firstDepth))}
            />
            {checked && children.length ? (
              <Level values={children} parent={path} selected={selected} firstDepth={firstDepth} intl={intl} onChange={onChange} />
            ) : null}
          </li>
        );
      })}
    </ValueList>
  );
}

// Classes made once per theme (useThemeClass): an open nested facet renders again with each filter change's counts.
const parentHeadingStyles: ThemedStyles = (theme) => css({ margin: `${theme.space.xs} 0 0`, fontWeight: theme.fontWeights.bold });

const hintStyles: ThemedStyles = (theme) => css({ color: theme.colors.mutedText, margin: `${theme.space.xs} 0` });

/**
 * A nested facet (brand > model, values "BMW>X5"). On its own it offers the first level and,
 * under each chosen value, the next; beside the first level's own facet it offers only the
 * levels below the values chosen there.
 */
export function NestedFacet({ label, values, selected, parentChosen, parentLabel, t, intl, onChange }: NestedFacetProps) {
  const [query, setQuery] = useState('');
  const hintClass = useThemeClass(hintStyles);
  const parentHeadingClass = useThemeClass(parentHeadingStyles);
  const searchBox = <ValueSearch label={t('carFilters.searchValues', { facet: label })} value={query} onChange={setQuery} />;
  if (parentChosen === null) {
    const searchable = showsValueSearch(values.length);
    const shown = searchable ? matchValues(values, query) : [...values];
    return (
      <>
        {searchable ? searchBox : null}
        {shown.length === 0 ? <NoMatches>{t('carFilters.noMatches')}</NoMatches> : null}
        <Level values={shown} parent="" selected={selected} firstDepth={0} intl={intl} onChange={onChange} />
      </>
    );
  }
  const parents = values.filter((value) => parentChosen.includes(value.text));
  if (parents.length === 0) return <p className={hintClass}>{t('carFilters.chooseParent', { parent: parentLabel })}</p>;
  const childCount = parents.reduce((sum, parent) => sum + usableValues(parent.children).length, 0);
  const searchable = showsValueSearch(childCount);
  const groups = parents
    .map((parent) => ({ parent, children: usableValues(parent.children) }))
    .map(({ parent, children }) => ({ parent, children: searchable ? matchValues(children, query) : children }))
    .filter(({ children }) => children.length > 0);
  return (
    <>
      {searchable ? searchBox : null}
      {groups.length === 0 ? <NoMatches>{t('carFilters.noMatches')}</NoMatches> : null}
      {groups.map(({ parent, children }) => (
        <div key={parent.text} role="group" aria-label={parent.text}>
          <p className={parentHeadingClass} aria-hidden="true">
            {parent.text}
          </p>
          <Level values={children} parent={parent.text} selected={selected} firstDepth={1} intl={intl} onChange={onChange} />
        </div>
      ))}
    </>
  );
}
