import styled from '@emotion/styled';
import { useEffect, type ComponentType } from 'react';
import { createTranslator } from '@showroom/i18n';
import { RemoteSlot } from '@showroom/mfe-runtime/host';
import type { LoadContext } from '@showroom/mfe-runtime';
import { getSite, pagePath } from '@showroom/sites';
import { ThemeRoot } from '@showroom/ui';
import { ContentBlocks } from './ContentBlocks';
import { Footer } from './Footer';
import { Header } from './Header';
import type { PageState } from './pageState';

const Main = styled.main`
  min-height: 50vh;
  max-width: 1440px;
  margin: 0 auto;
  padding: 24px 16px 0;
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -100px;
  padding: 8px 16px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  z-index: 100;
  &:focus {
    top: 8px;
  }
`;

export interface ShellAppProps {
  state: PageState;
  /** Components of server-rendered slots, by slot id. */
  components?: Record<string, ComponentType<Record<string, unknown>>>;
  /** Server HTML of slots whose module the browser could not load, by slot id. */
  stale?: Record<string, string>;
  clientContext?: () => LoadContext;
}

/** The whole page: header, main area (content, a remote slot, or an error) and footer. */
export function ShellApp({ state, components = {}, stale = {}, clientContext }: ShellAppProps) {
  const site = getSite(state.site);
  const t = createTranslator(state.language);
  const { page } = state;
  const homePath = pagePathOrHome(site, state.language);
  useEffect(() => {
    // A marker for tests and monitoring: the shell has hydrated and is interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <ThemeRoot theme={site.theme}>
      <SkipLink href="#main">{t('shell.skipToContent')}</SkipLink>
      <Header
        siteName={site.name}
        homePath={homePath}
        carListPath={pagePath(site, 'carList', state.language) ?? homePath}
        navigation={state.navigation}
        languages={state.languages}
        language={state.language}
        currentPath={state.path}
        t={t}
      />
      <Main id="main" tabIndex={-1}>
        {page.kind === 'home' || page.kind === 'content' ? (
          <>
            {page.kind === 'content' ? <h1>{page.title}</h1> : null}
            <ContentBlocks blocks={page.blocks} />
          </>
        ) : null}
        {page.kind === 'remote' ? (
          <RemoteSlot
            slot={page.slot}
            language={state.language}
            Component={components[page.slot.id]}
            staleHtml={stale[page.slot.id]}
            {...(clientContext ? { clientContext } : {})}
          />
        ) : null}
        {page.kind === 'notFound' ? (
          <section>
            <h1>{t('shell.notFound.title')}</h1>
            <p>{t('shell.notFound.text')}</p>
            <a href={homePath}>{t('shell.notFound.homeLink')}</a>
          </section>
        ) : null}
        {page.kind === 'error' ? (
          <section role="alert">
            <h1>{t('shell.serverError.title')}</h1>
            <p>{t('shell.serverError.text')}</p>
            <a href={state.path}>{t('shell.serverError.retry')}</a>
          </section>
        ) : null}
      </Main>
      <Footer footer={state.footer} creditWarning={site.features.includes('creditWarning')} t={t} />
    </ThemeRoot>
  );
}

function pagePathOrHome(site: ReturnType<typeof getSite>, language: PageState['language']): string {
  const prefix = site.locales.find((l) => l.language === language)?.prefix ?? '';
  return prefix || '/';
}
