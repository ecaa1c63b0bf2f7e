import styled from '@emotion/styled';
import type { DealerSite } from '@showroom/contracts';
import { CarImage } from '@showroom/cars';
import type { Translator } from '@showroom/i18n';
import { Button, mailtoHref, telHref, VisuallyHidden } from '@showroom/ui';
import { mapsSearchUrl } from '../data/siteLinks';

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
}));

const Picture = styled.div(({ theme }) => ({ borderRadius: theme.radii.lg, overflow: 'hidden' }));

const Facts = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.sm }));

const Title = styled.h1(({ theme }) => ({ margin: 0, fontSize: `clamp(${theme.fontSizes.xl}, 4vw, ${theme.fontSizes.xxl})`, overflowWrap: 'anywhere' }));

const Address = styled.address(({ theme }) => ({
  fontStyle: 'normal',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xs,
  a: { display: 'inline-flex', alignItems: 'center', minHeight: '44px', color: theme.colors.text, overflowWrap: 'anywhere', textUnderlineOffset: '3px' },
  'a:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
}));

/** The top of a site's page: main picture (the page's LCP image), official name, address with a maps link, phone and e-mail. */
export function SiteSummary({ dealer, headingId, serviceBookingHref, t }: { dealer: DealerSite; headingId: string; serviceBookingHref: string | null; t: Translator }) {
  const image = dealer.site_primary_image;
  const src = image?.original ?? image?.thumbnail_url ?? dealer.site_image_url;
  const tel = telHref(dealer.site_phone);
  const mailto = mailtoHref(dealer.site_email);
  const zipCity = [dealer.site_zip, dealer.site_city].filter(Boolean).join(' ');
  return (
    <Layout>
      <Picture>
        <CarImage src={src} blur={image?.blur_data_url ?? undefined} alt={dealer.site_official_name} missingText={t('dealerDetail.missingImage')} priority />
      </Picture>
      <Facts>
        <Title id={headingId}>{dealer.site_official_name}</Title>
        <Address aria-label={t('dealerDetail.contact')}>
          {dealer.site_street ? <span>{dealer.site_street}</span> : null}
          {zipCity ? <span>{zipCity}</span> : null}
          <a href={mapsSearchUrl(dealer)} target="_blank" rel="noopener noreferrer" data-maps-link="">
            {t('dealerDetail.openInMaps')}
            <VisuallyHidden> ({t('dealerDetail.newTab')})</VisuallyHidden>
          </a>
          {tel ? (
            <a href={tel}>
              {t('dealerDetail.phone')}: {dealer.site_phone}
            </a>
          ) : dealer.site_phone ? (
            <span>
              {t('dealerDetail.phone')}: {dealer.site_phone}
            </span>
          ) : null}
          {mailto ? (
            <a href={mailto}>
              {t('dealerDetail.email')}: {dealer.site_email}
            </a>
          ) : dealer.site_email ? (
            <span>
              {t('dealerDetail.email')}: {dealer.site_email}
            </span>
          ) : null}
        </Address>
        {serviceBookingHref ? (
          <div>
            <Button href={serviceBookingHref} data-service-booking="">
              {t('dealerDetail.bookService')}
            </Button>
          </div>
        ) : null}
      </Facts>
    </Layout>
  );
}
