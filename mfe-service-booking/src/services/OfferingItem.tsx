import styled from '@emotion/styled';
import { ORIGINAL_SERVICE_CODE, type ServiceCategory, type ServiceOffering } from '@showroom/contracts/mechmate';
import type { Translator } from '@showroom/i18n';
import { Badge, Checkbox } from '@showroom/ui';
import { useId, useState, type Dispatch } from 'react';
import type { BookingAction } from '../flow/bookingMachine';
import type { BookingStore, SelectedService } from '../flow/flowState';
import { MessageField } from './MessageField';
import { MileageField } from './MileageField';
import { offeringPriceText } from './priceText';
import { UnitAmount } from './UnitAmount';

const Item = styled.li(({ theme }) => ({
  display: 'grid',
  gap: theme.space.xs,
  padding: `${theme.space.sm} 0`,
  borderTop: `1px solid ${theme.colors.border}`,
}));

const Details = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space.xs, paddingLeft: `calc(20px + ${theme.space.xs})` }));

const Muted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.mutedText, fontSize: theme.fontSizes.sm }));

const Notes = styled.p(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs, margin: 0, alignItems: 'center' }));

const Fields = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space.sm, maxWidth: '480px' }));

export interface OfferingItemProps {
  t: Translator;
  offering: ServiceOffering;
  category: ServiceCategory;
  kind: SelectedService['type'];
  state: Pick<BookingStore, 'services' | 'milage'>;
  dispatch: Dispatch<BookingAction>;
}

/**
 * One offering: a checkbox named by the offering and its price, and, once chosen, what it still needs: the
 * amount of a unit offering, the message of a user-input offering, the mileage of originalservice.
 */
export function OfferingItem({ t, offering, category, kind, state, dispatch }: OfferingItemProps) {
  const descriptionId = useId();
  const selected = state.services[offering.code];
  // Emptying the message or the mileage unticks the offering (spec 3 §5.1); its field stays where the visitor is
  // typing, with the prompt, instead of vanishing under the cursor. Typing again ticks it again.
  const [keptOpen, setKeptOpen] = useState(false);
  const isMileage = offering.code === ORIGINAL_SERVICE_CODE;
  const toggle = () => dispatch({ type: 'toggleOffering', offering, category, kind });
  const open = selected !== undefined || keptOpen;

  function changeMessage(text: string) {
    if (selected === undefined) {
      if (text === '') return;
      toggle();
    }
    if (text === '') setKeptOpen(true);
    dispatch({ type: 'setUserInput', code: offering.code, text });
  }

  function changeMileage(value: number | null) {
    if (value === null) setKeptOpen(true);
    else if (selected === undefined) toggle();
    dispatch({ type: 'setMileage', value });
  }

  return (
    <Item data-offering={offering.code}>
      <Checkbox
        label={offering.name}
        trailing={offeringPriceText(t, offering)}
        checked={selected !== undefined}
        // An unavailable offering cannot be chosen; one chosen before it became unavailable can still be removed.
        disabled={!offering.isAvailable && selected === undefined}
        aria-describedby={descriptionId}
        onChange={() => {
          setKeptOpen(false);
          toggle();
        }}
      />
      <Details id={descriptionId}>
        <Muted>{offering.description}</Muted>
        {offering.priceDiscount > 0 || !offering.isAvailable ? (
          <Notes>
            {offering.priceDiscount > 0 ? <Badge variant="success">{t('serviceBookingServices.discount', { percent: offering.priceDiscount })}</Badge> : null}
            {!offering.isAvailable ? <Badge>{t('serviceBookingServices.unavailable')}</Badge> : null}
          </Notes>
        ) : null}
      </Details>
      {open && (offering.unitPrice || offering.allowUserInput || isMileage) ? (
        <Details>
          <Fields>
            {selected && offering.unitPrice ? <UnitAmount t={t} range={offering.unitPrice} service={selected} onChange={(units) => dispatch({ type: 'setUnits', offering, units })} /> : null}
            {offering.allowUserInput ? (
              <MessageField t={t} value={selected?.userInput ?? ''} missing={selected === undefined || (selected.userInput ?? '').trim() === ''} onChange={changeMessage} />
            ) : null}
            {isMileage ? <MileageField t={t} value={state.milage} missing={selected === undefined || !(state.milage !== null && state.milage > 0)} onChange={changeMileage} /> : null}
          </Fields>
        </Details>
      ) : null}
    </Item>
  );
}
