import styled from '@emotion/styled';
import type { Translator } from '@showroom/i18n';
import { Badge } from '@showroom/ui';

const Badges = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs }));

/** The campaign (the car has campaigns, see hasCampaigns) and deductible-VAT badges over a car's price (spec 2), on the card and the detail page alike; nothing without either. */
export function PriceBadges({ campaign, deductibleVat, t }: { campaign: boolean; deductibleVat: boolean; t: Translator }) {
  if (!campaign && !deductibleVat) return null;
  return (
    <Badges>
      {campaign ? <Badge variant="campaign">{t('carList.campaign')}</Badge> : null}
      {deductibleVat ? <Badge variant="info">{t('carList.deductibleVat')}</Badge> : null}
    </Badges>
  );
}
