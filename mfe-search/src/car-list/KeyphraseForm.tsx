import { useState, type FormEvent } from 'react';
import type { Facet } from '@showroom/contracts';
import type { Translator } from '@showroom/i18n';
import { css, useThemeClass, type ThemedStyles } from '@showroom/ui';
import { parseSearchText, type KnownFacetValues } from '../search-text';

// A class made once (useThemeClass): the form renders with every filter change.
const formStyles: ThemedStyles = (theme) => css`
  display: flex;
  gap: 8px;
  flex: 1 1 280px;
  max-width: 560px;
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0 12px;
    font: inherit;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
  }
  button {
    min-height: 44px;
    padding: 0 16px;
    font: inherit;
    border: 0;
    border-radius: ${theme.radii.md};
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    cursor: pointer;
  }
`;

/** Facet values the words of a search may name (brands, models, fuels, bodies ...). */
export function knownValues(facets: readonly Facet[]): KnownFacetValues[] {
  return facets
    .filter((facet) => facet.type === 'value' && !facet.name.includes('>'))
    .map((facet) => ({ facet: facet.name, values: facet.type === 'value' ? facet.value.map((v) => v.text) : [] }));
}

/** The list's search box: words that name a facet value become filters, the rest the keyphrase. */
export function KeyphraseForm({ initial, facets, t, onSearch }: { initial: string; facets: readonly Facet[]; t: Translator; onSearch: (parsed: ReturnType<typeof parseSearchText>) => void }) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(parseSearchText(text, knownValues(facets)));
  };
  return (
    <form className={useThemeClass(formStyles)} role="search" onSubmit={submit}>
      <input type="search" aria-label={t('carSearch.keyphraseLabel')} value={text} maxLength={200} onChange={(e) => setText(e.target.value)} placeholder={t('carSearch.keyphraseLabel')} />
      <button type="submit">{t('carSearch.submit')}</button>
    </form>
  );
}
