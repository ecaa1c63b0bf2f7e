import styled from '@emotion/styled';
import type { WorkshopSite } from '@showroom/contracts/mechmate';
import { intlLocaleFor, type Translator } from '@showroom/i18n';
import type { Language } from '@showroom/sites';
import { distanceKm } from '@showroom/sites';
import { Button } from '@showroom/ui';
import { dateTimeText } from './dateText';

const Row = styled.li(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: theme.space.sm,
  padding: theme.space.sm,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  '& p': { margin: 0 },
}));

const Name = styled.h3(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.md }));
const Muted = styled.p(({ theme }) => ({ color: theme.colors.mutedText, fontSize: theme.fontSizes.sm }));

/** One workshop of the list: name, address, distance, first free time, and the button that chooses it. */
export function WorkshopRow({ t, language, site, from, onChoose }: { t: Translator; language: Language; site: WorkshopSite; from: { latitude: number; longitude: number } | null; onChoose: () => void }) {
  const km = from ? distanceKm(from, site) : null;
  return (
    <Row data-workshop={site.departmentId}>
      <div>
        <Name>{site.siteName}</Name>
        <p>{site.address}</p>
        {km !== null ? <Muted>{t('serviceBookingWorkshop.distance', { km: new Intl.NumberFormat(intlLocaleFor(language), { maximumFractionDigits: 1 }).format(km) })}</Muted> : null}
        <Muted>{site.firstTimeSlot ? t('serviceBookingWorkshop.firstTime', { time: dateTimeText(site.firstTimeSlot, language) }) : t('serviceBookingWorkshop.noFirstTime')}</Muted>
      </div>
      <Button variant="secondary" onClick={onChoose} aria-label={t('serviceBookingWorkshop.chooseNamed', { name: site.siteName })}>
        {t('serviceBookingWorkshop.choose')}
      </Button>
    </Row>
  );
}
