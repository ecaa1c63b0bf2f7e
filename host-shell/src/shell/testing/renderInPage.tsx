import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createTranslator } from '@showroom/i18n';
import { getSite, type Language, type SiteCode } from '@showroom/sites';
import { ThemeRoot } from '@showroom/ui';
import { checkBlockFields } from '../../blocks/checked/fieldChecks';
import { PageProvider, type PageContextValue } from '../page/PageContext';

/** A page context for tests: dealergroup-se in Swedish on '/', not editing; override what a test needs. */
export function samplePageContext(overrides: Partial<Omit<PageContextValue, 'site' | 't'>> & { siteCode?: SiteCode; language?: Language } = {}): PageContextValue {
  const { siteCode = 'dealergroup-se', language = 'sv', ...rest } = overrides;
  const site = getSite(siteCode);
  return {
    site,
    language,
    path: '/',
    homePath: site.locales.find((l) => l.language === language)?.prefix || '/',
    editing: false,
    t: createTranslator(language),
    dictionary: {},
    blockData: {},
    // As the server checks them (a page reads them from its state).
    checkedFields: (block) => checkBlockFields([block])[block.uid] ?? null,
    ...rest,
  };
}

/** Renders inside the site's theme and a page context. */
export function renderInPage(ui: ReactElement, context: PageContextValue = samplePageContext(), options?: RenderOptions) {
  return render(ui, {
    wrapper: ({ children }) => (
      <ThemeRoot theme={context.site.theme}>
        <PageProvider value={context}>{children}</PageProvider>
      </ThemeRoot>
    ),
    ...options,
  });
}
