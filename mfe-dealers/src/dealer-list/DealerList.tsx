import styled from '@emotion/styled';
import { useEffect, useId, useRef } from 'react';
import type { DealerListProps } from '@showroom/contracts';
import { createTranslator } from '@showroom/i18n';
import { Button, EmptyState, Grid, PageHeading, TextField } from '@showroom/ui';
import { BUILD_ID } from '@showroom/mfe-runtime';
import { showsSiteSearch } from '../site-list-state/siteListState';
import { SiteCard } from './SiteCard';
import { useSiteList } from './useSiteList';

const Search = styled.form(({ theme }) => ({ maxWidth: '420px', marginBottom: theme.space.md }));

const Count = styled.p(({ theme }) => ({ margin: `0 0 ${theme.space.sm}`, color: theme.colors.mutedText }));

const Footer = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: theme.space.sm, margin: `${theme.space.lg} 0` }));

/** The dealer site list: heading, a search box above 8 sites, a grid of site cards, 48 at a time. */
export function DealerList(props: DealerListProps) {
  const t = createTranslator(props.language);
  const headingId = useId();
  const list = useSiteList(props);
  const firstNewLink = useRef<HTMLAnchorElement>(null);
  const labels = { phone: t('dealers.phone'), email: t('dealers.email'), missingImage: t('missingImageText') };
  const { sites, status } = list;

  // Keyboard and screen-reader users carry on at the first site show-more added, not back at the top.
  useEffect(() => {
    if (list.firstNew !== null) firstNewLink.current?.focus();
  }, [list.firstNew]);

  return (
    <section aria-labelledby={headingId} aria-busy={status === 'searching' || list.more === 'loading'} data-build={BUILD_ID} data-list-status={status}>
      <PageHeading id={headingId}>{t('dealers.heading')}</PageHeading>
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
      {status === 'error' ? <p role="alert">{t('carListError')}</p> : null}
      {status !== 'error' && sites.length === 0 && status !== 'searching' ? <EmptyState title={t('noSearchResults')} /> : null}
      {status !== 'error' && sites.length > 0 ? (
        <>
          <Count aria-live="polite" data-count-text="">
            {t('common.showing', { shown: sites.length, total: list.total })}
          </Count>
          <Grid as="ul" role="list" columns={{ mobile: 1, tablet: 2, desktop: 3, wide: 4 }}>
            {sites.map((site, index) => (
              <li key={site.site_id}>
                <SiteCard site={site} dealersPath={props.dealersPath} labels={labels} eagerImage={index < 4} priorityImage={index === 0} linkRef={index === list.firstNew ? firstNewLink : undefined} />
              </li>
            ))}
          </Grid>
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
