import styled from '@emotion/styled';
import type { MechmateCar } from '@showroom/contracts/mechmate';
import type { Translator } from '@showroom/i18n';
import { Button } from '@showroom/ui';
import type { ChosenPlace } from '../flow/flowState';

const Summary = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${theme.space.xxs} ${theme.space.md}`,
  margin: `0 0 ${theme.space.sm}`,
  dt: { color: theme.colors.mutedText },
  dd: { margin: 0, fontWeight: theme.fontWeights.bold },
}));

/** Step 1 collapsed after the lookup: what was entered and the car found, with a button to change it. */
export function CompletedRegistration({ t, car, place, onEdit }: { t: Translator; car: MechmateCar; place: ChosenPlace | null; onEdit: () => void }) {
  return (
    <>
      <Summary>
        <dt>{t('common.registrationNumber')}</dt>
        <dd>{car.registrationNumber}</dd>
        {place ? (
          <>
            <dt>{t('serviceBooking.placeLabel')}</dt>
            <dd>{place.name}</dd>
          </>
        ) : null}
        <dt>{t('serviceBooking.yourCar')}</dt>
        <dd>{t('serviceBooking.carDescription', { brand: car.brand, model: car.model, year: car.buildYear })}</dd>
      </Summary>
      <Button variant="secondary" size="md" onClick={onEdit} aria-label={`${t('serviceBooking.edit')}: ${t('serviceBooking.registrationStep')}`}>
        {t('serviceBooking.edit')}
      </Button>
    </>
  );
}
