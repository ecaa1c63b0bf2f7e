import styled from '@emotion/styled';
import type { ServiceCategory } from '@showroom/contracts/mechmate';
import type { Translator } from '@showroom/i18n';
import { useId, type Dispatch } from 'react';
import type { BookingAction } from '../flow/bookingMachine';
import type { BookingStore, SelectedService } from '../flow/flowState';
import { CategoryIcon } from './CategoryIcon';
import { OfferingItem } from './OfferingItem';

const Fieldset = styled.fieldset({ margin: 0, padding: 0, border: 0, minWidth: 0 });

const Legend = styled.legend(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.xs,
  padding: 0,
  marginBottom: theme.space.xs,
  fontSize: theme.fontSizes.md,
  fontWeight: theme.fontWeights.bold,
}));

const Hint = styled.p(({ theme }) => ({ margin: `0 0 ${theme.space.xs}`, color: theme.colors.mutedText, fontSize: theme.fontSizes.sm }));

const List = styled.ul({ margin: 0, padding: 0, listStyle: 'none' });

/**
 * A category as a group named by its legend. A single-choice category (selectionType 'single', spec 3 §5.1)
 * keeps its checkboxes: ticking one unticks the others and ticking the chosen one again removes it, which native
 * radios cannot do; the group's description says so.
 */
export function OfferingCategory({ t, category, kind, state, dispatch }: { t: Translator; category: ServiceCategory; kind: SelectedService['type']; state: Pick<BookingStore, 'services' | 'milage'>; dispatch: Dispatch<BookingAction> }) {
  const hintId = useId();
  const single = category.selectionType === 'single';
  return (
    <Fieldset aria-describedby={single ? hintId : undefined} data-selection={single ? 'single' : 'multiple'}>
      <Legend>
        <CategoryIcon name={category.icon} />
        {category.name}
      </Legend>
      {single ? <Hint id={hintId}>{t('serviceBookingServices.singleChoice')}</Hint> : null}
      <List>
        {category.offerings.map((offering) => (
          <OfferingItem key={offering.code} t={t} offering={offering} category={category} kind={kind} state={state} dispatch={dispatch} />
        ))}
      </List>
    </Fieldset>
  );
}
