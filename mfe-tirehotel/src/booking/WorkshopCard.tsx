import styled from '@emotion/styled';
import type { TireHotelLocation } from '@showroom/contracts/tirehotel';
import type { Translator } from '@showroom/i18n';
import { Card, mailtoHref, telHref } from '@showroom/ui';

const Lines = styled.dl(({ theme }) => ({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: theme.space.sm, rowGap: theme.space.xxs, '& dd': { margin: 0 } }));
const Heading = styled.h3(({ theme }) => ({ fontSize: theme.fontSizes.md, margin: `0 0 ${theme.space.xs}` }));
const Name = styled.p({ margin: 0, fontWeight: 700 });
const Department = styled.p(({ theme }) => ({ margin: `0 0 ${theme.space.xs}`, color: theme.colors.mutedText }));

/** The workshop of the booking: the vehicle's location (spec 3 §2.7, §3.6). */
export function WorkshopCard({ t, location }: { t: Translator; location: TireHotelLocation }) {
  const tel = telHref(location.phone);
  const mail = mailtoHref(location.email);
  return (
    <Card as="section" variant="filled">
      <Heading>{t('tireHotelBooking.workshop.heading')}</Heading>
      <Name>{location.locationName}</Name>
      <Department>{location.departmentName}</Department>
      <Lines>
        <dt>{t('tireHotelBooking.workshop.phone')}</dt>
        <dd>{tel ? <a href={tel}>{location.phone}</a> : location.phone}</dd>
        <dt>{t('tireHotelBooking.workshop.email')}</dt>
        <dd>{mail ? <a href={mail}>{location.email}</a> : location.email}</dd>
      </Lines>
    </Card>
  );
}

/** Spec 3 §8: no available days, with the workshop's phone and e-mail as links. */
export function NoDays({ t, location }: { t: Translator; location: TireHotelLocation }) {
  const tel = telHref(location.phone);
  const mail = mailtoHref(location.email);
  return (
    <div role="status">
      <p>{t('tireHotelBooking.calendar.noDays')}</p>
      <p>
        {tel ? <a href={tel}>{location.phone}</a> : location.phone}
        {' · '}
        {mail ? <a href={mail}>{location.email}</a> : location.email}
      </p>
    </div>
  );
}
