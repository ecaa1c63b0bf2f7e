import styled from '@emotion/styled';
import type { SiteTeaser } from '@showroom/contracts';
import { Card, mailtoHref, telHref } from '@showroom/ui';
import { siteDetailPath } from '../dealer-list/siteListRules';

const Name = styled.h3(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.lg,
  overflowWrap: 'anywhere',
  a: { color: 'inherit', display: 'inline-flex', alignItems: 'center', minHeight: '44px' },
  'a:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
}));

const Contact = styled.address(({ theme }) => ({
  fontStyle: 'normal',
  display: 'flex',
  flexDirection: 'column',
  color: theme.colors.mutedText,
  a: { display: 'inline-flex', alignItems: 'center', minHeight: '44px', color: theme.colors.text, overflowWrap: 'anywhere' },
  'a:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
}));

export interface TeaserCardLabels {
  phone: string;
  email: string;
}

/** One teaser: the site's name (linking to its page when the site has dealer pages), town, phone and e-mail. */
export function TeaserCard({ site, dealersPath, labels }: { site: SiteTeaser; dealersPath: string | null; labels: TeaserCardLabels }) {
  const tel = telHref(site.site_phone);
  const mailto = mailtoHref(site.site_email);
  return (
    <Card as="article" data-site-id={site.site_id}>
      <Name>{dealersPath ? <a href={siteDetailPath(dealersPath, site.slug)}>{site.site_official_name}</a> : site.site_official_name}</Name>
      <Contact>
        {site.site_city ? <span>{site.site_city}</span> : null}
        {tel ? (
          <a href={tel}>
            {labels.phone}: {site.site_phone}
          </a>
        ) : null}
        {mailto ? (
          <a href={mailto}>
            {labels.email}: {site.site_email}
          </a>
        ) : null}
      </Contact>
    </Card>
  );
}
