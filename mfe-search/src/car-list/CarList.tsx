import { useDeferredValue, useMemo, useRef } from 'react';
import type { CarListProps } from '@showroom/contracts';
import { createTranslator, formatNumber, intlLocaleFor } from '@showroom/i18n';
import { getSite } from '@showroom/sites';
import { BUILD_ID } from '@showroom/mfe-runtime';
import { css, useThemeClass, type ThemedStyles } from '@showroom/ui';
import { CompareBarWhenFilled as CompareBar } from '../compare/CompareBarWhenFilled';
import { facetLabel, FilterPanel, FilterPanelFrame, filterKey, formatTotal, SelectedChips, selectedFilters, SortSelect } from '../filters';
import { applySearchText, clearAll, clearFacet, setRange, setSort, setValues, toggleValue, type RangeValue } from '../search-state';
import { Breadcrumbs } from './Breadcrumbs';
import { CarListGrid } from './CarListGrid';
import { KeyphraseForm } from './KeyphraseForm';
import { RelaxFilters } from './RelaxFilters';
import { ResultsHeader } from './ResultsHeader';
import { ShowMore } from './ShowMore';
import { AskedSearchView } from './AskedSearchView';
import type { CarSearcher } from './carSearcher';
import { useCarSearch } from './useCarSearch';

export { PENDING_SHOWN_AFTER_MS } from './useCarSearch';

// Classes made once per theme (useThemeClass), not styled elements: the page renders with every filter change, and
// each styled element serialised its styles each time (issue 14, bench:search-ui).
const toolbarStyles: ThemedStyles = () => css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  margin-bottom: 16px;
`;

const makeCountStyles =
  (opacity: number): ThemedStyles =>
  (theme) => css`
    color: ${theme.colors.mutedText};
    margin: 0;
    opacity: ${opacity};
  `;
const countStyles = makeCountStyles(1);
const slowCountStyles = makeCountStyles(0.6);

const makeResultsStyles = (opacity: number): ThemedStyles => () => css`
  opacity: ${opacity};
  transition: opacity 0.15s;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
const resultsStyles = makeResultsStyles(1);
const slowResultsStyles = makeResultsStyles(0.6);

const filterEvent = (facet: string, value: string) => ({ event: 'filter', filter_name: facet, filter_value: value });

/**
 * The car list page: keyphrase, sort, filter panel, count, grid and show-more, with everything in
 * the URL. The server renders the first state; the browser keeps it in step with the visitor.
 */
export function CarList(props: CarListProps & { searchCars?: CarSearcher }) {
  const site = getSite(props.site);
  const t = useMemo(() => createTranslator(props.language), [props.language]);
  const intl = site.locales.find((l) => l.language === props.language)?.intl ?? intlLocaleFor(props.language);
  const view = useCarSearch(props, props.searchCars);
  const { search, facets, cars, total, status } = view;
  // The filter panel's counts follow the answer in a render of their own (a deferred value: React renders it after the
  // answer's commit, in slices that let the browser paint): re-rendering the open groups' values was about a fifth of
  // the answer's render, which the visitor waits on (bench:search-ui, 2026-12-05: the answer's task 33.8 -> 26.2 ms at
  // 4x, median of 20 changes). The panel's total and the list's count text come with the answer.
  const panelFacets = useDeferredValue(facets);
  const labels = props.labels ?? {};
  const sortOptions = props.sortOptions ?? [];
  // Shown as waiting: a search that has run PENDING_SHOWN_AFTER_MS (useCarSearch).
  const slow = status === 'pending';
  const { update, anticipate } = view;
  const header = useRef<HTMLDivElement>(null);
  // Kept across renders (update is), so a facet the click did not change skips its render.
  const panelActions = useMemo(
    () => ({
      onToggleValue: (facet: string, value: string) => update((s) => toggleValue(s, facet, value), filterEvent(facet, value)),
      onAnticipateToggle: (facet: string, value: string) => anticipate((s) => toggleValue(s, facet, value)),
      onSetValues: (facet: string, values: string[]) => update((s) => setValues(s, facet, values), filterEvent(facet, values.join('|'))),
      onSetRange: (field: string, range: RangeValue | null) => update((s) => setRange(s, field, range), filterEvent(field, range ? `${range.min ?? ''}..${range.max ?? ''}` : '')),
      onClear: (facet: string) => update((s) => clearFacet(s, facet), filterEvent(facet, '')),
    }),
    [update, anticipate],
  );
  const chosen = selectedFilters(search.values, search.ranges);
  const counted = status !== 'error' && cars.length > 0;

  // The controls (the panel, the sort) show the search as asked, at the click. The rest of the list shows it with the
  // answer: its cars, counts, the frame's count of filters and the chips, which sit in the count's row (a chip that
  // is removed goes at once all the same: SelectedChips). Rendering the chips at the click cost about what the rest
  // saved (bench:search-ui, the click's own paint 49-65 ms against 19-23 ms without them).
  const panel = (
    <AskedSearchView store={view.asked}>
      {(asked) => <FilterPanel facets={panelFacets} labels={labels} values={asked.values} offeredFor={search.values} ranges={asked.ranges} {...panelActions} resultCount={total} pending={slow} t={t} intl={intl} />}
    </AskedSearchView>
  );
  const toolbarClass = useThemeClass(toolbarStyles);
  const countClass = useThemeClass(slow ? slowCountStyles : countStyles);
  const resultsClass = useThemeClass(slow ? slowResultsStyles : resultsStyles);
  const toolbar = (
    <div className={toolbarClass}>
      <KeyphraseForm
        initial={search.keyphrase}
        facets={facets}
        t={t}
        onSearch={(parsed) => view.update((current) => applySearchText(current, parsed), { event: 'search', search_type: 'car list', search_term: parsed.keyphrase })}
      />
      {sortOptions.length ? (
        <AskedSearchView store={view.asked}>
          {(asked) => (
            <SortSelect
              options={sortOptions}
              value={asked.sortName || sortOptions[0]!.name}
              label={t('carSearch.sortLabel')}
              onChange={(name) => view.update((current) => setSort(current, name), { event: 'sort', sort_name: name })}
            />
          )}
        </AskedSearchView>
      ) : null}
    </div>
  );

  return (
    <section aria-labelledby="car-list-heading" data-build={BUILD_ID}>
      {props.breadcrumbs ? <Breadcrumbs crumbs={props.breadcrumbs} label={t('carSearch.breadcrumbs')} /> : null}
      <h1 id="car-list-heading">{props.heading ?? t('carList.heading')}</h1>
      <FilterPanelFrame t={t} intl={intl} activeCount={chosen.length} resultCount={total} pending={slow} panel={panel} toolbar={toolbar}>
        <ResultsHeader ref={header}>
          {counted ? (
            <p className={countClass} aria-live="polite" data-count-text="">
              {t('common.showing', { shown: formatNumber(cars.length, intl), total: formatTotal(total, intl) })}
            </p>
          ) : null}
          <SelectedChips
            filters={chosen}
            labelOf={(name) => facetLabel(name, labels)}
            t={t}
            intl={intl}
            onRemove={(filter) => (filter.kind === 'value' ? panelActions.onToggleValue(filterKey(filter), filter.value) : panelActions.onSetRange(filter.field, null))}
            onClearAll={() => update(clearAll, { event: 'filter', filter_name: 'all', filter_value: '' })}
            focusWhenEmpty={header}
          />
        </ResultsHeader>
        <div ref={view.results} className={resultsClass} aria-busy={slow} data-list-status={status}>
          {status === 'error' ? <p role="alert">{t('carListError')}</p> : null}
          {status !== 'error' && cars.length === 0 && !slow ? (
            <>
              <p>{t('noSearchResults')}</p>
              <RelaxFilters searchCars={props.searchCars} apiBase={props.apiBase} site={props.site} search={search} labels={labels} t={t} onRelax={(option) => view.apply(option.search, { event: 'filter', filter_name: option.key, filter_value: 'relaxed' })} />
            </>
          ) : null}
          {counted ? (
            <>
              <CarListGrid cars={cars} site={props.site} language={props.language} carDetailBase={props.carDetailBase} apiBase={props.apiBase} />
              <ShowMore loaded={cars.length} total={total} page={search.page} busy={view.loadingMore} failed={view.moreFailed} onMore={view.showMore} t={t} />
            </>
          ) : null}
        </div>
      </FilterPanelFrame>
      {/* On a partner's page (an embed: apiBase is the BFF's origin) a bar fixed over their page would cover it. */}
      {props.apiBase ? null : <CompareBar site={props.site} language={props.language} carDetailBase={props.carDetailBase} mediaBase={props.apiBase} />}
    </section>
  );
}
