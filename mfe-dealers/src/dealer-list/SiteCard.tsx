import styled from '@emotion/styled';
import type { Ref } from 'react';
import type { SiteCard as SiteCardData } from '@showroom/contracts';
import { CarImage } from '@showroom/cars';
import { Card } from '@showroom/ui';
import { mailtoHref, siteDetailPath, telHref } from './siteListRules';

const Body = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xs, padding: theme.space.md }));

const Name = styled.h2(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.lg,
  a: { color: 'inherit', textDecoration: 'none', display: 'inline-block', minHeight: '24px' },
  'a:hover': { textDecoration: 'underline' },
}));

const Address = styled.address(({ theme }) => ({
  fontStyle: 'normal',
  display: 'flex',
  flexDirection: 'column',
  color: theme.colors.mutedText,
  a: { display: 'inline-flex', alignItems: 'center', minHeight: '44px', color: theme.colors.text, overflowWrap: 'anywhere' },
}));

export interface SiteCardLabels {
  phone: string;
  email: string;
  missingImage: string;
}

/** One dealer site: picture, official name linking to its page, address, phone and e-mail. */
/** `priorityImage`: the first card's picture, the page's largest (Lighthouse's LCP element): fetched first. */
/** `linkRef`: the name's link, where the focus goes when this card is the first a show-more added. */
export function SiteCard({
  site,
  dealersPath,
  labels,
  eagerImage = false,
  priorityImage = false,
  linkRef,
}: {
  site: SiteCardData;
  dealersPath: string;
  labels: SiteCardLabels;
  eagerImage?: boolean;
  priorityImage?: boolean;
  linkRef?: Ref<HTMLAnchorElement>;
}) {
  const tel = site.site_phone ? telHref(site.site_phone) : null;
  const mailto = site.site_email ? mailtoHref(site.site_email) : null;
  const zipCity = [site.site_zip, site.site_city].filter(Boolean).join(' ');
  return (
    <Card as="article" padding="none" data-site-id={site.site_id}>
      <CarImage src={site.site_primary_image?.thumbnail_url} blur={site.site_primary_image?.blur_data_url ?? undefined} alt="" missingText={labels.missingImage} eager={eagerImage} priority={priorityImage} />
      <Body>
        <Name>
          <a href={siteDetailPath(dealersPath, site.slug)} ref={linkRef}>
            {site.site_official_name}
          </a>
        </Name>
        <Address>
          {site.site_street ? <span>{site.site_street}</span> : null}
          {zipCity ? <span>{zipCity}</span> : null}
          {tel ? (
            <a href={tel}>
              <span>
                {labels.phone}: {site.site_phone}
              </span>
            </a>
          ) : null}
          {mailto ? (
            <a href={mailto}>
              <span>
                {labels.email}: {site.site_email}
              </span>
            </a>
          ) : null}
        </Address>
      </Body>
    </Card>
  );
}
