import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import type { TireHotelVehicle } from '@showroom/contracts/tirehotel';
import type { Translator } from '@showroom/i18n';
import { Button, mailtoHref, telHref } from '@showroom/ui';
import { useId } from 'react';
import { StepHeading } from './StepHeading';
import { hasWarning, needsReplacement } from './tires';

const Section = styled.section(({ theme }) => ({ marginTop: theme.space.lg }));
const SubHeading = styled.h3(({ theme }) => ({ fontSize: theme.fontSizes.lg, margin: `0 0 ${theme.space.sm}` }));
const Actions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, marginTop: theme.space.md }));
const WarningCard = styled.div(({ theme }) => ({
  marginTop: theme.space.lg,
  padding: theme.space.md,
  border: `2px solid ${theme.colors.danger}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
}));
const TireList = styled.ul(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: theme.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
}));
const TireItem = styled.li(({ theme }) => ({ border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md, padding: theme.space.md }));
const Position = styled.h4(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space.xs, margin: `0 0 ${theme.space.xs}`, fontSize: theme.fontSizes.md }));
const Facts = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: theme.space.sm,
  rowGap: theme.space.xxs,
  margin: 0,
  dd: { margin: 0 },
  dt: { color: theme.colors.mutedText },
}));

/** A warning triangle with its text alternative (spec 3 §5.4: any tread status above 0). */
function WarningIcon({ label }: { label: string }) {
  const theme = useTheme();
  return (
    <svg role="img" aria-label={label} width="20" height="20" viewBox="0 0 24 24" focusable="false">
      <path d="M12 2 1 21h22L12 2z" fill={theme.colors.danger} />
      <path d="M11 9h2v6h-2zm0 8h2v2h-2z" fill={theme.colors.onDanger} />
    </svg>
  );
}

export interface LoggedInStepProps {
  t: Translator;
  vehicle: TireHotelVehicle;
  onBook(): void;
  onAnotherCar(): void;
}

/** LoggedIn (spec 3 §2.7): the vehicle, book wheel change, the replacement warning, the stored tires, the workshop and the package. */
export function LoggedInStep({ t, vehicle, onBook, onAnotherCar }: LoggedInStepProps) {
  const ids = { tires: useId(), station: useId(), pack: useId(), warning: useId() };
  const { location } = vehicle;
  const phone = telHref(location.phone);
  const email = mailtoHref(location.email);
  return (
    <div>
      <StepHeading tabIndex={-1}>{vehicle.name}</StepHeading>
      <p>
        {vehicle.brand} {vehicle.model} · {t('tireHotelFlow.vehicleRegNo', { regNo: vehicle.regNo })}
      </p>
      <Actions>
        <Button onClick={onBook}>{t('tireHotelFlow.bookWheelChange')}</Button>
      </Actions>
      {needsReplacement(vehicle.tires) ? (
        <WarningCard role="region" aria-labelledby={ids.warning}>
          <SubHeading id={ids.warning}>
            <WarningIcon label={t('tireHotelFlow.tireWarning')} /> {t('tireHotelFlow.replaceTitle')}
          </SubHeading>
          <p>{t('tireHotelFlow.replaceText')}</p>
        </WarningCard>
      ) : null}
      <Section aria-labelledby={ids.tires}>
        <SubHeading id={ids.tires}>{t('tireHotelFlow.tiresHeading')}</SubHeading>
        <TireList>
          {vehicle.tires.map((tire) => (
            <TireItem key={tire.equipmentPosition}>
              <Position>
                {tire.equipmentPosition}
                {hasWarning(tire) ? <WarningIcon label={t('tireHotelFlow.tireWarning')} /> : null}
              </Position>
              <Facts>
                <dt>{t('tireHotelFlow.tireSize')}</dt>
                <dd>{t('tireHotelFlow.tireSizeValue', { width: tire.wheel.sectionWidth, ratio: tire.wheel.aspectRatio, rim: tire.wheel.rimDiameter })}</dd>
                <dt>{t('tireHotelFlow.treadPattern')}</dt>
                <dd>
                  {tire.wheel.name}, {tire.wheel.threadPattern}
                </dd>
                <dt>{t('tireHotelFlow.treadDepth')}</dt>
                <dd>{t('tireHotelFlow.millimetres', { value: tire.wheel.threadDepth })}</dd>
                <dt>{t('tireHotelFlow.tireStatus')}</dt>
                <dd>{tire.wheel.threadStatusMessage}</dd>
              </Facts>
            </TireItem>
          ))}
        </TireList>
      </Section>
      <Section aria-labelledby={ids.station}>
        <SubHeading id={ids.station}>{t('tireHotelFlow.stationHeading')}</SubHeading>
        <p>
          {location.locationName}
          <br />
          {location.departmentName}
        </p>
        <Facts>
          {phone ? (
            <>
              <dt>{t('tireHotelFlow.phone')}</dt>
              <dd>
                <a href={phone}>{location.phone}</a>
              </dd>
            </>
          ) : null}
          {email ? (
            <>
              <dt>{t('tireHotelFlow.email')}</dt>
              <dd>
                <a href={email}>{location.email}</a>
              </dd>
            </>
          ) : null}
        </Facts>
      </Section>
      <Section aria-labelledby={ids.pack}>
        <SubHeading id={ids.pack}>{t('tireHotelFlow.packageHeading')}</SubHeading>
        <p>{t('tireHotelFlow.packageLevel', { level: vehicle.packageLevel })}</p>
      </Section>
      <Actions>
        <Button variant="secondary" onClick={onAnotherCar}>
          {t('tireHotelFlow.anotherCar')}
        </Button>
      </Actions>
    </div>
  );
}
