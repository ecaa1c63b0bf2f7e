import styled from '@emotion/styled';
import type { ServiceCategory } from '@showroom/contracts/mechmate';
import type { Translator } from '@showroom/i18n';
import type { SelectedService } from '../flow/flowState';
import { totalText } from './priceText';

const Notes = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space.xxs, color: theme.colors.mutedText, fontSize: theme.fontSizes.sm, '& p': { margin: 0 } }));

const Total = styled.p(({ theme }) => ({ margin: 0, fontWeight: theme.fontWeights.bold }));

/** Whether some listed offering's price is set only at the workshop (then the asterisk needs its note). */
export function someUnknownPrice(categories: readonly ServiceCategory[]): boolean {
  return categories.some((category) => category.offerings.some((offering) => !offering.priceKnown || offering.price === null));
}

/** Spec 3 §9: prices are median values and may vary; an asterisk notes that unknown prices are set at the workshop. */
export function PriceNotes({ t, categories }: { t: Translator; categories: readonly ServiceCategory[] }) {
  return (
    <Notes>
      <p>{t('serviceBookingServices.disclaimer')}</p>
      {someUnknownPrice(categories) ? <p>{t('serviceBookingServices.unknownPriceNote')}</p> : null}
    </Notes>
  );
}

/** The selection's total so far (services and add-ons), announced as it changes. */
export function SelectionTotal({ t, services }: { t: Translator; services: Record<string, SelectedService> }) {
  return <Total aria-live="polite">{totalText(t, services)}</Total>;
}
