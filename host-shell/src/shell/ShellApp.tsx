import styled from '@emotion/styled';
import { useEffect, useMemo, type ComponentType } from 'react';
import { createTranslator } from '@showroom/i18n';
import { RemoteSlot } from '@showroom/mfe-runtime/host';
import { getSite, pagePath } from '@showroom/sites';
import { loadWhenNear, PartErrorBoundary, PartFailure, partFailureTexts, ResolvedThemeRoot, type RetryPart } from '@showroom/ui';
import { ContentBlocks } from '../blocks/ContentBlocks';
import { RemoteBlocksProvider } from '../blocks/remote/RemoteBlocksContext';
import { BlockCodeProvider, type BlockCode } from '../blocks/whenNear/BlockCodeContext';
import { SiteHeader } from './navigation/SiteHeader';
import { PageProvider, type PageContextValue } from './page/PageContext';
import type { PageState } from './pageState';
import { ScrollToTop } from './scrollTop/ScrollToTop';

// The footer is links and text that work as the server sent them; only its copy buttons (e-mail, phone) need code,
// which is fetched when the visitor reaches into the footer (focus, touch, a key), the press held until it is there
// (issue 14: 2 kB of every page's main.js). Never as it merely comes into view: most visitors who see it click a link.
// The alert bar likewise: a message that shows as sent; its code (the close button) comes when the visitor reaches for it.
const AlertBar = loadWhenNear(() => import(/* webpackChunkName: "alert" */ './alert/AlertBar').then((m) => m.AlertBar), 'alert', { when: 'reached' });
const SiteFooter = loadWhenNear(() => import(/* webpackChunkName: "footer" */ './footer/SiteFooter').then((m) => m.SiteFooter), 'footer', { when: 'reached' });

const Main = styled.main<{ flush: boolean }>`
  min-height: 50vh;
  max-width: 1440px;
  margin: 0 auto;
  /* The home page's hero runs under the transparent header, so nothing may sit above it. */
  padding: ${({ flush }) => (flush ? '0' : '24px 16px 0')};
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
  /** How the content blocks get their code in the browser (client/blockCode); on the server every block renders at once. */
  blockCode?: BlockCode;
}

/** The whole page: alert bar, header, main area (content, a remote slot, or an error) and footer. */
export function ShellApp({ state, components = {}, stale = {}, blockCode }: ShellAppProps) {
  const site = getSite(state.site);
  const { page } = state;
  const context: PageContextValue = useMemo(() => {
    const homePath = site.locales.find((l) => l.language === state.language)?.prefix || '/';
    return { site, language: state.language, path: state.path, homePath, editing: state.editing, t: createTranslator(state.language), dictionary: state.dictionary, blockData: state.blockData, checkedFields: (block) => state.blockFields[block.uid] ?? null };
  }, [site, state]);
  const { t, homePath } = context;
  // A first failure takes no focus (the visitor only came near the part); a failed retry does (ui's PartFailure).
  const partFailed = (retry: RetryPart, again: boolean) => <PartFailure texts={partFailureTexts(t)} onRetry={retry} focusOnShow={again} />;
  useEffect(() => {
    // A marker for tests and monitoring: the shell has hydrated and is interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const isHome = page.kind === 'home';
  const main = (
    <>
      {page.kind === 'home' || page.kind === 'content' ? (
        <RemoteBlocksProvider value={{ components, stale }}>
          {blockCode ? (
            <BlockCodeProvider value={blockCode}>
              <ContentBlocks blocks={page.blocks} />
            </BlockCodeProvider>
          ) : (
            <ContentBlocks blocks={page.blocks} />
          )}
        </RemoteBlocksProvider>
      ) : null}
      {page.kind === 'remote' ? (
        <RemoteSlot
          slot={page.slot}
          language={state.language}
          Component={components[page.slot.id]}
          staleHtml={stale[page.slot.id]}
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
    </>
  );
  return (
    <ResolvedThemeRoot theme={state.theme}>
      <PageProvider value={context}>
        {state.bare ? (
          <Main id="main" tabIndex={-1} flush={false} data-theme={state.theme.name}>
            {main}
          </Main>
        ) : (
          <>
            <SkipLink href="#main">{t('shell.skipToContent')}</SkipLink>
            <PartErrorBoundary failed={partFailed}>
              <AlertBar alert={state.alert} hiddenByCookie={state.hideAlert} />
            </PartErrorBoundary>
            <SiteHeader
              navigation={state.navigation}
              languages={state.languages}
              isHome={isHome}
              carListPath={pagePath(site, 'carList', state.language) ?? homePath}
              searchUrl={state.searchUrl}
            />
            <Main id="main" tabIndex={-1} flush={isHome} data-theme={state.theme.name}>
              {main}
            </Main>
            <PartErrorBoundary failed={partFailed}>
              <SiteFooter
                footer={state.footer}
                brandLogos={state.brandLogos}
                carListPath={pagePath(site, 'carList', state.language) ?? homePath}
                creditWarning={site.features.includes('creditWarning')}
              />
            </PartErrorBoundary>
            <ScrollToTop />
          </>
        )}
      </PageProvider>
    </ResolvedThemeRoot>
  );
}
