import styled from '@emotion/styled';
import { useId } from 'react';
import { Button } from '@showroom/ui';
import { KEYPHRASE_PARAM, type KitFacetName, type KitSearchState } from './searchState';

export interface SearchFormProps {
  label: string;
  button: string;
  search: KitSearchState;
  facetNames: readonly KitFacetName[];
}

const Form = styled.form(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-end',
  gap: theme.space.sm,
  margin: `0 0 ${theme.space.lg}`,
  maxWidth: '640px',
}));

const Field = styled.div(({ theme }) => ({ flex: 1, label: { display: 'block', fontWeight: theme.fontWeights.bold, marginBottom: theme.space.xxs } }));

// A plain labelled input, not ui's TextField: its hint and error parts would be first-load bytes the box never uses.
// 44px high and 16px text (iOS does not zoom in), as ui's controls.
const Input = styled.input(({ theme }) => ({
  width: '100%',
  minHeight: '44px',
  padding: `0 ${theme.space.sm}`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  font: 'inherit',
  fontSize: theme.fontSizes.md,
}));

/**
 * The keyphrase search: a plain GET form, so a search is a URL the server prefetches (and shares and reloads)
 * without any fetch code in the first load. The filters chosen go along, so a new keyphrase keeps them.
 */
export function SearchForm({ label, button, search, facetNames }: SearchFormProps) {
  const id = useId();
  return (
    <Form role="search" method="get">
      {/* Keyed by the keyphrase: the URL's is known only after hydration, and the field then shows it. */}
      <Field>
        <label htmlFor={id}>{label}</label>
        <Input key={search.keyphrase} id={id} type="search" name={KEYPHRASE_PARAM} defaultValue={search.keyphrase} maxLength={200} />
      </Field>
      {facetNames.flatMap((facet) => (search.filters[facet] ?? []).map((value) => <input key={`${facet}=${value}`} type="hidden" name={facet} value={value} />))}
      <Button type="submit">{button}</Button>
    </Form>
  );
}
