import styled from '@emotion/styled';
import { useId, type FormEvent } from 'react';
import type { CarSearchHeroProps } from '@showroom/contracts';
import { getEventBus } from '@showroom/event-bus';
import { createTranslator } from '@showroom/i18n';
import { Button, VisuallyHidden } from '@showroom/ui';
import { nestModels, parseSearchText, searchUrl } from '../../search-text';

const Hero = styled.section`
  position: relative;
  display: grid;
  align-items: end;
  min-height: 312px;
  margin: 0 0 32px;
  padding: 24px 16px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  @media (min-width: 768px) {
    min-height: 420px;
    padding: 48px;
  }
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

// The text sits on its own panel, so it stays readable on any photo.
const Panel = styled.div`
  position: relative;
  max-width: 640px;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  h2 {
    margin: 0 0 8px;
  }
  p {
    margin: 0 0 16px;
  }
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  input {
    flex: 1 1 220px;
    min-width: 0;
    min-height: 44px;
    padding: 0 12px;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/**
 * The car search hero banner (spec 2 "Other car surfaces"): words that name a brand, model, fuel
 * or body become filters, the rest the keyphrase, each word once, and the visitor goes to the
 * configured search URL with them.
 */
export function CarSearchHero(props: CarSearchHeroProps) {
  const t = createTranslator(props.language);
  const headingId = useId();
  const inputId = useId();
  // The field as the form holds it, not a state copy: what a visitor typed before the block hydrated counts too
  // (the block hydrates as it comes near, host-shell's blocks/whenNear).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('keyphrase');
    const parsed = nestModels(parseSearchText(typeof text === 'string' ? text : '', props.vocabulary), props.modelBrands);
    const bus = getEventBus();
    bus.emit('dataLayer', { event: 'search', search_type: 'hero', search_term: parsed.keyphrase, filters: Object.keys(parsed.values) });
    bus.emit('navigate', { href: searchUrl(props.searchUrl, parsed) });
  };

  return (
    <Hero aria-labelledby={headingId} data-block="car-search-hero">
      {props.image ? <img src={props.image.src} alt={props.image.alt} /> : null}
      <Panel>
        <h2 id={headingId}>{props.title ?? t('carBlocks.heroHeading')}</h2>
        {props.text ? <p>{props.text}</p> : null}
        {/* Before the script runs, the form still searches: the words go as the keyphrase. */}
        <Form role="search" aria-labelledby={headingId} action={props.searchUrl.split('?')[0]} method="get" onSubmit={submit}>
          <label htmlFor={inputId}>
            <VisuallyHidden>{t('carBlocks.heroLabel')}</VisuallyHidden>
          </label>
          <input id={inputId} type="search" name="keyphrase" maxLength={200} placeholder={props.placeholder ?? t('carBlocks.heroLabel')} />
          <Button type="submit">{t('carBlocks.heroSubmit')}</Button>
        </Form>
      </Panel>
    </Hero>
  );
}
