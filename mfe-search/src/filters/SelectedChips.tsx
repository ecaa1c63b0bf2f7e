import { formatNumber, type Translator } from '@showroom/i18n';
import { Button, css, useThemeClass, type ThemedStyles } from '@showroom/ui';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { pathText } from './nestedValues';
import type { SelectedFilter } from './selectedFilters';

export interface SelectedChipsProps {
  filters: readonly SelectedFilter[];
  labelOf(facet: string): string;
  t: Translator;
  intl: string;
  onRemove(filter: SelectedFilter): void;
  onClearAll(): void;
  /** Where focus goes when the last chip is gone (removed, or all cleared): focus must not fall to the page. */
  focusWhenEmpty: RefObject<HTMLElement | null>;
}

// Chips and the clear-all button flow as one row, wrapping when they fill it. One class, the list and chips styled
// from it: the chips render with every filter change (issue 14, bench:search-ui).
const chipsStyles: ThemedStyles = (theme) =>
  css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.space.xs,
    '& > ul': { display: 'flex', flexWrap: 'wrap', gap: theme.space.xs, listStyle: 'none', margin: 0, padding: 0 },
    '& > ul button': {
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
    },
  });

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

// Every chip, for a clear-all: what the visitor removed until the chips are given again.
const ALL = '*';

/**
 * The active filters as removable chips, with a clear-all button. A removed chip's focus goes to the chip that
 * takes its place (or the one before it when it was the last), and to `focusWhenEmpty` when none is left.
 *
 * The list gives the chips of the search it shows, which changes with the search's answer, not at the click
 * (CarList). A chip the visitor removes goes at once all the same, and stays gone until the list gives new chips.
 */
export function SelectedChips({ filters: given, labelOf, t, intl, onRemove, onClearAll, focusWhenEmpty }: SelectedChipsProps) {
  const list = useRef<HTMLUListElement>(null);
  // The chips removed here (ids, or ALL) since the list last gave different chips.
  const givenKey = given.map((filter) => filter.id).join('\n');
  const [removed, setRemoved] = useState<{ key: string; ids: readonly string[] }>({ key: givenKey, ids: [] });
  let hidden = removed.ids;
  if (removed.key !== givenKey) {
    hidden = [];
    setRemoved({ key: givenKey, ids: [] });
  }
  const filters = hidden.includes(ALL) ? [] : given.filter((filter) => !hidden.includes(filter.id));
  const remove = (id: string) => setRemoved({ key: givenKey, ids: [...hidden, id] });
  // The place of the chip just removed (or -1 for clear all), until the chips without it are on the page.
  const [refocus, setRefocus] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (refocus === null) return;
    setRefocus(null);
    const chips = list.current?.querySelectorAll('button') ?? [];
    const next = refocus >= 0 && chips.length > 0 ? chips[Math.min(refocus, chips.length - 1)] : focusWhenEmpty.current;
    next?.focus();
  }, [refocus, focusWhenEmpty]);
  const rootClass = useThemeClass(chipsStyles);
  if (filters.length === 0) return null;
  return (
    <section className={rootClass} aria-label={t('carFilters.selected')}>
      <ul ref={list}>
        {filters.map((filter, index) => {
          const text = chipText(filter, labelOf, t, intl);
          return (
            <li key={filter.id}>
              <button
                type="button"
                aria-label={t('carFilters.removeFilter', { filter: text })}
                onClick={() => {
                  setRefocus(index);
                  remove(filter.id);
                  onRemove(filter);
                }}
              >
                {text}
                <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
      </ul>
      <Button
        variant="secondary"
        onClick={() => {
          setRefocus(-1);
          remove(ALL);
          onClearAll();
        }}
      >
        {t('carFilters.clearAll')}
      </Button>
    </section>
  );
}
