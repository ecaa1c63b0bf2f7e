import styled from '@emotion/styled';
import { useId } from 'react';
import { parseGeocoord, type SiteDetailProps } from '@showroom/contracts';
import { BUILD_ID } from '@showroom/mfe-runtime';
import { createTranslator, intlLocaleFor } from '@showroom/i18n';
import { getSite } from '@showroom/sites';
import { BackLink } from '@showroom/ui';
import { SiteMap } from '../../site-map/SiteMap';
import { Departments } from '../departments/Departments';
import { EmployeeListWhenNear, LatestCarsWhenNear } from './belowTheFold';
import { SiteSummary } from './SiteSummary';

const Block = styled.div(({ theme }) => ({ margin: `${theme.space.xl} 0` }));

/** One dealer site's page (spec 2 "Dealer site detail page"). */
export function SiteDetailPage(props: SiteDetailProps) {
  const site = getSite(props.site);
  const t = createTranslator(props.language);
  const intl = site.locales.find((l) => l.language === props.language)?.intl ?? intlLocaleFor(props.language);
  const headingId = useId();
  const { dealer } = props;
  return (
    <div data-build={BUILD_ID}>
      <BackLink href={props.dealersPath} label={t('dealerDetail.backToAll')} />
      <article aria-labelledby={headingId} data-site-id={dealer.site_id}>
        <SiteSummary dealer={dealer} headingId={headingId} serviceBookingHref={props.serviceBookingHref} t={t} />
        <Block>
          <SiteMap coord={parseGeocoord(dealer.site_geocoord)} name={dealer.site_official_name} config={props.map} />
        </Block>
        <Departments site={dealer} brandLogos={props.brandLogos} language={props.language} intl={intl} />
        <EmployeeListWhenNear site={dealer} language={props.language} />
        <LatestCarsWhenNear latest={props.latestCars} siteName={dealer.site_official_name} site={site} language={props.language} intl={intl} apiBase={props.apiBase} t={t} />
      </article>
    </div>
  );
}
