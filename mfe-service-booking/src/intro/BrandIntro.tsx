import styled from '@emotion/styled';
import { lazyPart, partFailureTexts, VisuallyHidden } from '@showroom/ui';
import type { StepProps } from '../flow/stepProps';
import { Suspense } from 'react';
import { MORE_AUTHORISED_BRANDS, PREMIUM_BRAND_LINKS, premiumBrandHref } from './brandLinks';

// Only after a lookup, which the server never renders: its code (and the call's) stays out of the first load.
const BrandVerdict = lazyPart(() => import(/* webpackChunkName: "booking-brand-verdict" */ './BrandVerdict').then((m) => m.BrandVerdict), 'brand verdict');

// Rendered on the server with the first step, so kept small: plain markup under one styled block (the page's
// first load is at its byte ceiling), and a native <details> as the disclosure, which works before hydration.
const Intro = styled.div(({ theme }) => ({
  marginBottom: theme.space.lg,
  maxWidth: '72ch',
  '& p': { margin: `0 0 ${theme.space.sm}` },
  '& ul': { display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, margin: `0 0 ${theme.space.sm}`, padding: 0, listStyle: 'none' },
  '& a, & summary': { display: 'inline-flex', alignItems: 'center', minHeight: '44px', color: theme.colors.primary, fontWeight: theme.fontWeights.bold },
  '& summary': { display: 'list-item', lineHeight: '44px', cursor: 'pointer' },
  '& a:focus-visible, & summary:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
  '& details ul': { display: 'block', paddingLeft: theme.space.lg, listStyle: 'disc' },
}));

/** The page intro of spec 3 §2.2: what the page does, the four premium brands' own booking pages, further authorised brands, and after a lookup whether the car's brand has authorised workshops. */
export function BrandIntro({ t, apiBase, state }: Pick<StepProps, 't' | 'apiBase' | 'state'>) {
  const brand = state.car?.brand;
  return (
    <Intro>
      <p>{t('serviceBookingContact.intro.text')}</p>
      <p>{t('serviceBookingContact.intro.otherBrands')}</p>
      <ul>
        {PREMIUM_BRAND_LINKS.map((link) => (
          <li key={link.brand}>
            <a href={premiumBrandHref(link, t.language)}>
              {t('serviceBookingContact.intro.brandLink', { brand: link.brand })}
              {link.href ? <VisuallyHidden> {t('serviceBookingContact.intro.externalSite')}</VisuallyHidden> : null}
            </a>
          </li>
        ))}
      </ul>
      <details>
        <summary>{t('serviceBookingContact.intro.moreBrands')}</summary>
        <ul>
          {MORE_AUTHORISED_BRANDS.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </details>
      {/* A polite live region, announced when the answer arrives after the lookup; empty before. */}
      <div aria-live="polite" data-brand-verdict="">
        {brand ? (
          <Suspense fallback={null}>
            <BrandVerdict t={t} apiBase={apiBase} brand={brand} partFailure={partFailureTexts(t)} />
          </Suspense>
        ) : null}
      </div>
    </Intro>
  );
}
