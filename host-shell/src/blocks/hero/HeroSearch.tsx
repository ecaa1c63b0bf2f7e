import styled from '@emotion/styled';
import { useId, useRef, useState, type FormEvent } from 'react';
import { getEventBus } from '@showroom/event-bus';
import { useMediaQuery, VisuallyHidden } from '@showroom/ui';
import { usePage } from '../../shell/page/PageContext';
import { DESKTOP_MEDIA } from '../media/breakpointQueries';
import { heroSearchUrl } from './heroSearchUrl';

const Form = styled.form`
  display: flex;
  gap: 8px;
  width: 100%;
  max-width: 560px;
  margin-top: 16px;
`;

const Field = styled.div`
  position: relative;
  flex: 1;
  display: flex;
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 48px;
  padding: 0 48px 0 16px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &::placeholder {
    color: ${({ theme }) => theme.colors.mutedText};
    opacity: 1;
  }
  &::-webkit-search-cancel-button {
    appearance: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Clear = styled.button`
  position: absolute;
  right: 2px;
  top: 50%;
  transform: translateY(-50%);
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

const Submit = styled.button`
  min-height: 48px;
  min-width: 44px;
  padding: 0 20px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export interface HeroSearchProps {
  searchUrl: string;
  placeholder?: string | null | undefined;
  placeholderDesktop?: string | null | undefined;
}

/**
 * The hero's search bar: sends the visitor to the search URL with `keyphrase`, keeping the
 * page's other query params, and reports the search to the data layer. It is a real GET form,
 * so it also works before the page has hydrated.
 */
export function HeroSearch({ searchUrl, placeholder, placeholderDesktop }: HeroSearchProps) {
  const { t } = usePage();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  // Phones get the short placeholder in the server render; desktops swap after mount.
  const desktop = useMediaQuery(DESKTOP_MEDIA) ?? false;
  const shown = (desktop ? placeholderDesktop || placeholder : placeholder || placeholderDesktop) ?? undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = value.trim();
    if (!term) return;
    const bus = getEventBus();
    bus.emit('dataLayer', { event: 'search', search_type: 'start page', search_term: term });
    bus.emit('navigate', { href: heroSearchUrl(searchUrl, window.location.search, term) });
  };

  const clear = () => {
    setValue('');
    inputRef.current?.focus();
  };

  return (
    <Form role="search" action={searchUrl} method="get" onSubmit={submit}>
      <label htmlFor={id}>
        <VisuallyHidden>{t('blocks.hero.searchLabel')}</VisuallyHidden>
      </label>
      <Field>
        <Input ref={inputRef} id={id} type="search" name="keyphrase" autoComplete="off" enterKeyHint="search" value={value} placeholder={shown} onChange={(event) => setValue(event.target.value)} />
        {value ? (
          <Clear type="button" aria-label={t('blocks.hero.searchClear')} onClick={clear}>
            <span aria-hidden="true">×</span>
          </Clear>
        ) : null}
      </Field>
      <Submit type="submit">{t('blocks.hero.searchSubmit')}</Submit>
    </Form>
  );
}
