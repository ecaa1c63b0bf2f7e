import styled from '@emotion/styled';
import type { UnitPrice } from '@showroom/contracts/mechmate';
import type { Translator } from '@showroom/i18n';
import { Select } from '@showroom/ui';
import type { SelectedService } from '../flow/flowState';
import { unitTotalText } from './priceText';

const Row = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: theme.space.md }));
const Total = styled.p({ margin: 0, minHeight: '44px', display: 'flex', alignItems: 'center' });

/** Every whole amount from minimum to maximum (spec 3 §5.1). */
export function unitChoices(range: Pick<UnitPrice, 'minimum' | 'maximum'>): number[] {
  const choices: number[] = [];
  for (let n = Math.max(0, range.minimum); n <= range.maximum; n++) choices.push(n);
  return choices;
}

/** A chosen unit offering's amount, and its line total ("3 st × 440 kr = 1 320 kr"). */
export function UnitAmount({ t, range, service, onChange }: { t: Translator; range: UnitPrice; service: SelectedService; onChange: (units: number) => void }) {
  const total = unitTotalText(t, service);
  return (
    <Row>
      <Select label={t('serviceBookingServices.amount', { unit: range.unit })} value={String(service.units ?? range.minimum)} onChange={(event) => onChange(Number(event.target.value))}>
        {unitChoices(range).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </Select>
      {/* Announced as the amount changes, so a screen-reader user hears the new total. */}
      <Total aria-live="polite">{total}</Total>
    </Row>
  );
}
