import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import type { SiteCodeValue } from '@showroom/contracts';
import type { Translator } from '@showroom/i18n';
import type { SearchState } from '../search-state';
import { loadCarSearchCode } from './carSearchCode';
import type { CarSearcher } from './carSearcher';
import { relaxOptions, type RelaxOption } from './relaxOptions';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  padding: 0;
  button {
    min-height: 44px;
    padding: 0 16px;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
`;

/**
 * Beyond the spec: when a search finds nothing, each active filter is offered for removal with the
 * number of cars the search would then find (options that would still find nothing are left out).
 */
export function RelaxFilters({ searchCars, apiBase = '', site, search, labels, t, onRelax }: { searchCars?: CarSearcher; apiBase?: string; site: SiteCodeValue; search: SearchState; labels: Record<string, string>; t: Translator; onRelax: (option: RelaxOption) => void }) {
  const [counted, setCounted] = useState<{ option: RelaxOption; count: number }[] | null>(null);
  useEffect(() => {
    const options = relaxOptions(search).slice(0, 6);
    // No filters to relax (a bare keyphrase or an empty site): nothing to ask the search service.
    if (!options.length) return undefined;
    let live = true;
    loadCarSearchCode()
      .then((code) => code.countRelaxed(searchCars ?? code.checkedCarSearcher(apiBase), site, options))
      .then((results) => live && setCounted(results))
      .catch(() => live && setCounted([]));
    return () => {
      live = false;
    };
  }, [searchCars, apiBase, site, search]);
  if (!counted?.length) return null;
  return (
    <section aria-labelledby="car-list-relax">
      <h2 id="car-list-relax" style={{ fontSize: '1.125rem' }}>
        {t('carSearch.relaxHeading')}
      </h2>
      <List>
        {counted.map(({ option, count }) => (
          <li key={option.key}>
            <button type="button" onClick={() => onRelax(option)}>
              {t('carSearch.relax', { filter: option.key === 'keyphrase' ? `"${search.keyphrase}"` : (labels[option.key.replace(/\.neq$/, '')] ?? option.key), count })}
            </button>
          </li>
        ))}
      </List>
    </section>
  );
}
