import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState } from 'react';
import type { DealerListProps, NearPoint, SiteFacetName } from '@showroom/contracts';
import { createTranslator } from '@showroom/i18n';
import { Button, EmptyState, Grid, PageHeading, TextField, VisuallyHidden } from '@showroom/ui';
import { BUILD_ID } from '@showroom/mfe-runtime';
import { FacetFilters } from '../facets/FacetFilters';
import { formatDistance } from '../nearest/formatDistance';
import { NearestControl, type NearSource } from '../nearest/NearestControl';
import { siteDistanceKm } from '../nearest/siteDistance';
import { toggleFacetValue } from '../site-list-state/finderState';
import { showsSiteSearch } from '../site-list-state/siteListState';
import { pushFacetChange, pushListView, pushNearest, pushSiteClick } from './listEvents';
import { SiteCard } from './SiteCard';
import { useSiteList } from './useSiteList';

const Search = styled.form(({ theme }) => ({ maxWidth: '420px', marginBottom: theme.space.md }));

const Count = styled.p(({ theme }) => ({ margin: `0 0 ${theme.space.sm}`, color: theme.colors.mutedText }));

// The browser styles, lays out and paints only the cards near the viewport (content-visibility): the 48 of a page
// are a dozen phone screens, and laying all of them out as the page loaded was most of its long tasks (issue 14,
// Lighthouse TBT). A card not yet drawn keeps a card's height (430-475 px at 412, 800 and 1280 px wide; `auto`:
// its real one once drawn), so the scrollbar and the show-more button below do not jump. The height only: a width
// given to a card not drawn made every column of the grid at least that wide (e2e/tests/page-width.spec.ts).
const SiteGrid = styled(Grid)({ '& > li': { contentVisibility: 'auto', containIntrinsicHeight: 'auto 450px' } });

const Footer = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: theme.space.sm, margin: `${theme.space.lg} 0` }));

/**
 * The dealer site list: heading, "nearest to me", a search box above 8 sites, the configured facets, and
 * a grid of site cards (with their distance when sorted by it), 48 at a time.
 */
export function DealerList(props: DealerListProps) {
  const t = createTranslator(props.language);
  const headingId = useId();
  const list = useSiteList(props);
  const firstNewLink = useRef<HTMLAnchorElement>(null);
  const labels = { phone: t('dealers.phone'), email: t('dealers.email'), missingImage: t('missingImageText') };
  const { sites, status } = list;
  const [townName, setTownName] = useState<string | null>(null);
  // What the live region says once the re-sorted list is in: set on a near change, spoken when the answer shows.
  const [orderChange, setOrderChange] = useState<'near' | 'default' | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // The list view is pushed once, from the browser, with what the server rendered.
  const viewed = useRef(false);
  useEffect(() => {
    if (viewed.current) return;
    viewed.current = true;
    pushListView(list.total, sites.length);
  }, [list.total, sites.length]);

  useEffect(() => {
    if (orderChange === null || status !== 'idle') return;
    setAnnouncement(orderChange === 'near' ? `${townName ? t('dealerFinder.sortedFromTown', { town: townName }) : t('dealerFinder.sortedByDistance')}. ${t('common.showing', { shown: sites.length, total: list.total })}` : t('dealerFinder.defaultOrderAnnounced'));
    setOrderChange(null);
  }, [orderChange, status, townName, sites.length, list.total, t]);

  const sortFrom = (point: NearPoint, source: NearSource, name?: string) => {
    setTownName(source === 'town' ? (name ?? null) : null);
    setOrderChange('near');
    list.setNear(point);
    pushNearest(source);
  };
  const clearNear = () => {
    setTownName(null);
    setOrderChange('default');
    list.setNear(null);
    pushNearest('clear');
  };
  const toggle = (name: SiteFacetName, value: string, checked: boolean) => {
    list.setFilters(toggleFacetValue(list.filters, name, value, checked));
    pushFacetChange(name, value, checked);
  };
  const distanceOf = (geocoord: string | null | undefined) => {
    const km = list.near ? siteDistanceKm(list.near, geocoord) : null;
    return km === null ? undefined : { label: t('dealerFinder.distance'), text: formatDistance(km, props.language) };
  };

  // Keyboard and screen-reader users carry on at the first site show-more added, not back at the top.
  useEffect(() => {
    if (list.firstNew !== null) firstNewLink.current?.focus();
  }, [list.firstNew]);

  return (
    <section aria-labelledby={headingId} aria-busy={status === 'searching' || list.more === 'loading'} data-build={BUILD_ID} data-list-status={status}>
      <PageHeading id={headingId}>{t('dealers.heading')}</PageHeading>
      <NearestControl apiBase={props.apiBase} t={t} near={list.near} townName={townName} onNear={sortFrom} onClear={clearNear} />
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-order-announcement="">
        {announcement}
      </VisuallyHidden>
      {showsSiteSearch(list.total, list.search) ? (
        <Search
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            list.submit();
          }}
        >
          <TextField type="search" label={t('dealers.search')} hint={t('dealers.searchHint')} value={list.input} onChange={(event) => list.type(event.target.value)} autoComplete="off" />
        </Search>
      ) : null}
      {props.facetNames.length > 0 && list.facets.length > 0 ? <FacetFilters t={t} facets={list.facets} filters={list.filters} onToggle={toggle} onClear={() => list.setFilters({})} /> : null}
      {status === 'error' ? <p role="alert">{t('carListError')}</p> : null}
      {status !== 'error' && sites.length === 0 && status !== 'searching' ? <EmptyState title={t('noSearchResults')} /> : null}
      {status !== 'error' && sites.length > 0 ? (
        <>
          <Count aria-live="polite" data-count-text="">
            {t('common.showing', { shown: sites.length, total: list.total })}
          </Count>
          <SiteGrid as="ul" role="list" columns={{ mobile: 1, tablet: 2, desktop: 3, wide: 4 }}>
            {sites.map((site, index) => (
              <li key={site.site_id}>
                <SiteCard site={site} dealersPath={props.dealersPath} labels={labels} eagerImage={index < 4} priorityImage={index === 0} linkRef={index === list.firstNew ? firstNewLink : undefined}
                  distance={distanceOf(site.site_geocoord)}
                  onOpen={() => pushSiteClick(site.site_id, site.site_official_name, index + 1)}
                  language={props.language}
                />
              </li>
            ))}
          </SiteGrid>
          <Footer>
            {list.more === 'error' ? <p role="alert">{t('carListError')}</p> : null}
            {list.showsMore ? (
              // aria-disabled, not disabled: a disabled button would drop the keyboard focus while it loads.
              <Button variant="secondary" onClick={list.showMore} aria-disabled={list.more === 'loading' || undefined} data-show-more="">
                {list.more === 'loading' ? t('common.loading') : t('common.showMore')}
              </Button>
            ) : null}
          </Footer>
        </>
      ) : null}
    </section>
  );
}
