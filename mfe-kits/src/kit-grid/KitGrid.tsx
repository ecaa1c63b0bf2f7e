import styled from '@emotion/styled';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import type { KitCard, KitGridProps } from '@showroom/contracts';
import { createTranslator, intlLocaleFor } from '@showroom/i18n';
import { Button, Grid, lazyPart, mq, mqUp, PageHeading, partFailureTexts } from '@showroom/ui';
import { BasketPanel } from '../basket/BasketPanel';
import { inBasket } from '../basket/basket';
import { useBasket } from '../basket/useBasket';
import { showFilterBar } from '../search/filterBar';
import { KIT_FACETS, isSearching } from '../search/searchState';
import { SearchForm } from '../search/SearchForm';
import { useKitSearch } from '../search/useKitSearch';
import { KitCardView } from './KitCardView';

// What is not needed for the first paint is its own chunk (perf/budgets.json: the kits page is at its ceiling).
const FilterPanel = lazyPart(() => import('../filters/FilterPanel').then((module) => module.default), 'kit filters');
const KitDetailDialog = lazyPart(() => import('../detail/KitDetailDialog').then((module) => module.default), 'kit detail');
const KitsParamsGate = lazyPart(() => import('../params/KitsParamsGate').then((module) => module.default), 'kit parameters');
const NoResults = lazyPart(() => import('./NoResults').then((module) => module.default), 'no kits found');

// Side panel 300px wide on desktop (spec 3 §9): filters and basket; below it the basket comes first, then the grid.
const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 300px' },
}));

const Side = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md, alignSelf: 'start' }));

const Main = styled.div({ [mq.desktop]: { gridColumn: 1, gridRow: 1 } });

const Count = styled.p(({ theme }) => ({ color: theme.colors.mutedText, margin: `0 0 ${theme.space.md}` }));

const Alert = styled.p(({ theme }) => ({ color: theme.colors.danger, fontWeight: theme.fontWeights.bold }));

const More = styled.div(({ theme }) => ({ display: 'flex', justifyContent: 'center', marginTop: theme.space.lg }));

// On a wide screen the panel is in the page once opened; the button only opens the drawer of a small screen.
const FilterButton = styled.div({ [mqUp('desktop')]: { '&[data-panel="true"]': { display: 'none' } } });

/**
 * The kits catalogue (spec 3 §2.1): heading, search box, "showing X of Y", a grid of kit cards with basket
 * toggles and detail dialogs, "Visa fler", the filters (a drawer on small screens, a side panel on large ones)
 * and the basket.
 */
export function KitGrid(props: KitGridProps) {
  const t = createTranslator(props.language);
  // The language's default Intl tag, not the site matrix's (its import is 1.1 kB gzip of every site's definition):
  // the one site with a kits page, dealergroup-se, uses the defaults (sv-SE, en-GB).
  const intl = intlLocaleFor(props.language);
  const headingId = useId();
  const filtersId = useId();
  const mainRef = useRef<HTMLDivElement>(null);
  const { basket, toggle, remove } = useBasket();
  const { list, search, facets, busy, moreFailed, loadMore, applySearch, loadFacets } = useKitSearch(props);
  const [filters, setFilters] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [detail, setDetail] = useState<KitCard | null>(null);
  // What opened the drawer or a dialog gets focus back once the page behind is no longer inert (after the commit).
  const opener = useRef<HTMLElement | null>(null);
  const open = (set: () => void) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    set();
  };
  const overlay = drawerOpen || detail !== null;
  useEffect(() => {
    if (overlay || !opener.current) return;
    if (opener.current.isConnected) opener.current.focus();
    opener.current = null;
  }, [overlay]);
  // The kits parameters are in the query: a page without one loads none of their code (after hydration, as the server's HTML has none).
  const [hasQuery, setHasQuery] = useState(false);
  useEffect(() => setHasQuery(window.location.search !== ''), []);

  const labels = { addToBasket: t('kits.addToBasket'), kitCode: t('kits.kitCode') };
  const total = list.state === 'loaded' ? list.total : 0;
  const filterBar = showFilterBar(facets ?? [], total) || isSearching(search);
  const openFilters = () =>
    open(() => {
      setFilters(true);
      setDrawerOpen(true);
      void loadFacets();
    });
  // Keyboard users carry on at the first kit that came in, not back at the top of the list (once it is rendered).
  const [focusKit, setFocusKit] = useState<number | null>(null);
  useEffect(() => {
    if (focusKit === null) return;
    mainRef.current?.querySelectorAll<HTMLElement>('li h2 button')[focusKit]?.focus();
    setFocusKit(null);
  }, [focusKit]);
  const showMore = async () => setFocusKit(await loadMore());

  return (
    <section aria-labelledby={headingId}>
      <div inert={overlay}>
        <PageHeading id={headingId}>{t('kits.heading')}</PageHeading>
        <SearchForm label={t('kits.searchLabel')} button={t('kits.searchButton')} search={search} facetNames={KIT_FACETS} />
      </div>
      <Layout>
        <Side>
          {filterBar ? (
            <FilterButton data-panel={filters} inert={overlay}>
              <Button variant="secondary" aria-haspopup="dialog" aria-controls={filters ? filtersId : undefined} onClick={openFilters}>
                {t('common.filter')}
              </Button>
            </FilterButton>
          ) : null}
          {filters ? (
            <Suspense fallback={null}>
              <FilterPanel
                id={filtersId}
                t={t}
                open={drawerOpen}
                onClose={() => setDrawerOpen(false)}
                facets={facets}
                search={search}
                busy={busy === 'search'}
                onChange={(next) => void applySearch(next)}
                partFailure={partFailureTexts(t)}
              />
            </Suspense>
          ) : null}
          <div inert={overlay}>
            <BasketPanel
              basket={basket}
              countText={t('kits.basketCount', { count: basket.length })}
              removeLabel={t('kits.removeFromBasket')}
              onRemove={remove}
              partFailure={partFailureTexts(t)}
            />
          </div>
        </Side>
        <Main ref={mainRef} inert={overlay} aria-busy={busy === 'search'}>
          {list.state === 'error' ? <Alert role="alert">{t('carListError')}</Alert> : null}
          {list.state === 'loaded' && list.kits.length === 0 ? (
            <Suspense fallback={null}>
              <NoResults title={t('noSearchResults')} partFailure={partFailureTexts(t)} />
            </Suspense>
          ) : null}
          {list.state === 'loaded' && list.kits.length > 0 ? (
            <>
              <Count aria-live="polite">{t('common.showing', { shown: list.kits.length, total: list.total })}</Count>
              <Grid as="ul" role="list" columns={{ desktop: 2, wide: 3 }}>
                {list.kits.map((kit, index) => (
                  <li key={kit.kitId}>
                    <KitCardView
                      kit={kit}
                      apiBase={props.apiBase}
                      intl={intl}
                      labels={labels}
                      inBasket={inBasket(basket, kit.kitId)}
                      onToggle={() => toggle({ kitId: kit.kitId, name: kit.name })}
                      onOpen={() => open(() => setDetail(kit))}
                      eagerImage={index < 4}
                    />
                  </li>
                ))}
              </Grid>
              {moreFailed ? <Alert role="alert">{t('carListError')}</Alert> : null}
              {list.kits.length < list.total ? (
                <More>
                  <Button aria-busy={busy === 'more'} aria-disabled={busy === 'more'} onClick={() => busy !== 'more' && void showMore()}>
                    {busy === 'more' ? t('kits.loading') : t('common.showMore')}
                  </Button>
                </More>
              ) : null}
            </>
          ) : null}
        </Main>
      </Layout>
      {detail ? (
        <Suspense fallback={null}>
          <KitDetailDialog
            kit={detail}
            site={props.site}
            apiBase={props.apiBase}
            intl={intl}
            t={t}
            inBasket={inBasket(basket, detail.kitId)}
            onToggle={() => toggle({ kitId: detail.kitId, name: detail.name })}
            onClose={() => setDetail(null)}
            partFailure={partFailureTexts(t, () => setDetail(null))}
          />
        </Suspense>
      ) : null}
      {hasQuery ? (
        <Suspense fallback={null}>
          <KitsParamsGate t={t} partFailure={partFailureTexts(t)} />
        </Suspense>
      ) : null}
    </section>
  );
}
