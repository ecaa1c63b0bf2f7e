import styled from '@emotion/styled';
import { TIRE_HOTEL } from '@showroom/contracts/tirehotel';
import type { Translator } from '@showroom/i18n';
import { VisuallyHidden } from '@showroom/ui';
import { useId } from 'react';

export interface StarRatingProps {
  t: Translator;
  /** 0 while none is chosen. */
  value: number;
  onChange(rating: number): void;
  disabled?: boolean;
}

const Fieldset = styled.fieldset({ border: 0, margin: 0, padding: 0, minWidth: 0 });
const Legend = styled.legend(({ theme }) => ({ padding: 0, marginBottom: theme.space.xxs, fontWeight: theme.fontWeights.bold }));
const Stars = styled.div({ display: 'flex', gap: '4px' });
const Option = styled.label({ position: 'relative', display: 'inline-flex' });
// The native radios give the group its keyboard use (arrows) and states; the star is what shows.
const Input = styled.input({ position: 'absolute', opacity: 0, width: '1px', height: '1px', margin: 0 });
const Star = styled('span', { shouldForwardProp: (prop) => prop !== 'lit' })<{ lit: boolean }>(({ theme, lit }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  fontSize: '32px',
  lineHeight: 1,
  color: lit ? theme.colors.primary : theme.colors.mutedText,
  borderRadius: theme.radii.md,
  cursor: 'pointer',
  'input:focus-visible + &': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: '1px' },
  'input:disabled + &': { cursor: 'default' },
}));

/** Spec 3 §9: a rating of 1 to 5 stars, a radio group named "n av 5 stjärnor" per star. */
export function StarRating({ t, value, onChange, disabled }: StarRatingProps) {
  const name = useId();
  const ratings = Array.from({ length: TIRE_HOTEL.ratingMax - TIRE_HOTEL.ratingMin + 1 }, (_, index) => TIRE_HOTEL.ratingMin + index);
  return (
    <Fieldset disabled={disabled}>
      <Legend>{t('tireHotelBooking.feedback.rating')}</Legend>
      <Stars>
        {ratings.map((rating) => (
          <Option key={rating}>
            <Input type="radio" name={name} value={rating} checked={rating === value} onChange={() => onChange(rating)} />
            <Star lit={rating <= value} aria-hidden="true">
              {rating <= value ? '★' : '☆'}
            </Star>
            <VisuallyHidden>{t('tireHotelBooking.feedback.star', { count: rating, max: TIRE_HOTEL.ratingMax })}</VisuallyHidden>
          </Option>
        ))}
      </Stars>
    </Fieldset>
  );
}
