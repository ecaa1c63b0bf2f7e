import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { getEventBus } from '@showroom/event-bus';
import { Button, TextField } from '@showroom/ui';
import { usePage } from '../page/PageContext';
import { navigateTo } from './navigate';
import { searchTarget, splitSearchUrl } from './searchTarget';

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.text};
  & > div {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

/**
 * The navigation's search: submit is disabled while the trimmed input is empty; Enter submits. A search
 * pushes the 'search' data-layer event and goes to the search URL with `keyphrase` (its own params kept).
 * Without script the form still submits the same query with GET.
 */
export function SearchBar({ searchUrl, className }: { searchUrl: string; className?: string }) {
  const { t } = usePage();
  const [term, setTerm] = useState('');
  const trimmed = term.trim();
  const { action, params } = splitSearchUrl(searchUrl);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trimmed) return;
    getEventBus().emit('dataLayer', { event: 'search', search_type: 'start page', search_term: trimmed });
    navigateTo(searchTarget(searchUrl, trimmed));
  };

  return (
    <Form role="search" action={action} method="get" onSubmit={onSubmit} className={className}>
      {params.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <TextField
        label={t('nav.search.label')}
        hideLabel
        type="search"
        name="keyphrase"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={t('nav.search.placeholder')}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      <Button type="submit" disabled={!trimmed}>
        {t('nav.search.submit')}
      </Button>
    </Form>
  );
}
