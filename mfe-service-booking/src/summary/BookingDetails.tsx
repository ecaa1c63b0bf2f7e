import styled from '@emotion/styled';
import type { Translator } from '@showroom/i18n';
import type { BookingStore, SelectedService } from '../flow/flowState';
import { lineTotal, selectionOf, totalPrice } from '../flow/selection';
import { kronor } from '../flow/kronor';
import { slotText } from './format';

const Group = styled.div(({ theme }) => ({ marginBottom: theme.space.md }));
const Subheading = styled.h3(({ theme }) => ({ margin: `0 0 ${theme.space.xs}`, fontSize: theme.fontSizes.md }));
const Lines = styled.ul({ margin: 0, padding: 0, listStyle: 'none' });
const Line = styled.li(({ theme }) => ({ display: 'flex', justifyContent: 'space-between', gap: theme.space.sm, padding: `${theme.space.xxs} 0` }));
const Price = styled.span({ whiteSpace: 'nowrap', textAlign: 'right' });
const Detail = styled.span(({ theme }) => ({ display: 'block', fontSize: theme.fontSizes.sm, color: theme.colors.mutedText }));
const Total = styled.p(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  margin: `${theme.space.sm} 0 0`,
  paddingTop: theme.space.sm,
  borderTop: `1px solid ${theme.colors.border}`,
  fontWeight: theme.fontWeights.bold,
}));
const Note = styled.p(({ theme }) => ({ margin: `${theme.space.xs} 0 0`, fontSize: theme.fontSizes.sm, color: theme.colors.mutedText }));
const Plain = styled.p({ margin: 0 });

function ServiceLine({ t, service }: { t: Translator; service: SelectedService }) {
  const line = lineTotal(service);
  return (
    <Line>
      <span>
        {service.name}
        {service.units !== null && service.price !== null && service.priceKnown ? (
          <Detail>{t('serviceBookingContact.summary.unitLine', { units: service.units, unit: service.unitAbbreviation ?? '', price: kronor(service.price, t.language) })}</Detail>
        ) : null}
      </span>
      <Price>{line === null ? t('serviceBookingContact.summary.unknownPrice') : kronor(line, t.language)}</Price>
    </Line>
  );
}

/**
 * What is booked so far (spec 3 §2.2, §2.3): the car, the services and add-ons with their line prices (price
 * times units for unit offerings, unknown prices marked), the total, the workshop and the time once chosen.
 * The summary panel, the phone sheet and the confirmation show it alike.
 */
export function BookingDetails({ t, state }: { t: Translator; state: BookingStore }) {
  const services = selectionOf(state.services, 'service');
  const addons = selectionOf(state.services, 'addon');
  const { total, someUnknown } = totalPrice(state.services);
  const { workshop, timeSlot } = state.bookingInfo;
  return (
    <>
      {state.car ? (
        <Group>
          <Subheading>{t('serviceBookingContact.summary.car')}</Subheading>
          <Plain>
            {t('serviceBooking.carDescription', { brand: state.car.brand, model: state.car.model, year: state.car.buildYear })} · {state.car.registrationNumber}
          </Plain>
        </Group>
      ) : null}
      {services.length > 0 ? (
        <Group>
          <Subheading>{t('serviceBookingContact.summary.services')}</Subheading>
          <Lines>
            {services.map((service) => (
              <ServiceLine key={service.code} t={t} service={service} />
            ))}
          </Lines>
        </Group>
      ) : null}
      {addons.length > 0 ? (
        <Group>
          <Subheading>{t('serviceBookingContact.summary.addons')}</Subheading>
          <Lines>
            {addons.map((service) => (
              <ServiceLine key={service.code} t={t} service={service} />
            ))}
          </Lines>
        </Group>
      ) : null}
      {services.length + addons.length === 0 ? (
        <Group>
          <Plain>{t('serviceBookingContact.summary.nothingYet')}</Plain>
        </Group>
      ) : (
        <Group>
          <Total>
            <span>{t('serviceBookingContact.summary.total')}</span>
            <span data-total>{kronor(total, t.language)}</span>
          </Total>
          {someUnknown ? <Note>{t('serviceBookingContact.summary.unknownNote')}</Note> : null}
          <Note>{t('serviceBookingContact.summary.disclaimer')}</Note>
        </Group>
      )}
      {workshop ? (
        <Group>
          <Subheading>{t('serviceBookingContact.summary.workshop')}</Subheading>
          <Plain>{workshop.siteName}</Plain>
          <Plain>{workshop.address}</Plain>
        </Group>
      ) : null}
      {timeSlot ? (
        <Group>
          <Subheading>{t('serviceBookingContact.summary.time')}</Subheading>
          <Plain>{slotText(t, timeSlot)}</Plain>
        </Group>
      ) : null}
    </>
  );
}
