import styled from '@emotion/styled';
import type { Ref } from 'react';
import type { SiteCard as SiteCardData } from '@showroom/contracts';
import { CarImage } from '@showroom/cars';
import { Card, mailtoHref, telHref } from '@showroom/ui';
import { siteDetailPath } from './siteListRules';
import type { Language } from '@showroom/sites';
import { OpenNowBadge } from '../opening-hours/OpenNowBadge';

const Body = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xs, padding: theme.space.md }));

const Name = styled.h2(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.lg,
  a: { color: 'inherit', textDecoration: 'none', display: 'inline-block', minHeight: '24px' },
  'a:hover': { textDecoration: 'underline' },
}));

const Distance = styled.p(({ theme }) => ({ margin: 0, fontWeight: 600, color: theme.colors.text }));

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
  distance,
  onOpen,
  language,
}: {
  site: SiteCardData;
  dealersPath: string;
  labels: SiteCardLabels;
  eagerImage?: boolean;
  priorityImage?: boolean;
  linkRef?: Ref<HTMLAnchorElement>;
  /** The distance from the list's near point, as shown ("12 km"), with its label. */
  distance?: { label: string; text: string };
  /** Called when the name's link is followed (the list's data-layer push). */
  onOpen?: () => void;
  /** The page's language: with it the card shows the open-now badge (drawn in the browser only). */
  language?: Language;
}) {
  const tel = telHref(site.site_phone);
  // An address the safe rule refuses (one carrying ?bcc= or &cc=) is shown as text, never as a link.
  const mailto = mailtoHref(site.site_email);
  const zipCity = [site.site_zip, site.site_city].filter(Boolean).join(' ');
  return (
    <Card as="article" padding="none" data-site-id={site.site_id}>
      <CarImage src={site.site_primary_image?.thumbnail_url} blur={site.site_primary_image?.blur_data_url ?? undefined} alt="" missingText={labels.missingImage} eager={eagerImage} priority={priorityImage} />
      <Body>
        <Name>
          <a href={siteDetailPath(dealersPath, site.slug)} ref={linkRef} onClick={onOpen}>
            {site.site_official_name}
          </a>
        </Name>
        {distance ? (
          <Distance data-distance="">
            {distance.label}: {distance.text}
          </Distance>
        ) : null}
        {language ? <OpenNowBadge departments={site.site_departments ?? []} timeZone={site.site_timezone} language={language} /> : null}
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
          ) : site.site_email ? (
            <span data-unlinked-email="">
              {labels.email}: {site.site_email}
            </span>
          ) : null}
        </Address>
      </Body>
    </Card>
  );
}
