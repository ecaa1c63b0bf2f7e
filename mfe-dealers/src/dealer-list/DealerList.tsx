import styled from '@emotion/styled';
import { useId, useState } from 'react';
import type { DealerListProps } from '@showroom/contracts';
import { createTranslator } from '@showroom/i18n';
import { EmptyState, Grid, PageHeading, TextField } from '@showroom/ui';
import { BUILD_ID } from '@showroom/mfe-runtime';
import { SiteCard } from './SiteCard';
import { filterSites, showsSiteSearch } from './siteListRules';

const Search = styled.form(({ theme }) => ({ maxWidth: '420px', marginBottom: theme.space.md }));

const Count = styled.p(({ theme }) => ({ margin: `0 0 ${theme.space.sm}`, color: theme.colors.mutedText }));

/** The dealer site list: heading, a search box above 8 sites, and a grid of site cards. */
export function DealerList(props: DealerListProps) {
  const t = createTranslator(props.language);
  const headingId = useId();
  const [query, setQuery] = useState('');
  const { result } = props;
  const sites = result.state === 'loaded' ? filterSites(result.sites, query) : [];
  const searchable = result.state === 'loaded' && showsSiteSearch(result.total);
  const labels = { phone: t('dealers.phone'), email: t('dealers.email'), missingImage: t('missingImageText') };
  return (
    <section aria-labelledby={headingId} data-build={BUILD_ID}>
      <PageHeading id={headingId}>{t('dealers.heading')}</PageHeading>
      {result.state === 'error' ? <p role="alert">{t('carListError')}</p> : null}
      {searchable ? (
        <Search role="search" onSubmit={(event) => event.preventDefault()}>
          <TextField
            type="search"
            label={t('dealers.search')}
            hint={t('dealers.searchHint')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
        </Search>
      ) : null}
      {searchable ? (
        // Announces how many sites the search leaves, as the visitor types.
        <Count aria-live="polite">{query.trim() ? t('common.resultCount', { count: sites.length }) : ''}</Count>
      ) : null}
      {result.state === 'loaded' && sites.length === 0 ? <EmptyState title={t('noSearchResults')} /> : null}
      {sites.length > 0 ? (
        <Grid as="ul" role="list" columns={{ mobile: 1, tablet: 2, desktop: 3, wide: 4 }}>
          {sites.map((site, index) => (
            <li key={site.site_id}>
              <SiteCard site={site} dealersPath={props.dealersPath} labels={labels} eagerImage={index < 4} priorityImage={index === 0} />
            </li>
          ))}
        </Grid>
      ) : null}
    </section>
  );
}
