import styled from '@emotion/styled';
import { useId, type KeyboardEvent, type Ref } from 'react';
import type { PickerSite } from '@showroom/contracts';
import { CarImage } from '@showroom/cars';
import { siteDetailPath } from '../dealer-list/siteListRules';

const Item = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.background,
  color: theme.colors.text,
  overflow: 'hidden',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: theme.colors.primary, boxShadow: `inset 0 0 0 2px ${theme.colors.primary}` },
  // The whole card shows the focus of its radio, which is the group's one tab stop.
  '&:has(input:focus-visible)': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
}));

// The radio and its text; a click elsewhere on the card (the picture) picks the site too.
const Choice = styled.label(({ theme }) => ({
  display: 'flex',
  flex: 1,
  gap: theme.space.sm,
  alignItems: 'flex-start',
  padding: theme.space.md,
  cursor: 'pointer',
  input: { width: '24px', height: '24px', margin: 0, flex: 'none', accentColor: theme.colors.primary, cursor: 'inherit' },
  'input:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
}));

const Name = styled.span(({ theme }) => ({ display: 'block', fontWeight: theme.fontWeights.bold, fontSize: theme.fontSizes.md, overflowWrap: 'anywhere' }));

const Address = styled.span(({ theme }) => ({ display: 'flex', flexDirection: 'column', color: theme.colors.mutedText, fontSize: theme.fontSizes.sm, overflowWrap: 'anywhere' }));

const SiteLink = styled.a(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${theme.space.md} ${theme.space.xs}`,
  color: theme.colors.primary,
  fontWeight: theme.fontWeights.bold,
  '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: '-3px' },
}));

export interface PickerCardLabels {
  phone: string;
  siteLink: string;
  missingImage: string;
}

/** One workshop site as a radio card: picture, official name, street, zip and city, phone; and the optional link to its page. */
export function PickerCard({
  site,
  group,
  checked,
  tabbable,
  dealersPath,
  labels,
  inputRef,
  onPick,
  onKeyDown,
}: {
  site: PickerSite;
  /** The radios' shared name. */
  group: string;
  checked: boolean;
  /** The group's one tab stop: the chosen card, or the first while none is. */
  tabbable: boolean;
  dealersPath: string | null;
  labels: PickerCardLabels;
  inputRef: Ref<HTMLInputElement>;
  onPick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}) {
  const id = useId();
  const zipCity = [site.site_zip, site.site_city].filter(Boolean).join(' ');
  const image = site.site_primary_image?.thumbnail_url ?? site.site_image_url ?? undefined;
  return (
    <Item data-site-id={site.site_id} onClick={(event) => !(event.target as Element).closest('a, label') && onPick()}>
      <CarImage src={image} blur={site.site_primary_image?.blur_data_url ?? undefined} alt="" missingText={labels.missingImage} />
      <Choice>
        <input
          ref={inputRef}
          type="radio"
          name={group}
          value={site.site_id}
          checked={checked}
          tabIndex={tabbable ? 0 : -1}
          onChange={onPick}
          onKeyDown={onKeyDown}
          aria-labelledby={`${id}-name`}
          aria-describedby={`${id}-address`}
        />
        <span>
          <Name id={`${id}-name`}>{site.site_official_name}</Name>
          <Address id={`${id}-address`}>
            {site.site_street ? <span>{site.site_street}</span> : null}
            {zipCity ? <span>{zipCity}</span> : null}
            {site.site_phone ? (
              <span>
                {labels.phone}: {site.site_phone}
              </span>
            ) : null}
          </Address>
        </span>
      </Choice>
      {dealersPath ? (
        // Named with the site, so a list of links says which page each is; the visible words start the name (WCAG 2.5.3).
        <SiteLink href={siteDetailPath(dealersPath, site.slug)} aria-label={`${labels.siteLink}: ${site.site_official_name}`}>
          {labels.siteLink}
        </SiteLink>
      ) : null}
    </Item>
  );
}
