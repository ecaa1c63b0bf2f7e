import styled from '@emotion/styled';
import { formatNumber, type Translator } from '@showroom/i18n';
import { Button } from '@showroom/ui';
import { pathText } from './nestedValues';
import type { SelectedFilter } from './selectedFilters';

export interface SelectedChipsProps {
  filters: readonly SelectedFilter[];
  labelOf(facet: string): string;
  t: Translator;
  intl: string;
  onRemove(filter: SelectedFilter): void;
  onClearAll(): void;
}

const List = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.xs,
  listStyle: 'none',
  margin: `0 0 ${theme.space.xs}`,
  padding: 0,
}));

const Chip = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xs,
  minHeight: '44px',
  padding: `0 ${theme.space.sm}`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.surface,
  color: theme.colors.text,
  font: 'inherit',
  fontSize: theme.fontSizes.sm,
  cursor: 'pointer',
}));

/** The text of one chip: "Brand: BMW X5", "Fuel: Not Diesel", "Price: 100 000–300 000". */
export function chipText(filter: SelectedFilter, labelOf: (facet: string) => string, t: Translator, intl: string): string {
  if (filter.kind === 'value') {
    const value = pathText(filter.value);
    return `${labelOf(filter.facet)}: ${filter.excluded ? t('carFilters.excluded', { value }) : value}`;
  }
  const min = filter.min === undefined ? undefined : formatNumber(filter.min, intl);
  const max = filter.max === undefined ? undefined : formatNumber(filter.max, intl);
  const range =
    min !== undefined && max !== undefined
      ? t('carFilters.rangeBetween', { min, max })
      : min !== undefined
        ? t('carFilters.rangeFrom', { min })
        : t('carFilters.rangeUpTo', { max: max ?? '' });
  return `${labelOf(filter.field)}: ${range}`;
}

/** The active filters as removable chips, with a clear-all button. */
export function SelectedChips({ filters, labelOf, t, intl, onRemove, onClearAll }: SelectedChipsProps) {
  if (filters.length === 0) return null;
  return (
    <section aria-label={t('carFilters.selected')}>
      <List>
        {filters.map((filter) => {
          const text = chipText(filter, labelOf, t, intl);
          return (
            <li key={filter.id}>
              <Chip type="button" aria-label={t('carFilters.removeFilter', { filter: text })} onClick={() => onRemove(filter)}>
                {text}
                <span aria-hidden="true">×</span>
              </Chip>
            </li>
          );
        })}
      </List>
      <Button variant="secondary" onClick={onClearAll}>
        {t('carFilters.clearAll')}
      </Button>
    </section>
  );
}
