import styled from '@emotion/styled';
import type { SiteFacet, SiteFacetFilters, SiteFacetName } from '@showroom/contracts';
import type { Translator } from '@showroom/i18n';
import { Button, Checkbox } from '@showroom/ui';

const Groups = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: theme.space.md,
  marginBottom: theme.space.md,
}));

const Group = styled.fieldset(({ theme }) => ({
  margin: 0,
  padding: theme.space.sm,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  maxHeight: '320px',
  overflowY: 'auto',
  legend: { fontWeight: 600, padding: `0 ${theme.space.xxs}` },
}));

const Values = styled.ul({ listStyle: 'none', margin: 0, padding: 0 });

const TITLE: Record<SiteFacetName, 'dealerFinder.facet.region' | 'dealerFinder.facet.brand'> = { region: 'dealerFinder.facet.region', brand: 'dealerFinder.facet.brand' };

export interface FacetFiltersProps {
  t: Translator;
  facets: readonly SiteFacet[];
  filters: SiteFacetFilters;
  onToggle: (name: SiteFacetName, value: string, checked: boolean) => void;
  onClear: () => void;
}

/**
 * The configured facets as groups of checkboxes with counts. A ticked value the current answer no longer
 * counts (say, after a search) stays listed with 0, so it can still be unticked.
 */
export function FacetFilters({ t, facets, filters, onToggle, onClear }: FacetFiltersProps) {
  const anyTicked = Object.values(filters).some((values) => values && values.length > 0);
  return (
    <section aria-label={t('dealerFinder.filters')} data-facets="">
      <Groups>
        {facets.map((facet) => {
          const ticked = filters[facet.name] ?? [];
          const values = [...facet.values, ...ticked.filter((value) => !facet.values.some((v) => v.text === value)).map((text) => ({ text, count: 0 }))];
          return (
            <Group key={facet.name} data-facet={facet.name}>
              <legend>{t(TITLE[facet.name])}</legend>
              <Values>
                {values.map((value) => (
                  <li key={value.text}>
                    <Checkbox label={value.text} trailing={value.count} checked={ticked.includes(value.text)} onChange={(event) => onToggle(facet.name, value.text, event.target.checked)} />
                  </li>
                ))}
              </Values>
            </Group>
          );
        })}
      </Groups>
      {anyTicked ? (
        <Button variant="ghost" onClick={onClear} data-facets-clear="">
          {t('dealerFinder.clearFilters')}
        </Button>
      ) : null}
    </section>
  );
}
