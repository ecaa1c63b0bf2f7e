import styled from '@emotion/styled';
import type { ValueFacet } from '@showroom/contracts';
import type { Translator } from '@showroom/i18n';
import { Button, Checkbox, Drawer, mqUp } from '@showroom/ui';
import { EMPTY_SEARCH, KIT_FACETS, type KitFacetName, type KitSearchState } from '../search/searchState';
import { toggleFilter } from '../search/searchStateEdit';

export interface FilterPanelProps {
  id: string;
  t: Translator;
  /** The drawer of a small screen is open. */
  open: boolean;
  onClose: () => void;
  /** null while they are fetched. */
  facets: ValueFacet[] | null;
  search: KitSearchState;
  busy: boolean;
  onChange: (next: KitSearchState) => void;
}

// A 420px drawer below 1024px (the Drawer's own width), a 300px panel beside the grid from there (spec 3 §9).
const Panel = styled(Drawer)(({ theme }) => ({
  [mqUp('desktop')]: { width: '300px', padding: theme.space.md, background: theme.colors.surface, borderRadius: theme.radii.lg },
}));

const Heading = styled.h2(({ theme }) => ({ margin: `0 0 ${theme.space.sm}`, fontSize: theme.fontSizes.lg }));

const Group = styled.fieldset(({ theme }) => ({
  border: 0,
  margin: `0 0 ${theme.space.md}`,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xxs,
  legend: { fontWeight: theme.fontWeights.bold, marginBottom: theme.space.xs, padding: 0 },
}));

const isKitFacet = (name: string): name is KitFacetName => (KIT_FACETS as readonly string[]).includes(name);

/** The kits filters: one group of checkboxes per facet of the search answer, with counts; "Filtrera" names it. */
export default function FilterPanel({ id, t, open, onClose, facets, search, busy, onChange }: FilterPanelProps) {
  const active = Object.keys(search.filters).length > 0;
  return (
    <Panel
      id={id}
      data-kit-filters=""
      open={open}
      onClose={onClose}
      inlineFrom="desktop"
      label={t('common.filter')}
      closeLabel={t('common.close')}
      aria-busy={busy}
      footer={
        <Button fullWidth onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <Heading>{t('common.filter')}</Heading>
      {active ? (
        <Button variant="ghost" size="sm" onClick={() => onChange({ ...EMPTY_SEARCH, keyphrase: search.keyphrase })}>
          {t('kits.clearFilters')}
        </Button>
      ) : null}
      {facets === null ? <p role="status">{t('kits.loading')}</p> : null}
      {(facets ?? []).flatMap((facet) => {
        const name = facet.name;
        if (!isKitFacet(name) || facet.value.length === 0) return [];
        const chosen = search.filters[name] ?? [];
        return [
          <Group key={name}>
            <legend>{t(`kits.facet.${name}`)}</legend>
            {facet.value.map((value) => (
              <Checkbox
                key={value.text}
                label={value.text}
                trailing={value.count}
                checked={chosen.includes(value.text)}
                onChange={() => onChange(toggleFilter(search, name, value.text))}
              />
            ))}
          </Group>,
        ];
      })}
    </Panel>
  );
}
